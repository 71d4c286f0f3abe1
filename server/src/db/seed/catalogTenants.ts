import { ARTICLES, PRICE_LIST_ITEMS, TAXONOMY, WAREHOUSES, type DemoArticle, type DemoCatalogue } from './catalogData.ts';

// Each demo tenant sells something else (spec §1 tenants differ): acme packaging (catalogData.ts), borgo food
// wholesale, cantiere boat building and refitting. Plain data; the seeder in catalog.ts writes it.

const ACME: DemoCatalogue = {
  warehouses: WAREHOUSES,
  taxonomy: TAXONOMY,
  articles: ARTICLES,
  inactive: 'ETK-100',
  priceList: { name: 'Listino {year}', code: 'L{year}', notes: 'Prezzi franco magazzino, IVA esclusa.', items: PRICE_LIST_ITEMS },
  secondPriceList: { name: 'Listino grossisti', code: 'GROSS', fromMonth: '03' },
  quotes: [
    { status: 'accepted', month: '01', items: [{ code: 'FLM-0023', qty: '400', discount: '5' }, { code: 'NST-AV50', qty: '360', discount: '20' }], notes: 'Consegna in due tranche.' },
    { status: 'sent', month: '02', items: [{ code: 'SCT-403020', qty: '1500', discount: '10' }, { code: 'SRV-TRASP', qty: '2', discount: '0' }], notes: null },
    { status: 'rejected', month: '02', items: [{ code: 'BST-SV20', qty: '40', discount: '7.5' }], notes: 'Il cliente ha scelto un altro fornitore.' },
    { status: 'draft', month: '03', items: [{ code: 'BST-STND', qty: '5000', discount: '3' }, { code: 'SRV-CLICHE', qty: '4', discount: '0' }, { code: 'SRV-GRAF', qty: '6', discount: '0' }], notes: 'Stampa a quattro colori.' },
    { status: 'sent', month: '04', items: [{ code: 'BST-KRFT', qty: '10000', discount: '0' }, { code: 'BST-SHOP', qty: '2500', discount: '12' }], notes: null },
    { status: 'draft', month: '05', items: [{ code: 'REG-PP12', qty: '12', discount: '5' }, { code: 'CRT-FOGL', qty: '800', discount: '0' }], notes: null },
  ],
};

const food = (a: Omit<DemoArticle, 'brand' | 'division' | 'line'> & Partial<Pick<DemoArticle, 'brand' | 'division' | 'line'>>): DemoArticle => ({ brand: 'BRG', division: 'HOR', line: 'STD', ...a });

