// Demo proposals, samples and newsletter data (packaging trade, Italian). Plain data: sales.ts writes it.
// Dates are offsets in days from the seeding day, so the demo stays current (validity, expiry).

export type DemoProposalRow = {
  /** Catalogue code of the article the row sells (the seeder looks it up in the tenant's catalogue). */
  article?: string;
  /** The price comes from the tenant's main price list. */
  fromPriceList?: boolean;
  vat?: '22' | '10' | '4' | 'exempt';
  description: string;
  format?: { width_mm: number; height_mm: number };
  thickness?: number;
  bands?: string;
  punctures?: string;
  subjects?: number;
  cliche?: string;
  quantity: string;
  unit: string;
  price: string;
  discount?: string;
};

export type DemoProposal = {
  daysAgo: number;
  validityDays: number;
  customer: number; // index among the tenant's customers
  payment: string;
  incoterm: string | null;
  notes: string | null;
  /** `company`: the "Spettabile" line; `attention`: "c.a."; `mail`: the proposal mail goes to them. */
  addressees: { role: 'company' | 'attention'; name: string; email: string | null; mail: boolean }[];
  discounts: { description: string; percent: string }[];
  delivery: { label: string; street: string; city: string; province: string; postal_code: string; country: string }[];
  rows: DemoProposalRow[];
  /** The first row's price in the second revision (the first proposal is revised twice). */
  revisedPrice?: string;
  /** What happens after creation: sent by e-mail, accepted or rejected by the customer. */
  outcome: 'draft' | 'sent' | 'accepted' | 'rejected';
};

