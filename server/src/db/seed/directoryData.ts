// Demo directory data (Italian businesses of the packaging trade). Plain data: the seeder in directory.ts writes it.

export type DemoAddress = { street: string; city: string; province: string; postalCode: string };
export type DemoContact = { name: string; role: string; email: string; phone: string };
export type DemoBusiness = {
  name: string;
  address: DemoAddress;
  phone: string;
  email: string;
  website?: string;
  category: string;
  brand?: string;
  contacts: readonly DemoContact[];
  notes?: string;
};

export const CATEGORIES: readonly { name: string; description: string }[] = [
  { name: 'Retail', description: 'Negozi e catene della distribuzione al dettaglio' },
  { name: 'Ingrosso', description: 'Grossisti e distributori' },
  { name: 'Pubblica amministrazione', description: 'Enti pubblici e partecipate' },
  { name: 'Industria alimentare', description: 'Produttori di alimenti e bevande' },
  { name: 'Logistica', description: 'Magazzini, corrieri e operatori logistici' },
];

export const BRANDS: readonly { name: string; description: string }[] = [
  { name: 'EcoPack', description: 'Linea di imballaggi riciclabili' },
  { name: 'FlexiFilm', description: 'Film estensibili e termoretraibili' },
  { name: 'PrintBag', description: 'Buste e shopper stampati' },
];

export const MATERIALS: readonly { name: string; code: string; description: string }[] = [
  { name: 'Film estensibile', code: 'MAT-FE', description: 'Film estensibile manuale e da macchina, 17–23 µm' },
  { name: 'Buste stampate', code: 'MAT-BS', description: 'Buste in polietilene stampate fino a 6 colori' },
  { name: 'Shopper biodegradabili', code: 'MAT-SB', description: 'Shopper compostabili conformi EN 13432' },
  { name: 'Nastro adesivo personalizzato', code: 'MAT-NA', description: 'Nastro in polipropilene con logo' },
  { name: 'Scatole in cartone ondulato', code: 'MAT-SC', description: 'Onda singola e doppia, fustellate' },
  { name: 'Campionario film barriera', code: 'MAT-FB', description: 'Campioni di film alto barriera per alimenti' },
];

export const INTERESTS: readonly { name: string; code: string; description: string }[] = [
  { name: 'Imballaggi sostenibili', code: 'INT-SOS', description: 'Materiali riciclati, riciclabili o compostabili' },
  { name: 'Riduzione degli spessori', code: 'INT-SPE', description: 'Film più sottili a parità di tenuta' },
  { name: 'Stampa personalizzata', code: 'INT-STA', description: 'Grafiche e loghi del cliente' },
  { name: 'Automazione fine linea', code: 'INT-AUT', description: 'Avvolgitrici e nastratrici automatiche' },
  { name: 'Consegne programmate', code: 'INT-CON', description: 'Contratti quadro con consegne a calendario' },
];

type DemoNamed = { name: string; code: string; description: string };

/**
 * Materials and interests differ per tenant (acme keeps the packaging lists above): borgo distributes food,
 * cantiere builds boats.
 */
export const MATERIALS_BY_TENANT: Readonly<Record<string, readonly DemoNamed[]>> = {
  borgo: [
    { name: 'Vaschette in PET', code: 'MAT-VP', description: 'Vaschette trasparenti per freschi e gastronomia' },
    { name: 'Film alimentare', code: 'MAT-FA', description: 'Film per alimenti in rotoli da banco' },
    { name: 'Etichette adesive', code: 'MAT-EA', description: 'Etichette termiche per pesatura e tracciabilità' },
    { name: 'Cassette in cartone', code: 'MAT-CC', description: 'Cassette per ortofrutta, stampa a un colore' },
  ],
  cantiere: [
    { name: 'Teli di protezione', code: 'MAT-TP', description: 'Teli per coperta e arredi durante i lavori' },
    { name: 'Film termoretraibile navale', code: 'MAT-FT', description: 'Film da 250 µm per il rimessaggio' },
    { name: 'Nastri di rizzaggio', code: 'MAT-NR', description: 'Cinghie e nastri per il trasporto di scafi' },
    { name: 'Casse in legno', code: 'MAT-CL', description: 'Casse fumigate per ricambi e motori' },
  ],
};

