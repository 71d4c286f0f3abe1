import type { DemoBusiness } from './directoryData.ts';

// The directories of borgo (a food wholesaler: restaurants, shops and canteens buy; producers supply) and cantiere
// (a boatyard: owners, charter fleets and marinas buy; engine, steel and paint makers supply). acme keeps the
// packaging-trade lists of directoryData.ts, which other tests and the sales seed rely on.

type DemoCompanyPlace = { readonly street: string; readonly streetNumber: string; readonly city: string; readonly province: string; readonly postalCode: string; readonly phone: string };

type TenantDirectory = {
  /** Where the tenant's own company is. */
  readonly home: DemoCompanyPlace;
  /** The sister company (its own calendar colour). */
  readonly sister: DemoCompanyPlace & { readonly name: string; readonly email: string };
  /** The company-type profile (a purchasing group) people are associated with. */
  readonly group: DemoCompanyPlace & { readonly name: string; readonly email: string };
  readonly brands: readonly { name: string; description: string }[]; readonly customers: readonly DemoBusiness[]; readonly leads: readonly DemoBusiness[]; readonly suppliers: readonly DemoBusiness[] };

const BORGO: TenantDirectory = {
  home: { street: 'Via Emilia Ovest', streetNumber: '88', city: 'Parma', province: 'PR', postalCode: '43126', phone: '0521 990100' },
  sister: { name: 'Borgo Freschi Logistica S.r.l.', street: 'Via Paradigna', streetNumber: '35', city: 'Parma', province: 'PR', postalCode: '43122', phone: '0521 770200', email: 'logistica@borgofreschi.it' },
  group: { name: 'Consorzio Ristoratori Emiliani', street: 'Via Goito', streetNumber: '12', city: 'Reggio Emilia', province: 'RE', postalCode: '42121', phone: '0522 440011', email: 'segreteria@ristoratoriemiliani.it' },
  brands: [
    { name: 'Borgo Fresco', description: 'Linea di freschi e latticini a marchio' },
    { name: 'Dispensa del Borgo', description: 'Conserve, pasta e prodotti secchi' },
  ],
  customers: [
    { name: 'Ristorante La Pergola S.r.l.', address: { street: 'Via Garibaldi 14', city: 'Parma', province: 'PR', postalCode: '43121' }, phone: '0521 233411', email: 'cucina@lapergolaparma.it', category: 'Retail', brand: 'Borgo Fresco', contacts: [{ name: 'Davide Ferrari', role: 'Chef', email: 'd.ferrari@lapergolaparma.it', phone: '338 1029384' }] },
    { name: 'Bar Pasticceria Centrale S.n.c.', address: { street: 'Piazza Garibaldi 3', city: 'Reggio Emilia', province: 'RE', postalCode: '42121' }, phone: '0522 451200', email: 'ordini@pasticceriacentrale.it', category: 'Retail', contacts: [{ name: 'Chiara Benassi', role: 'Titolare', email: 'chiara@pasticceriacentrale.it', phone: '347 5566001' }] },
    { name: 'Hotel Terme Salsomaggiore S.p.A.', address: { street: 'Viale Romagnosi 7', city: 'Salsomaggiore Terme', province: 'PR', postalCode: '43039' }, phone: '0524 578000', email: 'economato@hoteltermesalso.it', category: 'Retail', brand: 'Borgo Fresco', contacts: [{ name: 'Paolo Cavalli', role: 'Food & beverage manager', email: 'p.cavalli@hoteltermesalso.it', phone: '0524 578020' }] },
    { name: 'Mensa Aziendale Servizi Emilia Soc. Coop.', address: { street: 'Via Mattei 22', city: 'Modena', province: 'MO', postalCode: '41126' }, phone: '059 2551100', email: 'acquisti@mensaemilia.it', category: 'Ingrosso', brand: 'Dispensa del Borgo', contacts: [{ name: 'Sara Malagoli', role: 'Responsabile acquisti', email: 's.malagoli@mensaemilia.it', phone: '059 2551110' }] },
    { name: 'Alimentari Bottega Verdi S.a.s.', address: { street: 'Strada Nuova 40', city: 'Piacenza', province: 'PC', postalCode: '29121' }, phone: '0523 331122', email: 'bottegaverdi@alimentari.it', category: 'Retail', contacts: [{ name: 'Giuseppe Verdi', role: 'Socio', email: 'giuseppe@bottegaverdi.it', phone: '333 2211009' }] },
    { name: 'Osteria del Ponte S.r.l.', address: { street: 'Via Emilia Est 210', city: 'Fidenza', province: 'PR', postalCode: '43036' }, phone: '0524 522900', email: 'info@osteriadelponte.it', category: 'Retail', brand: 'Dispensa del Borgo', contacts: [{ name: 'Marco Rizzi', role: 'Gestore', email: 'marco@osteriadelponte.it', phone: '349 7788112' }] },
    { name: 'Scuole Comunali di Cremona – Refezione', address: { street: 'Piazza del Comune 8', city: 'Cremona', province: 'CR', postalCode: '26100' }, phone: '0372 407111', email: 'refezione@comune.cremona.it', category: 'Pubblica amministrazione', contacts: [{ name: 'Anna Bosio', role: 'Dietista', email: 'a.bosio@comune.cremona.it', phone: '0372 407150' }] },
    { name: 'Minimarket Da Rosa S.n.c.', address: { street: 'Via Cavour 55', city: 'Mantova', province: 'MN', postalCode: '46100' }, phone: '0376 321456', email: 'darosa.minimarket@email.it', category: 'Retail', contacts: [{ name: 'Rosa Gatti', role: 'Titolare', email: 'rosa@minimarketdarosa.it', phone: '340 8899001' }] },
    { name: 'Catering Eventi Padani S.r.l.', address: { street: 'Via dell’Artigianato 9', city: 'Lodi', province: 'LO', postalCode: '26900' }, phone: '0371 440300', email: 'eventi@cateringpadani.it', category: 'Ingrosso', brand: 'Borgo Fresco', contacts: [{ name: 'Luca Sfondrini', role: 'Responsabile eventi', email: 'l.sfondrini@cateringpadani.it', phone: '335 6677889' }] },
    { name: 'Pizzeria Vesuvio di Esposito S.a.s.', address: { street: 'Via Roma 101', city: 'Brescia', province: 'BS', postalCode: '25121' }, phone: '030 2400112', email: 'vesuvio.brescia@email.it', category: 'Retail', contacts: [{ name: 'Ciro Esposito', role: 'Pizzaiolo e titolare', email: 'ciro@pizzeriavesuvio.it', phone: '328 4455110' }] },
    { name: 'RSA Villa Serena S.r.l.', address: { street: 'Via dei Tigli 6', city: 'Crema', province: 'CR', postalCode: '26013' }, phone: '0373 257700', email: 'cucina@villaserena.it', category: 'Pubblica amministrazione', brand: 'Dispensa del Borgo', contacts: [{ name: 'Elena Groppelli', role: 'Capo cuoca', email: 'e.groppelli@villaserena.it', phone: '0373 257710' }] },
    { name: 'Enoteca Il Calice S.r.l.', address: { street: 'Via Farini 31', city: 'Bologna', province: 'BO', postalCode: '40124' }, phone: '051 232200', email: 'info@enotecailcalice.it', category: 'Retail', contacts: [{ name: 'Filippo Zanardi', role: 'Sommelier', email: 'f.zanardi@enotecailcalice.it', phone: '339 1212343' }] },
  ],
  leads: [
    { name: 'Agriturismo Le Querce Soc. Agr.', address: { street: 'Località Case Nuove 2', city: 'Bardi', province: 'PR', postalCode: '43032' }, phone: '0525 71234', email: 'info@agriturismolequerce.it', category: 'Retail', contacts: [{ name: 'Teresa Bertoli', role: 'Titolare', email: 'teresa@lequerce.it', phone: '347 1100223' }], notes: 'Cercano un fornitore unico per salumi e formaggi del territorio.' },
    { name: 'Gastronomia Fratelli Costa S.n.c.', address: { street: 'Via Mazzini 18', city: 'Cremona', province: 'CR', postalCode: '26100' }, phone: '0372 30112', email: 'gastronomia@fratellicosta.it', category: 'Retail', contacts: [{ name: 'Alberto Costa', role: 'Socio', email: 'alberto@fratellicosta.it', phone: '335 9090112' }] },
    { name: 'Ospedale di Vaio – Servizio mensa', address: { street: 'Via Don Enrico Tincati 5', city: 'Fidenza', province: 'PR', postalCode: '43036' }, phone: '0524 515111', email: 'mensa.vaio@ausl.pr.it', category: 'Pubblica amministrazione', contacts: [{ name: 'Gianni Boselli', role: 'Economo', email: 'g.boselli@ausl.pr.it', phone: '0524 515180' }] },
    { name: 'Bistrot Sul Naviglio S.r.l.', address: { street: 'Alzaia Naviglio Grande 66', city: 'Milano', province: 'MI', postalCode: '20144' }, phone: '02 58101122', email: 'bistrot@sulnaviglio.it', category: 'Retail', contacts: [{ name: 'Nadia Colombo', role: 'Manager', email: 'nadia@sulnaviglio.it', phone: '349 3344556' }] },
    { name: 'Cooperativa Pranzo Sano Soc. Coop.', address: { street: 'Via Bologna 120', city: 'Ferrara', province: 'FE', postalCode: '44122' }, phone: '0532 770011', email: 'info@pranzosano.coop', category: 'Ingrosso', contacts: [{ name: 'Ilenia Guidetti', role: 'Presidente', email: 'i.guidetti@pranzosano.coop', phone: '333 6655443' }] },
  ],
  suppliers: [
    { name: 'Caseificio Sociale San Pietro Soc. Coop.', address: { street: 'Strada Argini 30', city: 'Busseto', province: 'PR', postalCode: '43011' }, phone: '0524 92233', email: 'vendite@caseificiosanpietro.it', category: 'Industria alimentare', contacts: [{ name: 'Renato Dodi', role: 'Commerciale', email: 'r.dodi@caseificiosanpietro.it', phone: '0524 92240' }] },
    { name: 'Salumificio Val Ceno S.r.l.', address: { street: 'Via Nazionale 45', city: 'Varano de’ Melegari', province: 'PR', postalCode: '43040' }, phone: '0525 53100', email: 'ordini@salumificiovalceno.it', category: 'Industria alimentare', contacts: [{ name: 'Franca Lusignani', role: 'Ufficio ordini', email: 'f.lusignani@salumificiovalceno.it', phone: '0525 53110' }] },
    { name: 'Molino Padano S.p.A.', address: { street: 'Via Molino 4', city: 'Casalmaggiore', province: 'CR', postalCode: '26041' }, phone: '0375 42011', email: 'commerciale@molinopadano.it', category: 'Industria alimentare', contacts: [{ name: 'Ugo Pedretti', role: 'Area manager', email: 'u.pedretti@molinopadano.it', phone: '336 2299881' }] },
    { name: 'Ortofrutticola Delta Po Soc. Coop.', address: { street: 'Via Romea 300', city: 'Porto Viro', province: 'RO', postalCode: '45014' }, phone: '0426 321900', email: 'vendite@deltapo-ortofrutta.it', category: 'Ingrosso', contacts: [{ name: 'Mirco Bellan', role: 'Responsabile vendite', email: 'm.bellan@deltapo-ortofrutta.it', phone: '0426 321910' }] },
    { name: 'Trasporti Refrigerati Emiliani S.r.l.', address: { street: 'Via del Commercio 77', city: 'Carpi', province: 'MO', postalCode: '41012' }, phone: '059 6220011', email: 'traffico@trefemiliani.it', category: 'Logistica', contacts: [{ name: 'Stefania Righi', role: 'Ufficio traffico', email: 's.righi@trefemiliani.it', phone: '059 6220020' }] },
  ],
};