export const PROPOSALS: readonly DemoProposal[] = [
  {
    daysAgo: 20,
    validityDays: 60,
    customer: 1,
    payment: 'RiBa 60 gg d.f.f.m.',
    incoterm: 'DAP',
    notes: 'Prezzi validi per ordini minimi di 50.000 pezzi per soggetto.',
    revisedPrice: '0.0360',
    addressees: [
      { role: 'company', name: 'Ufficio acquisti Pastificio Lombardi', email: 'acquisti@pastificiolombardi.it', mail: true },
      { role: 'attention', name: 'Antonio Lombardi', email: 'antonio@pastificiolombardi.it', mail: true },
      { role: 'attention', name: 'Ilaria Russo', email: 'qualita@pastificiolombardi.it', mail: false },
    ],
    discounts: [{ description: 'Sconto fedeltà', percent: '3' }],
    delivery: [
      { label: 'Stabilimento', street: 'Via dei Mulini 8', city: 'Gragnano', province: 'NA', postal_code: '80054', country: 'IT' },
      { label: 'Magazzino imballi', street: 'Via Castellammare 112', city: 'Gragnano', province: 'NA', postal_code: '80054', country: 'IT' },
    ],
    rows: [
      { description: 'Busta pasta 500 g, PP trasparente con finestra', format: { width_mm: 160, height_mm: 290 }, thickness: 35, bands: 'Banda laterale avana', punctures: 'Foro euro', subjects: 4, cliche: '480.00', quantity: '200000', unit: 'pz', price: '0.0385' },
      { description: 'Busta pasta 1 kg, PP metallizzato', format: { width_mm: 200, height_mm: 350 }, thickness: 40, bands: 'Banda frontale oro', punctures: 'Microforatura anticondensa', subjects: 2, cliche: '320.00', quantity: '80000', unit: 'pz', price: '0.0520', discount: '2' },
      { article: 'FLM-0023', fromPriceList: true, description: 'Film estensibile trasparente 23 µm, bobina 500 mm', thickness: 23, quantity: '600', unit: 'kg', price: '3.7000' },
      { description: 'Trasporto e consegna su bancale presso lo stabilimento (non imponibile art. 9 DPR 633/72)', quantity: '2', unit: 'viaggi', price: '180.00', vat: 'exempt' },
    ],
    outcome: 'draft',
  },
  {
    daysAgo: 12,
    validityDays: 30,
    customer: 2,
    payment: 'Bonifico bancario 30 gg d.f.',
    incoterm: 'EXW',
    notes: null,
    addressees: [
      { role: 'company', name: 'Caseificio Valpadana, Ufficio qualità', email: null, mail: false },
      { role: 'attention', name: 'Giorgio Sartori', email: 'g.sartori@caseificiovalpadana.it', mail: true },
    ],
    discounts: [],
    delivery: [{ label: 'Caseificio', street: 'Strada Provinciale 10, 45', city: 'Soresina', province: 'CR', postal_code: '26015', country: 'IT' }],
    rows: [
      { description: 'Film termoretraibile alta barriera per formaggi', format: { width_mm: 250, height_mm: 400 }, thickness: 60, bands: 'Banda tricolore', punctures: 'Microforatura 40 fori/dm²', subjects: 2, cliche: '150.00', quantity: '1200', unit: 'kg', price: '6.90' },
      { description: 'Etichetta adesiva in bobina', format: { width_mm: 100, height_mm: 70 }, subjects: 6, cliche: '210.00', quantity: '150000', unit: 'pz', price: '0.0095', vat: '10' },
    ],
    outcome: 'sent',
  },
  {
    daysAgo: 40,
    validityDays: 90,
    customer: 9,
    payment: 'RiBa 90 gg d.f.f.m.',
    incoterm: 'FCA',
    notes: 'Consegne programmate mensili.',
    addressees: [{ role: 'attention', name: 'Nicola De Bon', email: 'n.debon@birrificiodolomiti.it', mail: true }],
    discounts: [
      { description: 'Sconto quantità', percent: '5' },
      { description: 'Sconto pagamento anticipato', percent: '2' },
    ],
    delivery: [{ label: 'Birrificio', street: 'Via Feltre 71', city: 'Belluno', province: 'BL', postal_code: '32100', country: 'IT' }],
    rows: [
      { description: 'Fascetta cluster 6 bottiglie in cartoncino', format: { width_mm: 420, height_mm: 180 }, bands: 'Banda a strappo', punctures: 'Fustella maniglia', subjects: 3, cliche: '650.00', quantity: '300000', unit: 'pz', price: '0.0610' },
      { article: 'FLM-0023', description: 'Film estensibile per pallet 23 µm', thickness: 23, quantity: '2400', unit: 'kg', price: '2.15', discount: '4' },
    ],
    outcome: 'accepted',
  },
  {
    daysAgo: 30,
    validityDays: 45,
    customer: 0,
    payment: 'Bonifico bancario 60 gg d.f.',
    incoterm: 'DDP',
    notes: 'Shopper con manici fustellati, stampa 2 colori fronte/retro.',
    addressees: [
      { role: 'company', name: 'Supertirreno S.p.A., Direzione acquisti non food', email: 'acquisti@supertirreno.it', mail: true },
      { role: 'attention', name: 'Roberta Galli', email: 'r.galli@supertirreno.it', mail: true },
    ],
    discounts: [],
    delivery: [
      { label: 'Ce.Di. Nord', street: 'Via Aurelia 412', city: 'Livorno', province: 'LI', postal_code: '57128', country: 'IT' },
      { label: 'Ce.Di. Sud', street: 'Via Appia 88', city: 'Latina', province: 'LT', postal_code: '04100', country: 'IT' },
    ],
    rows: [{ description: 'Shopper compostabile 27×50 cm', format: { width_mm: 270, height_mm: 500 }, thickness: 18, bands: 'Soffietto laterale', punctures: 'Manici fustellati', subjects: 1, cliche: '180.00', quantity: '500000', unit: 'pz', price: '0.0290', vat: '4' }],
    outcome: 'rejected',
  },
  {
    daysAgo: 75,
    validityDays: 30,
    customer: 7,
    payment: 'RiBa 60 gg d.f.f.m.',
    incoterm: 'CPT',
    notes: null,
    addressees: [],
    discounts: [],
    delivery: [],
    rows: [{ description: 'Nastro adesivo PP con logo, 50 mm × 66 m', format: { width_mm: 50, height_mm: 66000 }, thickness: 28, subjects: 1, cliche: '95.00', quantity: '3600', unit: 'rotoli', price: '1.38' }],
    outcome: 'sent',
  },
];

