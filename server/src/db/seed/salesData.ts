// Demo proposals, samples and newsletter data (packaging trade, Italian). Plain data: sales.ts writes it.
// Dates are offsets in days from the seeding day, so the demo stays current (validity, expiry).

export type DemoProposalRow = {
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
  addressees: { name: string; email: string | null }[];
  discounts: { description: string; percent: string }[];
  delivery: { label: string; street: string; city: string; province: string; postal_code: string; country: string }[];
  rows: DemoProposalRow[];
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
    addressees: [{ name: 'Antonio Lombardi', email: 'antonio@pastificiolombardi.it' }, { name: 'Ilaria Russo', email: 'qualita@pastificiolombardi.it' }],
    discounts: [{ description: 'Sconto fedeltà', percent: '3' }],
    delivery: [{ label: 'Stabilimento', street: 'Via dei Mulini 8', city: 'Gragnano', province: 'NA', postal_code: '80054', country: 'IT' }],
    rows: [
      { description: 'Busta pasta 500 g, PP trasparente con finestra', format: { width_mm: 160, height_mm: 290 }, thickness: 35, bands: 'Banda laterale avana', subjects: 4, cliche: '480.00', quantity: '200000', unit: 'pz', price: '0.0385' },
      { description: 'Busta pasta 1 kg, PP metallizzato', format: { width_mm: 200, height_mm: 350 }, thickness: 40, subjects: 2, cliche: '320.00', quantity: '80000', unit: 'pz', price: '0.0520', discount: '2' },
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
    addressees: [{ name: 'Giorgio Sartori', email: 'g.sartori@caseificiovalpadana.it' }],
    discounts: [],
    delivery: [],
    rows: [
      { description: 'Film termoretraibile alta barriera per formaggi', format: { width_mm: 250, height_mm: 400 }, thickness: 60, punctures: 'Microforatura 40 fori/dm²', quantity: '1200', unit: 'kg', price: '6.90' },
      { description: 'Etichetta adesiva in bobina', format: { width_mm: 100, height_mm: 70 }, subjects: 6, cliche: '210.00', quantity: '150000', unit: 'pz', price: '0.0095' },
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
    addressees: [{ name: 'Nicola De Bon', email: 'n.debon@birrificiodolomiti.it' }],
    discounts: [
      { description: 'Sconto quantità', percent: '5' },
      { description: 'Sconto pagamento anticipato', percent: '2' },
    ],
    delivery: [{ label: 'Birrificio', street: 'Via Feltre 71', city: 'Belluno', province: 'BL', postal_code: '32100', country: 'IT' }],
    rows: [
      { description: 'Fascetta cluster 6 bottiglie in cartoncino', format: { width_mm: 420, height_mm: 180 }, subjects: 3, cliche: '650.00', quantity: '300000', unit: 'pz', price: '0.0610' },
      { description: 'Film estensibile per pallet 23 µm', thickness: 23, quantity: '2400', unit: 'kg', price: '2.15', discount: '4' },
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
    addressees: [{ name: 'Roberta Galli', email: 'r.galli@supertirreno.it' }],
    discounts: [],
    delivery: [
      { label: 'Ce.Di. Nord', street: 'Via Aurelia 412', city: 'Livorno', province: 'LI', postal_code: '57128', country: 'IT' },
      { label: 'Ce.Di. Sud', street: 'Via Appia 88', city: 'Latina', province: 'LT', postal_code: '04100', country: 'IT' },
    ],
    rows: [{ description: 'Shopper compostabile 27×50 cm', format: { width_mm: 270, height_mm: 500 }, thickness: 18, subjects: 1, cliche: '180.00', quantity: '500000', unit: 'pz', price: '0.0290' }],
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
    rows: [{ description: 'Nastro adesivo PP con logo, 50 mm × 66 m', subjects: 1, cliche: '95.00', quantity: '3600', unit: 'rotoli', price: '1.38' }],
    outcome: 'sent',
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