const BORGO: DemoCatalogue = {
  warehouses: [
    { code: 'CED-01', name: 'Ce.Di. Parma', address: 'Strada Traversante 7, 43122 Parma (PR)', isDefault: true },
    { code: 'CELL-01', name: 'Cella frigorifera Parma', address: 'Strada Traversante 7, 43122 Parma (PR)', isDefault: false },
    { code: 'PIA-02', name: 'Piattaforma Bologna', address: 'Via dell’Interporto 40, 40010 Bentivoglio (BO)', isDefault: false },
  ],
  taxonomy: {
    category: [
      { code: 'SECC', name: 'Secco', description: 'Pasta, riso, farine e conserve.' },
      { code: 'FRES', name: 'Freschi', description: 'Latticini e salumi a temperatura controllata.' },
      { code: 'BEV', name: 'Bevande', description: 'Vini, acque e bibite.' },
      { code: 'OLIO', name: 'Oli e condimenti', description: null },
    ],
    brand: [
      { code: 'BRG', name: 'Borgo Selezione', description: 'Marchio del distributore.' },
      { code: 'CAS', name: 'Casale Emiliano', description: null },
      { code: 'TDL', name: 'Terre di Langa', description: null },
    ],
    division: [
      { code: 'HOR', name: 'Ho.Re.Ca.', description: 'Ristoranti, bar e alberghi.' },
      { code: 'GDO', name: 'Grande distribuzione', description: null },
    ],
    group: [
      { code: 'PAS', name: 'Pasta e riso', description: null },
      { code: 'LAT', name: 'Latticini', description: null },
      { code: 'VIN', name: 'Vini', description: null },
      { code: 'CON', name: 'Conserve', description: null },
    ],
    line: [
      { code: 'STD', name: 'Linea classica', description: null },
      { code: 'BIO', name: 'Linea biologica', description: 'Prodotti da agricoltura biologica certificata.' },
    ],
    type: [
      { code: 'ALI', name: 'Alimento', description: null },
      { code: 'BEV', name: 'Bevanda', description: null },
      { code: 'SRV', name: 'Servizio', description: null },
    ],
  },
  articles: [
    food({ code: 'PAS-SPA5', description: 'Spaghetti di semola di grano duro, cartone 24 × 500 g', unit: 'conf', price: '21.6000', cost: '15.8000', category: 'SECC', group: 'PAS', type: 'ALI', stock: '420', barcode: '8005121000017' }),
    food({ code: 'PAS-BIO1', description: 'Fusilli biologici 1 kg', unit: 'kg', price: '2.3500', cost: '1.6200', category: 'SECC', group: 'PAS', type: 'ALI', stock: '900', line: 'BIO' }),
    food({ code: 'RIS-CARN', description: 'Riso Carnaroli superfino, sacco da 5 kg', unit: 'kg', price: '3.9000', cost: '2.7500', category: 'SECC', group: 'PAS', type: 'ALI', stock: '1500', brand: 'CAS' }),
    food({ code: 'CON-POM', description: 'Polpa di pomodoro a cubetti, latta 2,5 kg', unit: 'pz', price: '3.4000', cost: '2.2000', category: 'SECC', group: 'CON', type: 'ALI', stock: '2400' }),
    food({ code: 'PAR-24', description: 'Parmigiano Reggiano DOP 24 mesi, spicchio sottovuoto', unit: 'kg', price: '19.8000', cost: '14.9000', category: 'FRES', group: 'LAT', type: 'ALI', stock: '310', brand: 'CAS', long: 'Spicchi da circa 1 kg, confezionati in atmosfera protettiva.' }),
    food({ code: 'MOZ-FDL', description: 'Fior di latte per pizzeria, filone da 1 kg', unit: 'kg', price: '7.2000', cost: '5.1000', category: 'FRES', group: 'LAT', type: 'ALI', stock: '260' }),
    food({ code: 'PRS-CRU', description: 'Prosciutto crudo di Parma DOP disossato', unit: 'kg', price: '16.5000', cost: '12.2000', category: 'FRES', group: 'LAT', type: 'ALI', stock: '140', brand: 'CAS' }),
    food({ code: 'OLI-EVO5', description: 'Olio extravergine di oliva, latta 5 l', unit: 'l', price: '9.4000', cost: '7.1000', category: 'OLIO', group: 'CON', type: 'ALI', stock: '800', barcode: '8005121000208' }),
    food({ code: 'ACE-MOD', description: 'Aceto balsamico di Modena IGP, 500 ml', unit: 'pz', price: '4.8000', cost: '3.0000', category: 'OLIO', group: 'CON', type: 'ALI', stock: '600', brand: 'CAS' }),
    food({ code: 'VIN-BARB', description: 'Barbera d’Alba DOC, cartone 6 × 0,75 l', unit: 'conf', price: '48.0000', cost: '33.0000', category: 'BEV', group: 'VIN', type: 'BEV', stock: '120', brand: 'TDL', division: 'GDO' }),
    food({ code: 'VIN-LAMB', description: 'Lambrusco di Sorbara DOC, cartone 6 × 0,75 l', unit: 'conf', price: '34.5000', cost: '22.0000', category: 'BEV', group: 'VIN', type: 'BEV', stock: '200', division: 'GDO' }),
    food({ code: 'ACQ-NAT', description: 'Acqua minerale naturale, fardello 6 × 1,5 l', unit: 'conf', price: '2.1000', cost: '1.2000', category: 'BEV', group: 'VIN', type: 'BEV', stock: '3000', division: 'GDO' }),
    food({ code: 'FAR-00', description: 'Farina di grano tenero tipo 00, sacco 25 kg', unit: 'kg', price: '0.7800', cost: '0.5200', category: 'SECC', group: 'PAS', type: 'ALI', stock: '5000' }),
    food({ code: 'SRV-CONS', description: 'Consegna refrigerata in giornata', unit: 'pz', price: '35.0000', cost: '24.0000', category: 'FRES', group: 'CON', type: 'SRV', stock: '0' }),
  ],
  inactive: 'PAS-BIO1',
  priceList: {
    name: 'Listino Horeca {year}',
    code: 'HOR{year}',
    notes: 'Prezzi franco destino per ordini superiori a 300 €, IVA esclusa.',
    items: [
      { code: 'PAS-SPA5', price: '20.4000', discount: '0' },
      { code: 'RIS-CARN', price: null, discount: '5' },
      { code: 'CON-POM', price: '3.2000', discount: '0' },
      { code: 'PAR-24', price: '18.9000', discount: '3' },
      { code: 'MOZ-FDL', price: null, discount: '0' },
      { code: 'OLI-EVO5', price: '8.9000', discount: '2' },
      { code: 'VIN-BARB', price: null, discount: '10' },
      { code: 'FAR-00', price: '0.7400', discount: '0' },
      { code: 'SRV-CONS', price: '30.0000', discount: '0' },
    ],
  },
  secondPriceList: { name: 'Listino GDO', code: 'GDO', fromMonth: '02' },
  quotes: [
    { status: 'accepted', month: '01', items: [{ code: 'PAS-SPA5', qty: '40', discount: '0' }, { code: 'CON-POM', qty: '120', discount: '5' }], notes: 'Fornitura mensile per la mensa aziendale.' },
    { status: 'rejected', month: '02', items: [{ code: 'PAR-24', qty: '25', discount: '3' }, { code: 'PRS-CRU', qty: '18', discount: '0' }], notes: null },
    { status: 'sent', month: '03', items: [{ code: 'VIN-BARB', qty: '30', discount: '10' }, { code: 'VIN-LAMB', qty: '20', discount: '8' }, { code: 'SRV-CONS', qty: '4', discount: '0' }], notes: 'Carta dei vini primavera.' },
    { status: 'draft', month: '04', items: [{ code: 'OLI-EVO5', qty: '60', discount: '2' }, { code: 'FAR-00', qty: '500', discount: '0' }], notes: null },
  ],
};