/**
 * The boatyard's proposals (cantiere): haul-out and winter storage, antifouling, teak decking, mooring lines,
 * engine service. Addressees and delivery come from the tenant's own directory (sales.ts); the berth or the
 * yard is the place of delivery. Service for professional fishing boats is VAT-free (art. 8-bis DPR 633/72).
 */
export const CANTIERE_PROPOSALS: readonly DemoProposal[] = [
  {
    daysAgo: 15,
    validityDays: 60,
    customer: 0,
    payment: 'Acconto 30% all’ordine, saldo alla riconsegna',
    incoterm: 'EXW',
    notes: 'Rimessaggio a terra da novembre ad aprile, con invaso e puntelli. Varo concordato con l’armatore.',
    revisedPrice: '570.00',
    addressees: [],
    discounts: [{ description: 'Sconto cliente storico', percent: '5' }],
    delivery: [{ label: 'Piazzale rimessaggio', street: '', city: '', province: '', postal_code: '', country: 'IT' }],
    rows: [
      { article: 'ALA-12', fromPriceList: true, description: 'Alaggio e varo, imbarcazione fino a 12 m', quantity: '1', unit: 'pz', price: '600.00' },
      { description: 'Rimessaggio invernale a terra, barca a vela 11,5 m', quantity: '6', unit: 'mesi', price: '280.00' },
      { description: 'Lavaggio carena in alta pressione e raschiatura', quantity: '11.5', unit: 'm', price: '18.00' },
      { article: 'ANT-25', fromPriceList: true, description: 'Antivegetativa autolevigante, latta 2,5 l', quantity: '10', unit: 'l', price: '41.00' },
      { article: 'ORA-VER', description: 'Applicazione antivegetativa, due mani', quantity: '14', unit: 'h', price: '48.00' },
    ],
    outcome: 'sent',
  },
  {
    daysAgo: 35,
    validityDays: 45,
    customer: 1,
    payment: 'Bonifico bancario 30 gg d.f.',
    incoterm: null,
    notes: 'Rifacimento completo della coperta in teak, compresi comenti e sigillatura.',
    addressees: [],
    discounts: [],
    delivery: [],
    rows: [
      { article: 'TEK-DOG', fromPriceList: true, description: 'Doga in teak per coperta 45 × 10 mm', format: { width_mm: 45, height_mm: 10 }, quantity: '220', unit: 'm', price: '36.00' },
      { article: 'ORA-CAR', fromPriceList: true, description: 'Ora di carpenteria navale: smontaggio e posa della coperta', quantity: '90', unit: 'h', price: '50.00' },
      { description: 'Sigillante poliuretanico per comenti, cartuccia 290 ml', quantity: '24', unit: 'pz', price: '17.50', discount: '5' },
    ],
    outcome: 'accepted',
  },
  {
    daysAgo: 6,
    validityDays: 30,
    customer: 2,
    payment: 'RiBa 30 gg d.f.',
    incoterm: 'DAP',
    notes: 'Peschereccio iscritto nei registri della pesca: operazioni non imponibili art. 8-bis DPR 633/72.',
    addressees: [],
    discounts: [],
    delivery: [],
    rows: [
      { description: 'Tagliando motore entrobordo diesel 250 cv: olio, filtri, giranti', quantity: '1', unit: 'intervento', price: '780.00', vat: 'exempt' },
      { description: 'Cima d’ormeggio in poliestere tre legnoli, Ø 18 mm', quantity: '120', unit: 'm', price: '4.20', vat: 'exempt' },
      { article: 'BIT-316', description: 'Bitta in acciaio inox AISI 316, 200 mm', quantity: '4', unit: 'pz', price: '79.12', vat: 'exempt' },
    ],
    outcome: 'draft',
  },
  {
    daysAgo: 70,
    validityDays: 30,
    customer: 3,
    payment: 'Bonifico bancario a vista',
    incoterm: null,
    notes: null,
    addressees: [],
    discounts: [],
    delivery: [],
    rows: [
      { article: 'WNC-40', description: 'Winch self-tailing 40, cromato', quantity: '2', unit: 'pz', price: '1380.00', discount: '7' },
      { article: 'ORA-CAR', description: 'Montaggio winch e rinforzi in coperta', quantity: '12', unit: 'h', price: '52.00' },
    ],
    outcome: 'sent',
  },
  {
    daysAgo: 50,
    validityDays: 30,
    customer: 4,
    payment: 'Bonifico bancario 30 gg d.f.',
    incoterm: null,
    notes: 'Preventivo per lavori di opera morta.',
    addressees: [],
    discounts: [],
    delivery: [],
    rows: [
      { article: 'SMA-BIA', description: 'Smalto poliuretanico bianco per opera morta, 0,75 l', quantity: '8', unit: 'pz', price: '39.00' },
      { article: 'ORA-VER', description: 'Ora di verniciatura in cabina', quantity: '30', unit: 'h', price: '48.00' },
    ],
    outcome: 'rejected',
  },
];