export const INTERESTS_BY_TENANT: Readonly<Record<string, readonly DemoNamed[]>> = {
  borgo: [
    { name: 'Atmosfera modificata', code: 'INT-ATM', description: 'Confezioni per una conservazione più lunga' },
    { name: 'Etichettatura nutrizionale', code: 'INT-ETI', description: 'Etichette conformi al regolamento UE 1169/2011' },
    { name: 'Consegne programmate', code: 'INT-CON', description: 'Contratti quadro con consegne a calendario' },
  ],
  cantiere: [
    { name: 'Protezione durante il varo', code: 'INT-VAR', description: 'Coperture per scafo e sovrastrutture' },
    { name: 'Spedizioni via mare', code: 'INT-SPE', description: 'Imballi per container e trasporto eccezionale' },
    { name: 'Rimessaggio invernale', code: 'INT-RIM', description: 'Teli e film per il ricovero delle barche' },
  ],
};

export const CUSTOMERS: readonly DemoBusiness[] = [
  { name: 'Supermercati Tirreno S.p.A.', address: { street: 'Via Aurelia 412', city: 'Livorno', province: 'LI', postalCode: '57128' }, phone: '0586 401122', email: 'acquisti@supertirreno.it', website: 'https://www.supertirreno.it', category: 'Retail', brand: 'PrintBag', contacts: [{ name: 'Roberta Galli', role: 'Buyer', email: 'r.galli@supertirreno.it', phone: '0586 401130' }] },
  { name: 'Pastificio Fratelli Lombardi S.r.l.', address: { street: 'Via dei Mulini 8', city: 'Gragnano', province: 'NA', postalCode: '80054' }, phone: '081 8012345', email: 'info@pastificiolombardi.it', category: 'Industria alimentare', brand: 'FlexiFilm', contacts: [{ name: 'Antonio Lombardi', role: 'Titolare', email: 'antonio@pastificiolombardi.it', phone: '335 6123456' }, { name: 'Ilaria Russo', role: 'Responsabile qualità', email: 'qualita@pastificiolombardi.it', phone: '081 8012350' }] },
  { name: 'Caseificio Val Padana S.r.l.', address: { street: 'Strada Provinciale 10 km 4', city: 'Cremona', province: 'CR', postalCode: '26100' }, phone: '0372 455667', email: 'ordini@caseificiovalpadana.it', category: 'Industria alimentare', brand: 'FlexiFilm', contacts: [{ name: 'Giorgio Sartori', role: 'Responsabile acquisti', email: 'g.sartori@caseificiovalpadana.it', phone: '0372 455670' }] },
  { name: 'Distribuzione Adriatica S.r.l.', address: { street: 'Via Flaminia 233', city: 'Rimini', province: 'RN', postalCode: '47923' }, phone: '0541 778899', email: 'amministrazione@distradriatica.it', category: 'Ingrosso', contacts: [{ name: 'Federica Pini', role: 'Buyer', email: 'f.pini@distradriatica.it', phone: '0541 778801' }] },
  { name: 'Ortofrutta Sud Soc. Coop.', address: { street: 'Contrada Fiumara 21', city: 'Vittoria', province: 'RG', postalCode: '97019' }, phone: '0932 981234', email: 'info@ortofruttasud.it', category: 'Ingrosso', brand: 'EcoPack', contacts: [{ name: 'Salvatore Inzerillo', role: 'Presidente', email: 's.inzerillo@ortofruttasud.it', phone: '338 4455667' }] },
  { name: 'Farmacie Comunali Torinesi S.p.A.', address: { street: 'Corso Peschiera 193', city: 'Torino', province: 'TO', postalCode: '10141' }, phone: '011 3345566', email: 'acquisti@fctorino.it', category: 'Pubblica amministrazione', contacts: [{ name: 'Laura Bertolini', role: 'Ufficio gare', email: 'gare@fctorino.it', phone: '011 3345570' }] },
  { name: 'Comune di Bergamo – Economato', address: { street: 'Piazza Matteotti 27', city: 'Bergamo', province: 'BG', postalCode: '24122' }, phone: '035 399111', email: 'economato@comune.bergamo.it', category: 'Pubblica amministrazione', contacts: [{ name: 'Walter Pesenti', role: 'Economo', email: 'w.pesenti@comune.bergamo.it', phone: '035 399120' }] },
  { name: 'Logistica Emiliana S.r.l.', address: { street: 'Via dell’Industria 45', city: 'Modena', province: 'MO', postalCode: '41122' }, phone: '059 281900', email: 'magazzino@logisticaemiliana.it', category: 'Logistica', brand: 'FlexiFilm', contacts: [{ name: 'Stefano Barbieri', role: 'Capo magazzino', email: 's.barbieri@logisticaemiliana.it', phone: '347 2211334' }] },
  { name: 'Profumerie Bellini S.n.c.', address: { street: 'Via Toledo 156', city: 'Napoli', province: 'NA', postalCode: '80134' }, phone: '081 5523344', email: 'negozi@profumeriebellini.it', category: 'Retail', brand: 'PrintBag', contacts: [{ name: 'Carla Bellini', role: 'Socia', email: 'carla@profumeriebellini.it', phone: '339 7788990' }] },
  { name: 'Birrificio delle Dolomiti S.r.l.', address: { street: 'Via Feltre 71', city: 'Belluno', province: 'BL', postalCode: '32100' }, phone: '0437 940011', email: 'info@birrificiodolomiti.it', website: 'https://www.birrificiodolomiti.it', category: 'Industria alimentare', brand: 'EcoPack', contacts: [{ name: 'Nicola De Bon', role: 'Direttore di produzione', email: 'n.debon@birrificiodolomiti.it', phone: '0437 940015' }] },
  { name: 'Ferramenta Centrale Umbra S.r.l.', address: { street: 'Via Settevalli 320', city: 'Perugia', province: 'PG', postalCode: '06129' }, phone: '075 5051212', email: 'ordini@ferramentaumbra.it', category: 'Retail', contacts: [{ name: 'Michele Ceccarelli', role: 'Responsabile punto vendita', email: 'm.ceccarelli@ferramentaumbra.it', phone: '075 5051215' }] },
  { name: 'Corrieri Riuniti Veneti S.p.A.', address: { street: 'Via Torino 110', city: 'Mestre', province: 'VE', postalCode: '30172' }, phone: '041 5312200', email: 'acquisti@corrieriveneti.it', category: 'Logistica', brand: 'FlexiFilm', contacts: [{ name: 'Giada Zanon', role: 'Ufficio acquisti', email: 'g.zanon@corrieriveneti.it', phone: '041 5312210' }] },
];