const boat = (a: Omit<DemoArticle, 'division' | 'line'> & Partial<Pick<DemoArticle, 'division' | 'line'>>): DemoArticle => ({ division: 'DIP', line: 'STD', ...a });

const CANTIERE: DemoCatalogue = {
  warehouses: [
    { code: 'BAN-01', name: 'Banchina Calata Gadda', address: 'Calata Gadda 3, 16128 Genova (GE)', isDefault: true },
    { code: 'CAP-02', name: 'Capannone resine', address: 'Via Pionieri e Aviatori d’Italia 90, 16154 Genova (GE)', isDefault: false },
  ],
  taxonomy: {
    category: [
      { code: 'LEGN', name: 'Legnami marini', description: 'Compensati e massello per coperte e interni.' },
      { code: 'RESI', name: 'Resine e vernici', description: 'Epossidiche, antivegetative e smalti.' },
      { code: 'ACCM', name: 'Accessori di coperta', description: 'Ferramenta inox, bitte, golfari.' },
      { code: 'MANO', name: 'Manodopera', description: 'Ore di cantiere e di alaggio.' },
    ],
    brand: [
      { code: 'MRN', name: 'MarinaTech', description: null },
      { code: 'OKU', name: 'Okoumè Italia', description: null },
      { code: 'CNL', name: 'Cantiere Navale Ligure', description: 'Lavorazioni interne.' },
    ],
    division: [
      { code: 'DIP', name: 'Diporto', description: 'Imbarcazioni da diporto a vela e a motore.' },
      { code: 'PES', name: 'Pesca professionale', description: null },
    ],
    group: [
      { code: 'SCA', name: 'Scafo', description: null },
      { code: 'COP', name: 'Coperta', description: null },
      { code: 'RIM', name: 'Rimessaggio', description: null },
    ],
    line: [
      { code: 'STD', name: 'Refit', description: null },
      { code: 'NEW', name: 'Nuove costruzioni', description: null },
    ],
    type: [
      { code: 'MAT', name: 'Materiale', description: null },
      { code: 'SRV', name: 'Lavorazione', description: null },
    ],
  },
  articles: [
    boat({ code: 'CMP-OK12', description: 'Compensato marino okoumè 12 mm, pannello 250 × 122 cm', unit: 'pz', price: '142.0000', cost: '98.0000', category: 'LEGN', brand: 'OKU', group: 'SCA', type: 'MAT', stock: '40' }),
    boat({ code: 'TEK-DOG', description: 'Doga in teak per coperta 45 × 10 mm', unit: 'm', price: '38.5000', cost: '27.0000', category: 'LEGN', brand: 'OKU', group: 'COP', type: 'MAT', stock: '600', long: 'Teak di piantagione certificato, essiccato in forno.' }),
    boat({ code: 'LIS-MOG', description: 'Listello di mogano per interni 20 × 20 mm', unit: 'mm', price: '0.0210', cost: '0.0140', category: 'LEGN', brand: 'OKU', group: 'COP', type: 'MAT', stock: '180000' }),
    boat({ code: 'EPX-5', description: 'Resina epossidica da laminazione, kit 5 kg', unit: 'conf', price: '96.0000', cost: '64.0000', category: 'RESI', brand: 'MRN', group: 'SCA', type: 'MAT', stock: '35', line: 'NEW' }),
    boat({ code: 'ANT-25', description: 'Antivegetativa autolevigante, latta 2,5 l', unit: 'l', price: '44.0000', cost: '29.5000', category: 'RESI', brand: 'MRN', group: 'RIM', type: 'MAT', stock: '120' }),
    boat({ code: 'SMA-BIA', description: 'Smalto poliuretanico bianco per opera morta, 0,75 l', unit: 'pz', price: '39.0000', cost: '25.0000', category: 'RESI', brand: 'MRN', group: 'SCA', type: 'MAT', stock: '60' }),
    boat({ code: 'BIT-316', description: 'Bitta in acciaio inox AISI 316, 200 mm', unit: 'pz', price: '86.0000', cost: '52.0000', category: 'ACCM', brand: 'MRN', group: 'COP', type: 'MAT', stock: '24', barcode: '8059876500014' }),
    boat({ code: 'GOL-M10', description: 'Golfare inox M10 con dado', unit: 'pz', price: '12.4000', cost: '7.3000', category: 'ACCM', brand: 'MRN', group: 'COP', type: 'MAT', stock: '150' }),
    boat({ code: 'WNC-40', description: 'Winch self-tailing 40, cromato', unit: 'pz', price: '1380.0000', cost: '1010.0000', category: 'ACCM', brand: 'MRN', group: 'COP', type: 'MAT', stock: '2', line: 'NEW' }),
    boat({ code: 'ORA-CAR', description: 'Ora di carpenteria navale', unit: 'h', price: '52.0000', cost: null, category: 'MANO', brand: 'CNL', group: 'SCA', type: 'SRV', stock: '0' }),
    boat({ code: 'ORA-VER', description: 'Ora di verniciatura in cabina', unit: 'h', price: '48.0000', cost: null, category: 'MANO', brand: 'CNL', group: 'SCA', type: 'SRV', stock: '0' }),
    boat({ code: 'ALA-12', description: 'Alaggio e varo, imbarcazione fino a 12 m', unit: 'pz', price: '650.0000', cost: '380.0000', category: 'MANO', brand: 'CNL', group: 'RIM', type: 'SRV', stock: '0', division: 'PES' }),
  ],
  inactive: 'SMA-BIA',
  priceList: {
    name: 'Tariffario refit {year}',
    code: 'REF{year}',
    notes: 'Materiali a piè d’opera in cantiere; manodopera a consuntivo.',
    items: [
      { code: 'CMP-OK12', price: null, discount: '5' },
      { code: 'TEK-DOG', price: '36.0000', discount: '0' },
      { code: 'EPX-5', price: null, discount: '10' },
      { code: 'ANT-25', price: '41.0000', discount: '0' },
      { code: 'BIT-316', price: null, discount: '8' },
      { code: 'ORA-CAR', price: '50.0000', discount: '0' },
      { code: 'ORA-VER', price: null, discount: '0' },
      { code: 'ALA-12', price: '600.0000', discount: '0' },
    ],
  },
  secondPriceList: { name: 'Listino armatori pesca', code: 'PESCA', fromMonth: '04' },
  quotes: [
    { status: 'accepted', month: '01', items: [{ code: 'ALA-12', qty: '1', discount: '0' }, { code: 'ANT-25', qty: '10', discount: '0' }, { code: 'ORA-VER', qty: '16', discount: '0' }], notes: 'Rimessaggio invernale con carena.' },
    { status: 'sent', month: '03', items: [{ code: 'TEK-DOG', qty: '220', discount: '5' }, { code: 'ORA-CAR', qty: '90', discount: '0' }], notes: 'Rifacimento della coperta in teak.' },
    { status: 'rejected', month: '04', items: [{ code: 'WNC-40', qty: '2', discount: '6' }], notes: 'Il cliente monterà winch usati.' },
  ],
};

export const CATALOGUE_BY_TENANT: Readonly<Record<string, DemoCatalogue>> = { acme: ACME, borgo: BORGO, cantiere: CANTIERE };

/** A tenant's catalogue (a tenant created later than the demo gets acme's). */
export const catalogueOf = (slug: string): DemoCatalogue => CATALOGUE_BY_TENANT[slug] ?? ACME;