export type DemoSample = {
  daysAgo: number;
  customer: number;
  contact: string;
  materials: string[];
  weight: string | null;
  machine: [string, string] | null;
  speed: number | null;
  format: { width_mm: number; height_mm: number } | null;
  thickness: number | null;
  priceTarget: string | null;
  volume: number | null;
  deliveryTime: string | null;
  newProject: boolean;
  tests: { daysAgo: number; outcome: 'passed' | 'failed' | 'to_repeat'; notes: string }[];
  /** Decisions of Technical Direction and Sales Management (null = still pending). */
  technical: { status: 'approved' | 'evaluated' | 'denied'; notes: string } | null;
  sales: { status: 'approved' | 'evaluated' | 'denied'; notes: string } | null;
};

export const SAMPLES: readonly DemoSample[] = [
  {
    daysAgo: 3,
    customer: 1,
    contact: 'Ilaria Russo — qualita@pastificiolombardi.it',
    materials: ['PP', 'PP metallizzato'],
    weight: '4.2',
    machine: ['Ilapak Carrera 500', 'Flowpack orizzontale'],
    speed: 90,
    format: { width_mm: 160, height_mm: 290 },
    thickness: 35,
    priceTarget: '38.50',
    volume: 1200000,
    deliveryTime: '4 settimane',
    newProject: true,
    tests: [],
    technical: null,
    sales: null,
  },
  {
    daysAgo: 10,
    customer: 2,
    contact: 'Giorgio Sartori, 0372 455670',
    materials: ['PA/PE', 'EVOH'],
    weight: '6.8',
    machine: ['Multivac R 245', 'Termoformatrice'],
    speed: 25,
    format: { width_mm: 250, height_mm: 400 },
    thickness: 60,
    priceTarget: '95.00',
    volume: 400000,
    deliveryTime: '6 settimane',
    newProject: false,
    tests: [{ daysAgo: 6, outcome: 'passed', notes: 'Tenuta saldatura conforme a 180 °C.' }],
    technical: { status: 'approved', notes: 'Barriera ossigeno adeguata.' },
    sales: null,
  },
  {
    daysAgo: 18,
    customer: 9,
    contact: 'Nicola De Bon',
    materials: ['Cartoncino GC1'],
    weight: null,
    machine: ['Krones Variopac', 'Confezionatrice cluster'],
    speed: 120,
    format: { width_mm: 420, height_mm: 180 },
    thickness: null,
    priceTarget: '60.00',
    volume: 2500000,
    deliveryTime: '3 settimane',
    newProject: false,
    tests: [
      { daysAgo: 15, outcome: 'to_repeat', notes: 'Piega non allineata sulla linea 2.' },
      { daysAgo: 9, outcome: 'passed', notes: 'Ripetuta con fustella corretta.' },
    ],
    technical: { status: 'evaluated', notes: 'In attesa della prova su linea 1.' },
    sales: { status: 'approved', notes: 'Prezzo in linea con il target.' },
  },
  {
    daysAgo: 35,
    customer: 0,
    contact: 'Roberta Galli — r.galli@supertirreno.it',
    materials: ['Mater-Bi'],
    weight: '9.5',
    machine: null,
    speed: null,
    format: { width_mm: 270, height_mm: 500 },
    thickness: 18,
    priceTarget: '28.00',
    volume: 6000000,
    deliveryTime: '8 settimane',
    newProject: true,
    tests: [{ daysAgo: 28, outcome: 'passed', notes: 'Carico a rottura 12 kg superato.' }],
    technical: { status: 'approved', notes: 'Conforme EN 13432.' },
    sales: { status: 'approved', notes: 'Approvato per la campagna estiva.' },
  },
  {
    daysAgo: 50,
    customer: 7,
    contact: 'Stefano Barbieri, 347 2211334',
    materials: ['LLDPE'],
    weight: null,
    machine: ['Robopac Rotoplat 708', 'Avvolgitrice a tavola rotante'],
    speed: 35,
    format: null,
    thickness: 12,
    priceTarget: '1.90',
    volume: 30000,
    deliveryTime: '2 settimane',
    newProject: false,
    tests: [{ daysAgo: 44, outcome: 'failed', notes: 'Rotture del film al pre-stiro 300%.' }],
    technical: { status: 'denied', notes: 'Spessore insufficiente per il pre-stiro richiesto.' },
    sales: { status: 'evaluated', notes: 'Da riproporre con film 17 µm.' },
  },
];