const CANTIERE: TenantDirectory = {
  home: { street: 'Calata Gadda', streetNumber: '4', city: 'Genova', province: 'GE', postalCode: '16128', phone: '010 2470100' },
  sister: { name: 'Rimessaggio Navale Ligure S.r.l.', street: 'Via Pagliari', streetNumber: '19', city: 'La Spezia', province: 'SP', postalCode: '19126', phone: '0187 500300', email: 'rimessaggio@cantierenavaleligure.it' },
  group: { name: 'Associazione Armatori del Tigullio', street: 'Via Vittorio Veneto', streetNumber: '2', city: 'Chiavari', province: 'GE', postalCode: '16043', phone: '0185 310022', email: 'segreteria@armatoritigullio.it' },
  brands: [
    { name: 'Ligure 42', description: 'Motoscafo open di 13 metri' },
    { name: 'Levante Sail', description: 'Linea di barche a vela da crociera' },
  ],
  customers: [
    { name: 'Yachting Tigullio S.r.l.', address: { street: 'Calata Ignazio Gavotti 5', city: 'Rapallo', province: 'GE', postalCode: '16035' }, phone: '0185 230011', email: 'info@yachtingtigullio.it', category: 'Retail', brand: 'Ligure 42', contacts: [{ name: 'Alessandro Canepa', role: 'Armatore', email: 'a.canepa@yachtingtigullio.it', phone: '335 7001122' }] },
    { name: 'Charter Cinque Terre S.r.l.', address: { street: 'Via Colombo 102', city: 'Riomaggiore', province: 'SP', postalCode: '19017' }, phone: '0187 920333', email: 'booking@charter5terre.it', category: 'Retail', brand: 'Levante Sail', contacts: [{ name: 'Giulia Bonanni', role: 'Responsabile flotta', email: 'g.bonanni@charter5terre.it', phone: '347 8800221' }] },
    { name: 'Marina di Varazze S.p.A.', address: { street: 'Via Maestri d’Ascia 24', city: 'Varazze', province: 'SV', postalCode: '17019' }, phone: '019 935321', email: 'tecnico@marinadivarazze.it', category: 'Logistica', contacts: [{ name: 'Enrico Parodi', role: 'Direttore tecnico', email: 'e.parodi@marinadivarazze.it', phone: '019 935330' }] },
    { name: 'Circolo Velico Lerici A.S.D.', address: { street: 'Lungomare Biaggini 18', city: 'Lerici', province: 'SP', postalCode: '19032' }, phone: '0187 965211', email: 'segreteria@cvlerici.it', category: 'Retail', brand: 'Levante Sail', contacts: [{ name: 'Matteo Ghirlanda', role: 'Presidente', email: 'presidente@cvlerici.it', phone: '339 4455001' }] },
    { name: 'Guardia Costiera Ausiliaria Liguria', address: { street: 'Ponte dei Mille 1', city: 'Genova', province: 'GE', postalCode: '16126' }, phone: '010 2411111', email: 'mezzi@gcaliguria.it', category: 'Pubblica amministrazione', contacts: [{ name: 'Roberto Olivari', role: 'Responsabile mezzi', email: 'r.olivari@gcaliguria.it', phone: '010 2411150' }] },
    { name: 'Navigazione Golfo dei Poeti S.r.l.', address: { street: 'Passeggiata Morin 1', city: 'La Spezia', province: 'SP', postalCode: '19121' }, phone: '0187 732987', email: 'flotta@navigazionegolfo.it', category: 'Logistica', brand: 'Ligure 42', contacts: [{ name: 'Barbara Lazzoni', role: 'Armatrice', email: 'b.lazzoni@navigazionegolfo.it', phone: '0187 732990' }] },
    { name: 'Diving Portofino S.n.c.', address: { street: 'Via del Fondaco 9', city: 'Santa Margherita Ligure', province: 'GE', postalCode: '16038' }, phone: '0185 280044', email: 'info@divingportofino.it', category: 'Retail', contacts: [{ name: 'Luca Schiaffino', role: 'Istruttore e titolare', email: 'luca@divingportofino.it', phone: '348 1100998' }] },
    { name: 'Pesca Sportiva Alassio S.a.s.', address: { street: 'Via Aurelia 88', city: 'Alassio', province: 'SV', postalCode: '17021' }, phone: '0182 640022', email: 'info@pescaalassio.it', category: 'Retail', contacts: [{ name: 'Giorgio Ravera', role: 'Socio', email: 'giorgio@pescaalassio.it', phone: '333 7711223' }] },
    { name: 'Autorità Portuale Savona – Servizi', address: { street: 'Via Gramsci 14', city: 'Savona', province: 'SV', postalCode: '17100' }, phone: '019 85541', email: 'servizi@portosavona.it', category: 'Pubblica amministrazione', contacts: [{ name: 'Daniela Rebagliati', role: 'Ufficio gare', email: 'd.rebagliati@portosavona.it', phone: '019 855420' }] },
    { name: 'Rimessaggio Val di Magra S.r.l.', address: { street: 'Via Variante Aurelia 140', city: 'Sarzana', province: 'SP', postalCode: '19038' }, phone: '0187 610055', email: 'cantiere@rimessaggiovaldimagra.it', category: 'Logistica', contacts: [{ name: 'Sandro Bertagna', role: 'Capo cantiere', email: 's.bertagna@rimessaggiovaldimagra.it', phone: '0187 610060' }] },
    { name: 'Sailing School Sanremo A.S.D.', address: { street: 'Corso Trento e Trieste 25', city: 'Sanremo', province: 'IM', postalCode: '18038' }, phone: '0184 503300', email: 'scuola@sailingsanremo.it', category: 'Retail', brand: 'Levante Sail', contacts: [{ name: 'Valentina Arnaldi', role: 'Direttrice', email: 'v.arnaldi@sailingsanremo.it', phone: '346 2233445' }] },
    { name: 'Taxi Boat Camogli S.n.c.', address: { street: 'Via Garibaldi 140', city: 'Camogli', province: 'GE', postalCode: '16032' }, phone: '0185 772091', email: 'taxiboat@camogli.it', category: 'Logistica', brand: 'Ligure 42', contacts: [{ name: 'Pietro Mortola', role: 'Comandante', email: 'p.mortola@taxiboatcamogli.it', phone: '335 9988112' }] },
  ],
  leads: [
    { name: 'Blue Coast Charter Ltd.', address: { street: 'Molo Umberto I 4', city: 'Portofino', province: 'GE', postalCode: '16034' }, phone: '0185 269100', email: 'fleet@bluecoastcharter.com', category: 'Retail', contacts: [{ name: 'James Whitaker', role: 'Fleet manager', email: 'j.whitaker@bluecoastcharter.com', phone: '+44 7700 900123' }], notes: 'Conosciuti al Salone Nautico: valutano due Ligure 42 per la stagione prossima.' },
    { name: 'Comune di Lavagna – Porto turistico', address: { street: 'Piazza della Libertà 47', city: 'Lavagna', province: 'GE', postalCode: '16033' }, phone: '0185 3671', email: 'porto@comune.lavagna.ge.it', category: 'Pubblica amministrazione', contacts: [{ name: 'Franco Daneri', role: 'Dirigente', email: 'f.daneri@comune.lavagna.ge.it', phone: '0185 367200' }] },
    { name: 'Eco Tour Golfo Paradiso S.r.l.', address: { street: 'Via Aurelia 7', city: 'Recco', province: 'GE', postalCode: '16036' }, phone: '0185 720011', email: 'info@ecotourgolfo.it', category: 'Retail', contacts: [{ name: 'Irene Figari', role: 'Socia', email: 'irene@ecotourgolfo.it', phone: '347 6655001' }], notes: 'Interessati a una barca elettrica per escursioni.' },
    { name: 'Scuola Nautica Imperia S.r.l.', address: { street: 'Calata Cuneo 35', city: 'Imperia', province: 'IM', postalCode: '18100' }, phone: '0183 290011', email: 'segreteria@nauticaimperia.it', category: 'Retail', contacts: [{ name: 'Marina Ardissone', role: 'Titolare', email: 'm.ardissone@nauticaimperia.it', phone: '339 5544332' }] },
    { name: 'Consorzio Pescatori Chiavari', address: { street: 'Via Preli 2', city: 'Chiavari', province: 'GE', postalCode: '16043' }, phone: '0185 308812', email: 'consorzio@pescatorichiavari.it', category: 'Ingrosso', contacts: [{ name: 'Angelo Costa', role: 'Presidente', email: 'a.costa@pescatorichiavari.it', phone: '333 9911223' }] },
  ],
  suppliers: [
    { name: 'Motori Marini Tirreno S.p.A.', address: { street: 'Via Pisana 320', city: 'Livorno', province: 'LI', postalCode: '57124' }, phone: '0586 850011', email: 'vendite@motorimarinitirreno.it', category: 'Ingrosso', contacts: [{ name: 'Fabrizio Nencini', role: 'Area manager', email: 'f.nencini@motorimarinitirreno.it', phone: '335 1230987' }] },
    { name: 'Acciaierie Navali Liguri S.r.l.', address: { street: 'Via Siffredi 60', city: 'Genova', province: 'GE', postalCode: '16153' }, phone: '010 6512200', email: 'commerciale@acciaierienavali.it', category: 'Ingrosso', contacts: [{ name: 'Carla Pittaluga', role: 'Commerciale', email: 'c.pittaluga@acciaierienavali.it', phone: '010 6512210' }] },
    { name: 'Vernici Antivegetative Adriatiche S.r.l.', address: { street: 'Via Flaminia 45', city: 'Pesaro', province: 'PU', postalCode: '61121' }, phone: '0721 400220', email: 'info@verniciadriatiche.it', category: 'Ingrosso', contacts: [{ name: 'Massimo Uguccioni', role: 'Tecnico', email: 'm.uguccioni@verniciadriatiche.it', phone: '0721 400230' }] },
    { name: 'Vele Sartoria Nautica S.n.c.', address: { street: 'Via Nino Bixio 12', city: 'Viareggio', province: 'LU', postalCode: '55049' }, phone: '0584 430099', email: 'sartoria@velenautica.it', category: 'Ingrosso', contacts: [{ name: 'Debora Pardini', role: 'Velaia', email: 'debora@velenautica.it', phone: '347 3322110' }] },
    { name: 'Trasporti Eccezionali Liguria S.r.l.', address: { street: 'Via Giacomo Puccini 90', city: 'Vado Ligure', province: 'SV', postalCode: '17047' }, phone: '019 883344', email: 'traffico@trasportieccezionali.it', category: 'Logistica', contacts: [{ name: 'Ivano Pastorino', role: 'Ufficio traffico', email: 'i.pastorino@trasportieccezionali.it', phone: '019 883350' }] },
  ],
};

/** The directory of a tenant other than acme; undefined for acme and any other tenant (the defaults). */
export const TENANT_DIRECTORIES: Readonly<Record<string, TenantDirectory>> = { borgo: BORGO, cantiere: CANTIERE };
