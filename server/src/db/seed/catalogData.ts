// Demo catalogue data (Italian packaging and supplies business, like the directory's customers).

export type DemoArticle = {
  readonly code: string;
  readonly description: string;
  readonly long?: string;
  readonly unit: 'pz' | 'kg' | 'g' | 'm' | 'cm' | 'mm' | 'm2' | 'm3' | 'l' | 'h' | 'conf';
  readonly price: string;
  readonly cost: string | null;
  readonly category: string;
  readonly brand: string;
  readonly division: string;
  readonly group: string;
  readonly line: string;
  readonly type: string;
  readonly stock: string;
  readonly barcode?: string;
};

export type DemoTaxonomy = Readonly<Record<'category' | 'brand' | 'division' | 'group' | 'line' | 'type', readonly { code: string; name: string; description: string | null }[]>>;
export type DemoWarehouse = { readonly code: string; readonly name: string; readonly address: string | null; readonly isDefault: boolean };
export type DemoQuote = {
  readonly status: 'draft' | 'sent' | 'accepted' | 'rejected';
  readonly month: string;
  readonly items: readonly { code: string; qty: string; discount: string }[];
  readonly notes: string | null;
};
/** One tenant's catalogue: the seeder writes it as is. Codes tie articles to taxonomies, price lists and quotes. */
export type DemoCatalogue = {
  readonly warehouses: readonly DemoWarehouse[];
  readonly taxonomy: DemoTaxonomy;
  readonly articles: readonly DemoArticle[];
  /** The article that is out of production (inactive), to show the active filter. */
  readonly inactive: string;
  /** The main price list (`{year}` is replaced) with its items, and a second, empty one. */
  readonly priceList: { readonly name: string; readonly code: string; readonly notes: string | null; readonly items: readonly { code: string; price: string | null; discount: string }[] };
  readonly secondPriceList: { readonly name: string; readonly code: string; readonly fromMonth: string };
  readonly quotes: readonly DemoQuote[];
};

export const WAREHOUSES = [
  { code: 'MAG-01', name: 'Magazzino centrale', address: 'Via dell’Industria 14, 20090 Segrate (MI)', isDefault: true },
  { code: 'MAG-02', name: 'Deposito Nord-Est', address: 'Via Padova 221, 37135 Verona (VR)', isDefault: false },
  { code: 'MAG-03', name: 'Magazzino resi', address: null, isDefault: false },
] as const;

export const TAXONOMY: DemoTaxonomy = {
  category: [
    { code: 'FLEX', name: 'Imballaggi flessibili', description: 'Film, buste e sacchetti in materiale plastico o accoppiato.' },
    { code: 'CART', name: 'Cartotecnica', description: 'Scatole, astucci e fogli in cartone.' },
    { code: 'NAST', name: 'Nastri e adesivi', description: null },
    { code: 'SERV', name: 'Servizi', description: 'Prestazioni di progettazione, stampa e assistenza.' },
  ],
  brand: [
    { code: 'FXF', name: 'FlexiFilm', description: null },
    { code: 'PRB', name: 'PrintBag', description: null },
    { code: 'BTP', name: 'Bottega Pack', description: 'Marchio della casa.' },
  ],
  division: [
    { code: 'ALI', name: 'Alimentare', description: 'Materiali idonei al contatto con alimenti (MOCA).' },
    { code: 'IND', name: 'Industriale', description: null },
  ],
  group: [
    { code: 'FILM', name: 'Film', description: null },
    { code: 'BUST', name: 'Buste e sacchetti', description: null },
    { code: 'SCAT', name: 'Scatole', description: null },
    { code: 'ACC', name: 'Accessori', description: null },
  ],
  line: [
    { code: 'ECO', name: 'Linea Eco', description: 'Materiali riciclati o compostabili.' },
    { code: 'PRE', name: 'Linea Premium', description: null },
  ],
  type: [
    { code: 'PF', name: 'Prodotto finito', description: null },
    { code: 'MP', name: 'Materia prima', description: null },
    { code: 'SRV', name: 'Servizio', description: null },
  ],
};