export type DemoRecipient = { email: string; name: string; first: string; last: string; business: string | null; country: string };

export const RECIPIENTS: readonly DemoRecipient[] = [
  { email: 'r.galli@supertirreno.it', name: 'Roberta Galli', first: 'Roberta', last: 'Galli', business: 'Supermercati Tirreno S.p.A.', country: 'IT' },
  { email: 'antonio@pastificiolombardi.it', name: 'Antonio Lombardi', first: 'Antonio', last: 'Lombardi', business: 'Pastificio Fratelli Lombardi S.r.l.', country: 'IT' },
  { email: 'g.sartori@caseificiovalpadana.it', name: 'Giorgio Sartori', first: 'Giorgio', last: 'Sartori', business: 'Caseificio Val Padana S.r.l.', country: 'IT' },
  { email: 'f.pini@distradriatica.it', name: 'Federica Pini', first: 'Federica', last: 'Pini', business: 'Distribuzione Adriatica S.r.l.', country: 'IT' },
  { email: 's.inzerillo@ortofruttasud.it', name: 'Salvatore Inzerillo', first: 'Salvatore', last: 'Inzerillo', business: 'Ortofrutta Sud Soc. Coop.', country: 'IT' },
  { email: 'n.debon@birrificiodolomiti.it', name: 'Nicola De Bon', first: 'Nicola', last: 'De Bon', business: 'Birrificio delle Dolomiti S.r.l.', country: 'IT' },
  { email: 'carla@profumeriebellini.it', name: 'Carla Bellini', first: 'Carla', last: 'Bellini', business: 'Profumerie Bellini S.n.c.', country: 'IT' },
  { email: 's.barbieri@logisticaemiliana.it', name: 'Stefano Barbieri', first: 'Stefano', last: 'Barbieri', business: 'Logistica Emiliana S.r.l.', country: 'IT' },
  { email: 'g.zanon@corrieriveneti.it', name: 'Giada Zanon', first: 'Giada', last: 'Zanon', business: 'Corrieri Riuniti Veneti S.p.A.', country: 'IT' },
  { email: 'm.ceccarelli@ferramentaumbra.it', name: 'Michele Ceccarelli', first: 'Michele', last: 'Ceccarelli', business: 'Ferramenta Centrale Umbra S.r.l.', country: 'IT' },
  { email: 'einkauf@alpenmolkerei.at', name: 'Lukas Gruber', first: 'Lukas', last: 'Gruber', business: 'Alpenmolkerei GmbH', country: 'AT' },
  { email: 'achats@fromagerie-savoie.fr', name: 'Élodie Mercier', first: 'Élodie', last: 'Mercier', business: 'Fromagerie de Savoie SARL', country: 'FR' },
  { email: 'compras@conservasdelsur.es', name: 'Íñigo Ortega', first: 'Íñigo', last: 'Ortega', business: 'Conservas del Sur S.L.', country: 'ES' },
  { email: 'zakupy@piekarnia-kowalski.pl', name: 'Łukasz Kowalski', first: 'Łukasz', last: 'Kowalski', business: 'Piekarnia Kowalski Sp. z o.o.', country: 'PL' },
  { email: 'marta.neri@gaci.it', name: 'Marta Neri', first: 'Marta', last: 'Neri', business: null, country: 'IT' },
];