export const LEADS: readonly DemoBusiness[] = [
  { name: 'Gelateria Artigiana Sorrentina S.r.l.', address: { street: 'Corso Italia 88', city: 'Sorrento', province: 'NA', postalCode: '80067' }, phone: '081 8781234', email: 'info@gelateriasorrentina.it', category: 'Retail', contacts: [{ name: 'Pasquale Cuomo', role: 'Titolare', email: 'pasquale@gelateriasorrentina.it', phone: '333 1122334' }], notes: 'Conosciuti alla fiera Sigep: interessati a coppette compostabili.' },
  { name: 'Vini Colli Senesi Soc. Agr.', address: { street: 'Località Poggio Bianco 3', city: 'Montalcino', province: 'SI', postalCode: '53024' }, phone: '0577 848800', email: 'cantina@collisenesi.it', category: 'Industria alimentare', contacts: [{ name: 'Beatrice Guidi', role: 'Marketing', email: 'b.guidi@collisenesi.it', phone: '0577 848805' }] },
  { name: 'E-Shop Casa Bella S.r.l.', address: { street: 'Via Tortona 27', city: 'Milano', province: 'MI', postalCode: '20144' }, phone: '02 89001122', email: 'ops@casabella-shop.it', category: 'Retail', contacts: [{ name: 'Tommaso Riva', role: 'Operations manager', email: 't.riva@casabella-shop.it', phone: '349 5566778' }], notes: 'Cercano buste per spedizioni e-commerce con chiusura di sicurezza.' },
  { name: 'ASL Bari – Provveditorato', address: { street: 'Lungomare Starita 6', city: 'Bari', province: 'BA', postalCode: '70123' }, phone: '080 5842111', email: 'provveditorato@aslbari.it', category: 'Pubblica amministrazione', contacts: [{ name: 'Vito Lorusso', role: 'Funzionario', email: 'v.lorusso@aslbari.it', phone: '080 5842150' }] },
  { name: 'Magazzini Generali Friulani S.r.l.', address: { street: 'Via del Lavoro 14', city: 'Pordenone', province: 'PN', postalCode: '33170' }, phone: '0434 551200', email: 'info@mgfriulani.it', category: 'Logistica', contacts: [{ name: 'Elisa Del Fabbro', role: 'Responsabile logistica', email: 'e.delfabbro@mgfriulani.it', phone: '0434 551210' }] },
];