export const ARTICLES: readonly DemoArticle[] = [
  { code: 'FLM-0023', description: 'Film estensibile trasparente 23 µm, bobina 500 mm', unit: 'kg', price: '3.8500', cost: '2.6000', category: 'FLEX', brand: 'FXF', division: 'IND', group: 'FILM', line: 'PRE', type: 'PF', stock: '1250', barcode: '8031234500017' },
  { code: 'FLM-0017', description: 'Film estensibile pre-stirato 17 µm', unit: 'kg', price: '4.2000', cost: '2.9000', category: 'FLEX', brand: 'FXF', division: 'IND', group: 'FILM', line: 'ECO', type: 'PF', stock: '640' },
  { code: 'FLM-PE40', description: 'Film in polietilene alimentare 40 µm, larghezza 300 mm', unit: 'm', price: '0.1800', cost: '0.1100', category: 'FLEX', brand: 'FXF', division: 'ALI', group: 'FILM', line: 'PRE', type: 'PF', stock: '18000' },
  { code: 'FLM-BOPP', description: 'Film BOPP trasparente per stampa 30 µm', unit: 'kg', price: '5.1000', cost: '3.7500', category: 'FLEX', brand: 'FXF', division: 'ALI', group: 'FILM', line: 'PRE', type: 'MP', stock: '900' },
  { code: 'FLM-COMP', description: 'Film compostabile Mater-Bi 25 µm', unit: 'kg', price: '9.9000', cost: '7.2000', category: 'FLEX', brand: 'FXF', division: 'ALI', group: 'FILM', line: 'ECO', type: 'MP', stock: '210' },
  { code: 'BST-3040', description: 'Busta in polietilene 30×40 cm con chiusura zip', unit: 'conf', price: '12.5000', cost: '8.1000', category: 'FLEX', brand: 'PRB', division: 'ALI', group: 'BUST', line: 'PRE', type: 'PF', stock: '320', long: 'Confezione da 100 buste, spessore 60 µm, idonee al contatto con alimenti.' },
  { code: 'BST-SV20', description: 'Busta sottovuoto goffrata 20×30 cm', unit: 'conf', price: '18.9000', cost: '12.4000', category: 'FLEX', brand: 'PRB', division: 'ALI', group: 'BUST', line: 'PRE', type: 'PF', stock: '150' },
  { code: 'BST-KRFT', description: 'Sacchetto in carta kraft con finestra', unit: 'pz', price: '0.2400', cost: '0.1300', category: 'CART', brand: 'PRB', division: 'ALI', group: 'BUST', line: 'ECO', type: 'PF', stock: '12000' },
  { code: 'BST-SHOP', description: 'Shopper in carta riciclata con maniglie ritorte', unit: 'pz', price: '0.5500', cost: '0.3200', category: 'CART', brand: 'PRB', division: 'IND', group: 'BUST', line: 'ECO', type: 'PF', stock: '4800' },
  { code: 'BST-STND', description: 'Busta stand-up accoppiata con valvola', unit: 'pz', price: '0.3900', cost: '0.2200', category: 'FLEX', brand: 'PRB', division: 'ALI', group: 'BUST', line: 'PRE', type: 'PF', stock: '9500' },
  { code: 'SCT-403020', description: 'Scatola in cartone ondulato 40×30×20 cm, onda singola', unit: 'pz', price: '0.9500', cost: '0.5800', category: 'CART', brand: 'BTP', division: 'IND', group: 'SCAT', line: 'ECO', type: 'PF', stock: '2600' },
  { code: 'SCT-604040', description: 'Scatola in cartone ondulato 60×40×40 cm, doppia onda', unit: 'pz', price: '1.8500', cost: '1.1500', category: 'CART', brand: 'BTP', division: 'IND', group: 'SCAT', line: 'PRE', type: 'PF', stock: '1100' },
  { code: 'SCT-PIZZA', description: 'Cartone pizza 33×33 cm, stampa a un colore', unit: 'pz', price: '0.2100', cost: '0.1200', category: 'CART', brand: 'BTP', division: 'ALI', group: 'SCAT', line: 'ECO', type: 'PF', stock: '15000' },
  { code: 'SCT-AST', description: 'Astuccio in cartoncino teso per confetteria', unit: 'pz', price: '0.4500', cost: '0.2600', category: 'CART', brand: 'BTP', division: 'ALI', group: 'SCAT', line: 'PRE', type: 'PF', stock: '7000' },
  { code: 'CRT-FOGL', description: 'Foglio interfalda in cartone 120×80 cm', unit: 'pz', price: '0.6200', cost: '0.3900', category: 'CART', brand: 'BTP', division: 'IND', group: 'ACC', line: 'ECO', type: 'PF', stock: '3000' },
  { code: 'NST-AV50', description: 'Nastro adesivo avana 50 mm × 66 m, acrilico', unit: 'pz', price: '1.1000', cost: '0.6500', category: 'NAST', brand: 'BTP', division: 'IND', group: 'ACC', line: 'PRE', type: 'PF', stock: '5400', barcode: '8031234500123' },
  { code: 'NST-TR50', description: 'Nastro adesivo trasparente 50 mm × 132 m', unit: 'pz', price: '1.9500', cost: '1.2000', category: 'NAST', brand: 'BTP', division: 'IND', group: 'ACC', line: 'PRE', type: 'PF', stock: '2100' },
  { code: 'NST-CART', description: 'Nastro in carta gommata 70 mm', unit: 'm', price: '0.0450', cost: '0.0250', category: 'NAST', brand: 'BTP', division: 'IND', group: 'ACC', line: 'ECO', type: 'PF', stock: '40000' },
  { code: 'REG-PP12', description: 'Reggia in polipropilene 12 mm, bobina 3000 m', unit: 'pz', price: '27.5000', cost: '19.0000', category: 'NAST', brand: 'BTP', division: 'IND', group: 'ACC', line: 'PRE', type: 'PF', stock: '85' },
  { code: 'ANG-35', description: 'Angolare paraspigoli in cartone 35×35×3 mm', unit: 'mm', price: '0.0004', cost: '0.0002', category: 'CART', brand: 'BTP', division: 'IND', group: 'ACC', line: 'ECO', type: 'PF', stock: '2000000' },
  { code: 'ETK-100', description: 'Etichette adesive termiche 100×150 mm, rotolo da 500', unit: 'pz', price: '6.8000', cost: '4.1000', category: 'NAST', brand: 'PRB', division: 'IND', group: 'ACC', line: 'PRE', type: 'PF', stock: '0' },
  { code: 'SRV-GRAF', description: 'Progettazione grafica dell’imballo', unit: 'h', price: '55.0000', cost: null, category: 'SERV', brand: 'BTP', division: 'ALI', group: 'ACC', line: 'PRE', type: 'SRV', stock: '0' },
  { code: 'SRV-CLICHE', description: 'Cliché per stampa flessografica, per colore', unit: 'pz', price: '120.0000', cost: '75.0000', category: 'SERV', brand: 'PRB', division: 'ALI', group: 'ACC', line: 'PRE', type: 'SRV', stock: '0' },
  { code: 'SRV-TRASP', description: 'Trasporto su bancale, zona Nord Italia', unit: 'pz', price: '85.0000', cost: '60.0000', category: 'SERV', brand: 'BTP', division: 'IND', group: 'ACC', line: 'PRE', type: 'SRV', stock: '0' },
  { code: 'GRN-PE', description: 'Granulo di polietilene LDPE riciclato', unit: 'kg', price: '1.3500', cost: '0.9800', category: 'FLEX', brand: 'FXF', division: 'IND', group: 'FILM', line: 'ECO', type: 'MP', stock: '5000' },
];

/** Article codes of the demo price list with list price overrides (null = the article's price) and discounts. */
export const PRICE_LIST_ITEMS: readonly { code: string; price: string | null; discount: string }[] = [
  { code: 'FLM-0023', price: '3.6500', discount: '5' },
  { code: 'FLM-0017', price: null, discount: '8' },
  { code: 'FLM-PE40', price: '0.1650', discount: '0' },
  { code: 'BST-3040', price: '11.9000', discount: '10' },
  { code: 'BST-SV20', price: null, discount: '7.5' },
  { code: 'BST-KRFT', price: '0.2200', discount: '0' },
  { code: 'BST-SHOP', price: null, discount: '12' },
  { code: 'BST-STND', price: '0.3700', discount: '3' },
  { code: 'SCT-403020', price: '0.8900', discount: '10' },
  { code: 'SCT-604040', price: null, discount: '15' },
  { code: 'SCT-PIZZA', price: '0.1950', discount: '0' },
  { code: 'NST-AV50', price: '0.9900', discount: '20' },
  { code: 'NST-TR50', price: null, discount: '10' },
  { code: 'REG-PP12', price: '26.0000', discount: '5' },
  { code: 'SRV-GRAF', price: '50.0000', discount: '0' },
];

export const GENERAL_CATEGORIES = [
  { name: 'Clienti strategici', scope: 'general', description: 'Da seguire con priorità.', color: '#d9480f' },
  { name: 'Promozioni', scope: 'article', description: 'Articoli in promozione stagionale.', color: '#2b8a3e' },
  { name: 'Manutenzione', scope: 'work', description: null, color: '#1971c2' },
  { name: 'Contratti', scope: 'document', description: 'Contratti quadro e condizioni di fornitura.', color: null },
  { name: 'Certificazioni', scope: 'document', description: 'Schede tecniche e dichiarazioni MOCA.', color: '#5f3dc4' },
] as const;

export const GOALS = [
  { title: 'Ridurre gli scarti di produzione', category: 'Qualità', weight: '25', target: 'Scarti sotto il 2% del prodotto', measure: 'Percentuale di scarto mensile', description: 'Analisi delle cause e interventi sulle linee di confezionamento.' },
  { title: 'Aumentare il fatturato dei clienti attivi', category: 'Commerciale', weight: '30', target: '+8% rispetto all’anno precedente', measure: 'Fatturato annuo', description: null },
  { title: 'Rispetto dei tempi di consegna', category: 'Logistica', weight: '20', target: 'Almeno il 95% delle consegne puntuali', measure: 'Consegne puntuali / consegne totali', description: null },
  { title: 'Formazione sulla sicurezza', category: 'Persone', weight: '10', target: '16 ore di formazione completate', measure: 'Ore di formazione', description: 'Corsi obbligatori e aggiornamento carrellisti.' },
  { title: 'Introduzione della linea compostabile', category: 'Prodotto', weight: '15', target: 'Tre articoli compostabili a listino', measure: 'Articoli a listino', description: null },
  { title: 'Riduzione dei reclami dei clienti', category: 'Qualità', weight: '20', target: 'Meno di 5 reclami nell’anno', measure: 'Numero di reclami', description: null },
] as const;