export const SUPPLIERS: readonly DemoBusiness[] = [
  { name: 'Polimeri Lombardi S.p.A.', address: { street: 'Via Milano 200', city: 'Legnano', province: 'MI', postalCode: '20025' }, phone: '0331 456700', email: 'vendite@polimerilombardi.it', category: 'Ingrosso', contacts: [{ name: 'Fabio Colombo', role: 'Area manager', email: 'f.colombo@polimerilombardi.it', phone: '335 9988776' }] },
  { name: 'Cartiera del Brenta S.r.l.', address: { street: 'Via Brenta 5', city: 'Bassano del Grappa', province: 'VI', postalCode: '36061' }, phone: '0424 520300', email: 'commerciale@cartierabrenta.it', category: 'Ingrosso', contacts: [{ name: 'Monica Zen', role: 'Commerciale', email: 'm.zen@cartierabrenta.it', phone: '0424 520310' }] },
  { name: 'Inchiostri Grafici Toscani S.r.l.', address: { street: 'Via Pistoiese 512', city: 'Prato', province: 'PO', postalCode: '59100' }, phone: '0574 630400', email: 'info@inchiostritoscani.it', category: 'Ingrosso', contacts: [{ name: 'Lorenzo Bini', role: 'Tecnico colore', email: 'l.bini@inchiostritoscani.it', phone: '0574 630415' }] },
  { name: 'Trasporti Rapidi Marche S.n.c.', address: { street: 'Via Brecce Bianche 90', city: 'Ancona', province: 'AN', postalCode: '60131' }, phone: '071 2801234', email: 'traffico@trasportimarche.it', category: 'Logistica', contacts: [{ name: 'Marco Pieroni', role: 'Ufficio traffico', email: 'm.pieroni@trasportimarche.it', phone: '071 2801240' }] },
  { name: 'Macchine Imballaggio Emilia S.r.l.', address: { street: 'Via Emilia Ovest 1010', city: 'Parma', province: 'PR', postalCode: '43126' }, phone: '0521 990011', email: 'service@mie-parma.it', category: 'Ingrosso', contacts: [{ name: 'Andrea Ghirardi', role: 'Assistenza tecnica', email: 'a.ghirardi@mie-parma.it', phone: '0521 990020' }] },
];

/** People profiles: agents and salespeople who follow customers. */
export const PEOPLE: readonly { type: 'agent' | 'salesperson'; firstName: string; lastName: string; city: string; province: string; mobile: string }[] = [
  { type: 'agent', firstName: 'Riccardo', lastName: 'Fontana', city: 'Bologna', province: 'BO', mobile: '340 1234567' },
  { type: 'agent', firstName: 'Silvia', lastName: 'Moretti', city: 'Verona', province: 'VR', mobile: '347 7654321' },
  { type: 'salesperson', firstName: 'Giacomo', lastName: 'Rinaldi', city: 'Firenze', province: 'FI', mobile: '328 2468101' },
];

/** Sales report themes: summary, contact type, outcome, next action. */
export const REPORTS: readonly { summary: string; contactType: 'visit' | 'call' | 'email' | 'fair' | 'other'; outcome: string; nextAction: string | null }[] = [
  { summary: 'Presentazione nuova linea film estensibile', contactType: 'visit', outcome: 'Interessati a una prova su una linea di pallettizzazione', nextAction: 'Inviare 5 bobine campione' },
  { summary: 'Rinnovo contratto quadro buste stampate', contactType: 'call', outcome: 'Richiesta revisione prezzi del 3%', nextAction: 'Preparare offerta aggiornata' },
  { summary: 'Reclamo su lotto di shopper', contactType: 'email', outcome: 'Sostituzione concordata di 2 cartoni', nextAction: 'Verificare con il magazzino la spedizione' },
  { summary: 'Incontro in fiera Ipack-Ima', contactType: 'fair', outcome: 'Contatto con il nuovo responsabile acquisti', nextAction: 'Fissare visita in azienda' },
  { summary: 'Visita di cortesia e raccolta fabbisogni', contactType: 'visit', outcome: 'Previsto aumento dei volumi in estate', nextAction: null },
  { summary: 'Proposta imballaggi compostabili', contactType: 'visit', outcome: 'Valutano il passaggio entro fine anno', nextAction: 'Inviare schede tecniche e certificazioni' },
  { summary: 'Verifica consegne programmate', contactType: 'call', outcome: 'Calendario consegne confermato fino a fine trimestre', nextAction: null },
  { summary: 'Prova su avvolgitrice automatica', contactType: 'visit', outcome: 'Risparmio di film stimato del 18%', nextAction: 'Preparare preventivo per 40 bancali/mese' },
  { summary: 'Richiesta campioni stampa personalizzata', contactType: 'email', outcome: 'Inviato bozzetto grafico', nextAction: 'Attendere approvazione del bozzetto' },
  { summary: 'Follow-up offerta nastro personalizzato', contactType: 'call', outcome: 'Ordine di prova da 200 rotoli', nextAction: 'Aprire la pratica di produzione' },
];

/** The section password the demo tenants give to `statistics` (section logins, POST /access). */
export const DEMO_SECTION_PASSWORD = 'Sezione!2026';
export const DEMO_PROTECTED_SECTION = 'statistics';
