import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { outbox, tenants } from '../../server/src/db/schema/core.ts';
import { profiles } from '../../server/src/db/schema/directory.ts';
import { fromScaled, tidy, toScaled } from '../../src/domain/decimal.ts';
import { exactRowAmounts as rowAmounts, totalsOfAmounts as quoteTotals } from '../../src/domain/quoteTotals.ts';
import { documentNumber as quoteNumber } from '../../server/src/shared/salesDocuments/numbering.ts';
import type { Reply } from './harness.ts';
import { useTestServer } from './useServer.ts';

// Catalogue modules: articles and taxonomies, warehouses, categories, price lists and quotes.

const server = useTestServer();
type Json = Record<string, unknown>;
const data = (r: Reply) => (r.body as { data: Json }).data;
const list = (r: Reply) => (r.body as { data: Json[]; meta: { total: number; per_page: number; last_page: number } });
/** A taken code is a field error on `code`, shown under the form's field, not a 409 the form words as an edit clash. */
const codeTaken = (r: Reply) => [r.status, (r.body as { errors?: Json }).errors];
const CODE_TAKEN = [422, { code: ['This code is already in use.'] }];

let admin = '';
let borgo = '';
let operator = '';
let supervisor = '';
const call = (method: string, path: string, body?: unknown, token = admin) => server().request('acme', method, path, { token, ...(body === undefined ? {} : { body }) });

beforeAll(async () => {
  admin = await server().token('acme', 'admin@acme.test');
  borgo = await server().token('borgo', 'admin@borgo.test');
  operator = await server().token('acme', 'operator@acme.test');
  supervisor = await server().token('acme', 'supervisor@acme.test');
});

describe('exact decimal arithmetic', () => {
  it('computes quote rows with the contract formula, rounding half away from zero to cents', () => {
    expect(rowAmounts('3', '19.99', '10', '22')).toEqual({ total: '53.97', vat: '11.87' });
    expect(rowAmounts('1', '0.125', '0', '22')).toEqual({ total: '0.13', vat: '0.03' });
    expect(rowAmounts('0.3333', '3', '0', '10')).toEqual({ total: '1.00', vat: '0.10' });
    // 0.1 + 0.2 style float traps stay exact.
    expect(quoteTotals([rowAmounts('1', '0.10', '0', '22'), rowAmounts('1', '0.20', '0', '22')])).toEqual({ net: '0.30', vat: '0.06', gross: '0.36' });
    expect(quoteNumber(2026, 7)).toBe('2026/0007');
  });

  it('reads, rounds and tidies decimal strings', () => {
    expect(toScaled('19.99', 2)).toBe(1999n);
    expect(toScaled('-1.005', 2)).toBe(-101n);
    expect(fromScaled(-5n, 2)).toBe('-0.05');
    expect(tidy('19.9900')).toBe('19.99');
    expect(tidy('22.0000')).toBe('22.00');
    expect(tidy('3.0000', 0)).toBe('3');
    expect(tidy('0.1250')).toBe('0.125');
  });
});

describe('seeded catalogue', () => {
  it('has warehouses with one default, 25 articles, a price list with 15 articles and taxonomies', async () => {
    const wh = list(await call('GET', '/warehouses'));
    expect(wh.data.filter((w) => w.is_default)).toMatchObject([{ name: 'Magazzino centrale' }]);
    const arts = list(await call('GET', '/articles?page_size=5'));
    expect(arts.meta.total).toBeGreaterThanOrEqual(25);
    expect(arts.data).toHaveLength(5);
    const lists = list(await call('GET', '/price-lists'));
    const listino = lists.data.find((l) => String(l.name).startsWith('Listino 2'));
    expect(listino).toMatchObject({ articles_count: 15, currency: 'EUR' });
    expect(listino).not.toHaveProperty('articles');
    for (const path of ['categories', 'brands', 'divisions', 'groups', 'lines', 'types']) {
      const r = await call('GET', `/article-${path}`);
      expect(r.status).toBe(200);
      expect(list(r).meta.total).toBeGreaterThan(0);
    }
    const quotes = list(await call('GET', '/quotes'));
    expect(quotes.meta.total).toBeGreaterThanOrEqual(6);
    expect(new Set(quotes.data.map((q) => q.status))).toEqual(new Set(['draft', 'sent', 'accepted', 'rejected']));
  });

  it('differs per tenant: articles, taxonomies, price lists, warehouses and quoted rows of each are their own', async () => {
    const tokens = { acme: admin, borgo, cantiere: await server().token('cantiere', 'admin@cantiere.test') };
    const names = async (slug: keyof typeof tokens, path: string, field: string): Promise<Set<string>> => {
      const r = await server().request(slug, 'GET', path, { token: tokens[slug] });
      expect(r.status, `${slug} ${path}`).toBe(200);
      const rows = list(r).data;
      expect(rows.length, `${slug} ${path}`).toBeGreaterThan(0);
      return new Set(rows.map((x) => String(x[field])));
    };
    const quotedRows = async (slug: keyof typeof tokens): Promise<Set<string>> => {
      const out = new Set<string>();
      for (const q of list(await server().request(slug, 'GET', '/quotes', { token: tokens[slug] })).data) {
        const full = data(await server().request(slug, 'GET', `/quotes/${String(q.id)}`, { token: tokens[slug] }));
        for (const row of full.rows as Json[]) out.add(String(row.description));
      }
      expect(out.size, slug).toBeGreaterThan(0);
      return out;
    };
    const kinds: [string, string][] = [
      ['/articles?page_size=100', 'code'],
      ['/articles?page_size=100', 'description'],
      ['/article-categories', 'name'],
      ['/article-brands', 'name'],
      ['/article-divisions', 'name'],
      ['/article-groups', 'name'],
      ['/price-lists', 'name'],
      ['/warehouses', 'name'],
    ];
    for (const [path, field] of kinds) {
      const [a, b, c] = [await names('acme', path, field), await names('borgo', path, field), await names('cantiere', path, field)];
      for (const [x, y, pair] of [[a, b, 'acme/borgo'], [a, c, 'acme/cantiere'], [b, c, 'borgo/cantiere']] as const) {
        expect([...x].filter((v) => y.has(v)), `${path} ${field} shared by ${pair}`).toEqual([]);
      }
    }
    const [qa, qb, qc] = [await quotedRows('acme'), await quotedRows('borgo'), await quotedRows('cantiere')];
    expect([...qa].filter((v) => qb.has(v) || qc.has(v))).toEqual([]);
    expect([...qb].filter((v) => qc.has(v))).toEqual([]);
  });
});

describe('articles', () => {
  const base = { code: 'TST-001', description: 'Scatola di prova 10×10', unit: 'pz', price: '1.50', vat_rate: '22' };

  it('creates, reads, updates and deletes an article; a used code is a 422 on code; a bad body 422', async () => {
    const brand = data(await call('POST', '/article-brands', { code: 'TSTB', name: 'Marchio di prova' }));
    const wh = list(await call('GET', '/warehouses')).data[0] as Json;
    const created = await call('POST', '/articles', { ...base, cost: '0.9', brand_id: brand.id, warehouse_id: wh.id, stock_quantity: '12.5' });
    expect(created.status).toBe(201);
    const article = data(created);
    expect(article).toMatchObject({
      code: 'TST-001',
      price: '1.50',
      cost: '0.90',
      vat_rate: '22.00',
      active: true,
      brand: { id: brand.id, name: 'Marchio di prova' },
      warehouse: { id: wh.id },
      category: null,
      stock_quantity: '12.5',
    });
    expect(article.created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(data(await call('GET', `/articles/${article.id}`))).toEqual(article);

    expect(codeTaken(await call('POST', '/articles', base))).toEqual(CODE_TAKEN);
    expect(codeTaken(await call('PUT', `/articles/${article.id}`, { ...base, code: 'FLM-0023' }))).toEqual(CODE_TAKEN);
    expect((await call('POST', '/articles', { ...base, code: 'TST-X', price: 'abc' })).status).toBe(422);
    expect((await call('POST', '/articles', { code: 'TST-Y', unit: 'pz', price: '1', vat_rate: '22' })).status).toBe(422);
    const badRef = await call('POST', '/articles', { ...base, code: 'TST-Z', category_id: 999999 });
    expect(badRef.status).toBe(422);
    expect(badRef.body).toMatchObject({ errors: { category_id: expect.any(Array) } });
    // A brand id is not a category id: the kinds are checked.
    expect((await call('POST', '/articles', { ...base, code: 'TST-Z', category_id: brand.id })).status).toBe(422);

    const updated = await call('PUT', `/articles/${article.id}`, { ...base, description: 'Scatola aggiornata', price: '2', active: false });
    expect(data(updated)).toMatchObject({ description: 'Scatola aggiornata', price: '2.00', active: false, brand: null, stock_quantity: '0' });

    // A taxonomy item articles use is not deleted: the article keeps it; once no article has it, it goes.
    await call('PUT', `/articles/${article.id}`, { ...base, brand_id: brand.id });
    const refused = await call('DELETE', `/article-brands/${brand.id}`);
    expect([refused.status, (refused.body as Json).message]).toEqual([409, 'This entry is used by 1 article: assign that article another one first.']);
    expect(data(await call('GET', `/articles/${article.id}`))).toMatchObject({ brand: { id: brand.id } });

    expect((await call('DELETE', `/articles/${article.id}`)).status).toBe(204);
    expect((await call('GET', `/articles/${article.id}`)).status).toBe(404);
    expect((await call('DELETE', `/articles/${article.id}`)).status).toBe(404);
    expect((await call('DELETE', `/article-brands/${brand.id}`)).status).toBe(204);
  });

  it('filters by search, taxonomy ids and active, and sorts', async () => {
    const search = list(await call('GET', '/articles?search=nastro'));
    expect(search.data.length).toBeGreaterThan(0);
    for (const a of search.data) expect(String(a.description).toLowerCase()).toContain('nastro');
    const byBarcode = list(await call('GET', '/articles?search=8031234500123'));
    expect(byBarcode.data.map((a) => a.code)).toEqual(['NST-AV50']);
    const category = list(await call('GET', '/article-categories?search=Servizi')).data[0] as Json;
    const services = list(await call('GET', `/articles?category_id=${category.id}`));
    expect(services.data.length).toBeGreaterThan(0);
    for (const a of services.data) expect(a.category).toEqual({ id: category.id, name: 'Servizi' });
    const inactive = list(await call('GET', '/articles?active=false'));
    expect(inactive.data.every((a) => a.active === false)).toBe(true);
    expect(inactive.data.map((a) => a.code)).toContain('ETK-100');
    const sorted = list(await call('GET', '/articles?sort=-price&page_size=3')).data.map((a) => Number(a.price));
    expect(sorted).toEqual([...sorted].sort((x, y) => y - x));
    expect((await call('GET', '/articles?sort=nope')).status).toBe(422);
  });

  it('sorts by category name and by the unit as the reader reads it, ties by id', async () => {
    const all = list(await call('GET', '/articles?page_size=100')).data;
    const byCategory = list(await call('GET', '/articles?sort=category&page_size=100')).data;
    // By the category's name (articles without one after the others going up); equal names by id.
    const nameOf = (a: Json) => (a.category as { name: string } | null)?.name ?? null;
    const byName = (direction: 1 | -1) => (x: Json, y: Json) => {
      const [nx, ny] = [nameOf(x), nameOf(y)];
      if (nx !== ny) return nx === null ? direction : ny === null ? -direction : nx < ny ? -direction : direction;
      return (x.id as number) - (y.id as number);
    };
    expect(byCategory.map((a) => a.id)).toEqual([...all].sort(byName(1)).map((a) => a.id));
    const down = list(await call('GET', '/articles?sort=-category&page_size=100')).data;
    expect(down.map((a) => a.id)).toEqual([...all].sort(byName(-1)).map((a) => a.id));
    expect(new Set(down.map(nameOf)).size).toBeGreaterThan(2);

    // The unit as the list shows it: in English "pz" reads "pcs" and "conf" "pk", so pieces sort before packs.
    const shortEn: Record<string, string> = { pz: 'pcs', conf: 'pk', m2: 'm²', m3: 'm³' };
    const units = (r: Reply) => list(r).data.map((a) => shortEn[String(a.unit)] ?? String(a.unit));
    const en = units(await call('GET', '/articles?sort=unit,id&page_size=100'));
    expect(en).toEqual([...en].sort());
    expect(en.indexOf('pcs')).toBeLessThan(en.indexOf('pk'));
    const itUnits = list(await server().request('acme', 'GET', '/articles?sort=unit&page_size=100', { token: admin, headers: { 'accept-language': 'it' } })).data.map((a) => String(a.unit));
    expect(itUnits.indexOf('conf')).toBeLessThan(itUnits.indexOf('pz'));
    expect(new Set(en).size).toBeGreaterThan(2);
  });

  it('keeps taxonomy codes unique per taxonomy, not across taxonomies', async () => {
    expect((await call('POST', '/article-lines', { code: 'DUP', name: 'Linea A' })).status).toBe(201);
    expect(codeTaken(await call('POST', '/article-lines', { code: 'DUP', name: 'Linea B' }))).toEqual(CODE_TAKEN);
    expect((await call('POST', '/article-types', { code: 'DUP', name: 'Tipo A' })).status).toBe(201);
    const t = data(await call('POST', '/article-groups', { name: 'Gruppo senza codice' }));
    expect(t).toMatchObject({ code: null, description: null });
    const u = await call('PUT', `/article-groups/${t.id}`, { name: 'Gruppo rinominato', description: 'Note' });
    expect(data(u)).toMatchObject({ name: 'Gruppo rinominato', description: 'Note' });
    // An id of another taxonomy is not found under this one.
    expect((await call('GET', `/article-divisions/${t.id}`)).status).toBe(404);
    expect((await call('GET', `/article-groups/${t.id}`)).status).toBe(200);
    expect((await call('POST', '/article-groups', { name: '' })).status).toBe(422);
  });
});

describe('classifications in use and their names', () => {
  const it_ = { 'accept-language': 'it' };
  const nameTaken = (r: Reply) => [r.status, (r.body as { errors?: Json }).errors];
  const NAME_TAKEN = [422, { name: ['This name is already in use.'] }];

  it('refuses to delete a category, brand, division, group, line or type articles use, saying how many (Italian and English)', async () => {
    const services = list(await call('GET', '/article-categories?search=Servizi')).data[0] as Json;
    const using = list(await call('GET', `/articles?category_id=${services.id}&page_size=1`)).meta.total;
    expect(using).toBeGreaterThan(1);
    const it = await server().request('acme', 'DELETE', `/article-categories/${services.id}`, { token: admin, headers: it_ });
    expect([it.status, (it.body as Json).message]).toEqual([409, `Questa voce è usata da ${using} articoli: assegna loro un'altra voce prima di eliminarla.`]);
    const en = await call('DELETE', `/article-categories/${services.id}`);
    expect([en.status, (en.body as Json).message]).toEqual([409, `This entry is used by ${using} articles: assign those articles another one first.`]);
    expect(list(await call('GET', `/articles?category_id=${services.id}&page_size=1`)).meta.total).toBe(using);

    const base = { description: 'Articolo classificato', unit: 'pz', price: '1', vat_rate: '22' };
    for (const kind of ['divisions', 'groups', 'lines', 'types'] as const) {
      const item = data(await call('POST', `/article-${kind}`, { name: `In uso ${kind}` }));
      const field = `${kind.slice(0, -1)}_id`;
      const article = data(await call('POST', '/articles', { ...base, code: `USE-${kind}`, [field]: item.id }));
      expect((await call('DELETE', `/article-${kind}/${item.id}`)).status).toBe(409);
      await call('DELETE', `/articles/${article.id}`);
      expect((await call('DELETE', `/article-${kind}/${item.id}`)).status).toBe(204);
    }
    const unused = data(await call('POST', '/article-categories', { name: 'Mai usata' }));
    expect((await call('DELETE', `/article-categories/${unused.id}`)).status).toBe(204);
    expect((await call('DELETE', `/article-categories/${unused.id}`)).status).toBe(404);
  });

  it('refuses to delete a warehouse articles have, even with no stock, saying how many', async () => {
    const wh = data(await call('POST', '/warehouses', { code: 'MAG-USO', name: 'Magazzino in uso' }));
    const article = data(await call('POST', '/articles', { code: 'USE-WH', description: 'In magazzino', unit: 'pz', price: '1', vat_rate: '22', warehouse_id: wh.id }));
    const refused = await server().request('acme', 'DELETE', `/warehouses/${wh.id}`, { token: admin, headers: it_ });
    expect([refused.status, (refused.body as Json).message]).toEqual([409, 'Il magazzino è assegnato a 1 articolo: assegnagli un altro magazzino prima di eliminarlo.']);
    expect(data(await call('GET', `/articles/${article.id}`))).toMatchObject({ warehouse: { id: wh.id } });
    await call('DELETE', `/articles/${article.id}`);
    expect((await call('DELETE', `/warehouses/${wh.id}`)).status).toBe(204);
  });

  it('refuses a name already used in the same taxonomy, warehouses or category scope, case and spacing aside; a record keeps its own name', async () => {
    const first = data(await call('POST', '/article-brands', { name: 'Marca Doppia' }));
    expect(nameTaken(await call('POST', '/article-brands', { name: '  marca   DOPPIA ' }))).toEqual(NAME_TAKEN);
    // Another taxonomy is another list.
    expect((await call('POST', '/article-lines', { name: 'Marca Doppia' })).status).toBe(201);
    const second = data(await call('POST', '/article-brands', { name: 'Marca Altra' }));
    expect(nameTaken(await call('PUT', `/article-brands/${second.id}`, { name: 'MARCA DOPPIA' }))).toEqual(NAME_TAKEN);
    expect((await call('PUT', `/article-brands/${first.id}`, { name: 'Marca Doppia', description: 'Stessa' })).status).toBe(200);
    expect((await call('PUT', `/article-brands/${first.id}`, { name: 'marca doppia' })).status).toBe(200);

    const seededCategory = list(await call('GET', '/article-categories?search=Servizi')).data[0] as Json;
    expect(nameTaken(await call('POST', '/article-categories', { name: 'servizi' }))).toEqual(NAME_TAKEN);
    expect((await call('PUT', `/article-categories/${seededCategory.id}`, { name: 'Servizi' })).status).toBe(200);

    const wh = list(await call('GET', '/warehouses')).data.find((w) => !w.is_default) as Json;
    expect(nameTaken(await call('POST', '/warehouses', { code: 'MAG-DUP', name: ` ${String(wh.name).toUpperCase()} ` }))).toEqual(NAME_TAKEN);
    const other = data(await call('POST', '/warehouses', { code: 'MAG-DUP', name: 'Deposito unico' }));
    expect(nameTaken(await call('PUT', `/warehouses/${other.id}`, { code: 'MAG-DUP', name: wh.name }))).toEqual(NAME_TAKEN);
    expect((await call('PUT', `/warehouses/${wh.id}`, { code: wh.code, name: wh.name, address: wh.address, is_default: false })).status).toBe(200);

    const fair = data(await call('POST', '/categories', { name: 'Fiera unica', scope: 'general' }));
    expect(nameTaken(await call('POST', '/categories', { name: 'FIERA  unica', scope: 'general' }))).toEqual(NAME_TAKEN);
    // Scopes are separate lists: the works' "Fiera unica" is another category.
    const works = data(await call('POST', '/categories', { name: 'Fiera unica', scope: 'work' }));
    expect(nameTaken(await call('PUT', `/categories/${works.id}`, { name: 'fiera unica', scope: 'general' }))).toEqual(NAME_TAKEN);
    expect((await call('PUT', `/categories/${fair.id}`, { name: 'Fiera unica', scope: 'general', color: '#112233' })).status).toBe(200);
    expect((await call('PUT', '/categories/999999', { name: 'Nessuna', scope: 'general' })).status).toBe(404);
  });
});

describe('warehouses', () => {
  it('moves the default flag and refuses to delete the default or a stocked warehouse', async () => {
    const all = list(await call('GET', '/warehouses')).data;
    const central = all.find((w) => w.is_default) as Json;
    expect((await call('DELETE', `/warehouses/${central.id}`)).status).toBe(409);
    const stocked = all.find((w) => w.code === 'MAG-02') as Json;
    expect((await call('DELETE', `/warehouses/${stocked.id}`)).status).toBe(409);

    const fresh = data(await call('POST', '/warehouses', { code: 'MAG-T', name: 'Magazzino test', is_default: true }));
    expect(fresh).toMatchObject({ is_default: true, address: null });
    expect(data(await call('GET', `/warehouses/${central.id}`))).toMatchObject({ is_default: false });
    expect(codeTaken(await call('POST', '/warehouses', { code: 'MAG-T', name: 'Doppio' }))).toEqual(CODE_TAKEN);
    await call('PUT', `/warehouses/${central.id}`, { code: central.code, name: central.name, address: central.address, is_default: true });
    expect(list(await call('GET', '/warehouses')).data.filter((w) => w.is_default).map((w) => w.id)).toEqual([central.id]);
    expect((await call('DELETE', `/warehouses/${fresh.id}`)).status).toBe(204);
    expect((await call('GET', `/warehouses/${fresh.id}`)).status).toBe(404);
  });
});

describe('categories', () => {
  it('lists every row without page_size (no default page size) and filters by scope', async () => {
    for (let i = 0; i < 52; i++) await call('POST', '/categories', { name: `Categoria ${String(i).padStart(2, '0')}`, scope: 'work' });
    const all = list(await call('GET', '/categories'));
    expect(all.data.length).toBe(all.meta.total);
    expect(all.meta.total).toBeGreaterThan(50);
    expect(all.meta).toMatchObject({ current_page: 1, last_page: 1, per_page: all.meta.total });
    const paged = list(await call('GET', '/categories?page_size=10&page=2'));
    expect(paged.data).toHaveLength(10);
    expect(paged.meta).toMatchObject({ current_page: 2, per_page: 10 });
    const docs = list(await call('GET', '/categories?scope=document'));
    expect(docs.data.length).toBeGreaterThan(0);
    expect(docs.data.every((c) => c.scope === 'document')).toBe(true);
    expect((await call('GET', '/categories?scope=nope')).status).toBe(422);
  });

  it('creates, updates and deletes a category', async () => {
    const c = data(await call('POST', '/categories', { name: 'Fiere', scope: 'general', color: '#aabbcc' }));
    expect(c).toMatchObject({ name: 'Fiere', scope: 'general', color: '#aabbcc', description: null });
    expect(data(await call('PUT', `/categories/${c.id}`, { name: 'Fiere 2026', scope: 'general', color: null }))).toMatchObject({ name: 'Fiere 2026', color: null });
    expect((await call('POST', '/categories', { name: 'X', scope: 'general', color: 'red' })).status).toBe(422);
    expect((await call('DELETE', `/categories/${c.id}`)).status).toBe(204);
    expect((await call('DELETE', `/categories/${c.id}`)).status).toBe(404);
  });
});

describe('price lists', () => {
  const articleId = async (code: string) => (list(await call('GET', `/articles?search=${code}`)).data[0] as Json).id as number;

  it('creates a list with articles, reads it with them, and replaces them on update', async () => {
    const a = await articleId('FLM-0023');
    const b = await articleId('NST-AV50');
    const created = await call('POST', '/price-lists', { name: 'Listino test', code: 'LT1', articles: [{ article_id: a, price: '3.10', discount_percent: '5' }, { article_id: b }] });
    expect(created.status).toBe(201);
    const pl = data(created);
    expect(pl).toMatchObject({ name: 'Listino test', currency: 'EUR', articles_count: 2, valid_from: null });
    expect(pl.articles).toEqual([
      { article_id: a, code: 'FLM-0023', description: expect.any(String), unit: 'kg', list_price: '3.85', price: '3.10', discount_percent: '5.00' },
      { article_id: b, code: 'NST-AV50', description: expect.any(String), unit: 'pz', list_price: '1.10', price: '1.10', discount_percent: '0.00' },
    ]);
    expect(data(await call('GET', `/price-lists/${pl.id}`))).toEqual(pl);
    expect(codeTaken(await call('POST', '/price-lists', { name: 'Doppio', code: 'LT1' }))).toEqual(CODE_TAKEN);
    expect((await call('POST', '/price-lists', { name: 'Doppioni', articles: [{ article_id: a }, { article_id: a }] })).status).toBe(422);
    expect((await call('POST', '/price-lists', { name: 'Date', valid_from: '2026-05-01', valid_to: '2026-04-01' })).status).toBe(422);

    // Without `articles` the set stays; with it, it is replaced.
    const renamed = data(await call('PUT', `/price-lists/${pl.id}`, { name: 'Listino test 2', code: 'LT1' }));
    expect(renamed).toMatchObject({ name: 'Listino test 2', articles_count: 2 });
    const replaced = data(await call('PUT', `/price-lists/${pl.id}`, { name: 'Listino test 2', articles: [{ article_id: b, price: '0.95' }] }));
    expect(replaced.articles).toMatchObject([{ article_id: b, price: '0.95' }]);
    expect(replaced).toMatchObject({ code: null, articles_count: 1 });
    expect((await call('DELETE', `/price-lists/${pl.id}`)).status).toBe(204);
    expect((await call('GET', `/price-lists/${pl.id}`)).status).toBe(404);
  });

  it('adds (409 when present), updates and removes articles of a list', async () => {
    const pl = data(await call('POST', '/price-lists', { name: 'Listino articoli' }));
    const a = await articleId('SCT-403020');
    const added = await call('POST', `/price-lists/${pl.id}/articles`, { article_id: a, discount_percent: '12.5' });
    expect(added.status).toBe(201);
    expect(data(added)).toEqual({ article_id: a, code: 'SCT-403020', description: expect.any(String), unit: 'pz', list_price: '0.95', price: '0.95', discount_percent: '12.50' });
    expect((await call('POST', `/price-lists/${pl.id}/articles`, { article_id: a })).status).toBe(409);
    expect((await call('POST', `/price-lists/${pl.id}/articles`, { article_id: 999999 })).status).toBe(422);
    expect(data(await call('PUT', `/price-lists/${pl.id}/articles/${a}`, { price: '0.8' }))).toMatchObject({ price: '0.80', discount_percent: '12.50' });
    expect((await call('PUT', `/price-lists/${pl.id}/articles/${a}`, {})).status).toBe(422);
    const items = list(await call('GET', `/price-lists/${pl.id}/articles?search=cartone`));
    expect(items.data.map((i) => i.article_id)).toEqual([a]);
    expect(list(await call('GET', `/price-lists/${pl.id}/articles?search=zzz`)).meta.total).toBe(0);
    expect((await call('DELETE', `/price-lists/${pl.id}/articles/${a}`)).status).toBe(204);
    expect((await call('DELETE', `/price-lists/${pl.id}/articles/${a}`)).status).toBe(404);
    expect((await call('PUT', `/price-lists/${pl.id}/articles/${a}`, { price: '1' })).status).toBe(404);
    // The article itself is kept.
    expect((await call('GET', `/articles/${a}`)).status).toBe(200);
  });

  it('lists every price list without page_size', async () => {
    const all = list(await call('GET', '/price-lists'));
    expect(all.data.length).toBe(all.meta.total);
    expect(all.meta.last_page).toBe(1);
  });
});

describe('quotes', () => {
  let customerId = 0;
  beforeAll(async () => {
    const [acme] = await server().database.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, 'acme'));
    const [c] = await server()
      .database.db.insert(profiles)
      .values({ tenantId: acme?.id ?? 0, type: 'customer', businessName: 'Ferramenta Rossi S.n.c.', email: 'ordini@ferramentarossi.it' })
      .returning({ id: profiles.id });
    customerId = c?.id ?? 0;
  });

  const row = { description: 'Busta stampata', quantity: '3', unit: 'pz', unit_price: '19.99', discount_percent: '10', vat_rate: '22' };

  it('sorts by customer name and by gross total, ties by id', async () => {
    const other = data(await call('POST', '/quotes', { date: '2035-05-01', customer_id: customerId, rows: [{ ...row, quantity: '100' }] }));
    const small = data(await call('POST', '/quotes', { date: '2035-05-02', customer_id: customerId, rows: [{ ...row, quantity: '1' }] }));
    const all = list(await call('GET', '/quotes?page_size=100')).data;
    const gross = (q: Json) => Number((q.totals as { gross: string }).gross);
    const name = (q: Json) => (q.customer as { name: string }).name;
    const byId = (x: Json, y: Json) => (x.id as number) - (y.id as number);

    const byTotal = list(await call('GET', '/quotes?sort=total&page_size=100')).data;
    expect(byTotal.map((q) => q.id)).toEqual([...all].sort((x, y) => gross(x) - gross(y) || byId(x, y)).map((q) => q.id));
    const down = list(await call('GET', '/quotes?sort=-total&page_size=100')).data;
    expect(down.map((q) => q.id)).toEqual([...all].sort((x, y) => gross(y) - gross(x) || byId(x, y)).map((q) => q.id));
    expect(down.findIndex((q) => q.id === other.id)).toBeLessThan(down.findIndex((q) => q.id === small.id));

    const byCustomer = list(await call('GET', '/quotes?sort=customer&page_size=100')).data;
    expect(byCustomer.map((q) => q.id)).toEqual([...all].sort((x, y) => (name(x) < name(y) ? -1 : name(x) > name(y) ? 1 : byId(x, y))).map((q) => q.id));
    expect(new Set(byCustomer.map(name)).size).toBeGreaterThan(1);
    expect((await call('GET', '/quotes?sort=customer_id')).status).toBe(422);
  });

  it('creates a draft with server-computed exact totals and a per-year number', async () => {
    const created = await call('POST', '/quotes', { date: '2031-03-10', customer_id: customerId, rows: [row] });
    expect(created.status).toBe(201);
    const q = data(created);
    expect(q).toMatchObject({
      number: '2031/0001',
      status: 'draft',
      customer: { id: customerId, name: 'Ferramenta Rossi S.n.c.', type: 'customer' },
      price_list: null,
      sent_at: null,
      rows: [{ article_id: null, description: 'Busta stampata', quantity: '3', unit_price: '19.99', discount_percent: '10.00', vat_rate: '22.00', total: '53.97' }],
      totals: { net: '53.97', vat: '11.87', gross: '65.84' },
    });
    const second = data(await call('POST', '/quotes', { date: '2031-06-01', customer_id: customerId, rows: [] }));
    expect(second).toMatchObject({ number: '2031/0002', totals: { net: '0.00', vat: '0.00', gross: '0.00' } });
    const otherYear = data(await call('POST', '/quotes', { date: '2032-01-02', customer_id: customerId, rows: [] }));
    expect(otherYear.number).toBe('2032/0001');
    expect(data(await call('GET', `/quotes/${q.id}`))).toEqual(q);
  });

  it('updates rows (rows with an id keep it) and status; validates ids', async () => {
    const q = data(await call('POST', '/quotes', { date: '2031-04-01', customer_id: customerId, rows: [row, { ...row, description: 'Seconda riga' }] }));
    const [first] = q.rows as Json[];
    const pl = list(await call('GET', '/price-lists')).data[0] as Json;
    const edit = {
      date: '2031-04-02',
      customer_id: customerId,
      price_list_id: pl.id,
      rows: [{ ...row, id: first?.id, quantity: '2' }, { description: 'Trasporto', quantity: '1', unit_price: '85', vat_rate: '22' }],
    };
    // The content is edited while a draft; once sent, only the customer's answer is recorded (same content).
    expect((await call('PUT', `/quotes/${q.id}`, edit)).status).toBe(200);
    expect((await call('POST', `/quotes/${q.id}/send-to-assigned-customer`, {})).status).toBe(200);
    const updated = await call('PUT', `/quotes/${q.id}`, { ...edit, status: 'accepted' });
    expect(updated.status).toBe(200);
    const u = data(updated);
    expect(u).toMatchObject({ status: 'accepted', number: q.number, price_list: { id: pl.id, name: pl.name } });
    const rows = u.rows as Json[];
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ id: first?.id, quantity: '2', total: '35.98' });
    expect(rows[1]).toMatchObject({ description: 'Trasporto', total: '85.00', discount_percent: '0.00' });
    // 35.98 + 85.00 = 120.98; VAT 7.92 + 18.70 = 26.62.
    expect(u.totals).toEqual({ net: '120.98', vat: '26.62', gross: '147.60' });

    expect((await call('PUT', `/quotes/${q.id}`, { date: '2031-04-02', customer_id: customerId, rows: [{ ...row, id: 999999 }] })).status).toBe(422);
    expect((await call('POST', '/quotes', { date: '2031-04-01', customer_id: 999999, rows: [] })).status).toBe(422);
    expect((await call('POST', '/quotes', { date: '2031-04-01', customer_id: customerId, rows: [{ ...row, article_id: 999999 }] })).status).toBe(422);
    expect((await call('POST', '/quotes', { date: 'yesterday', customer_id: customerId, rows: [] })).status).toBe(422);
    expect((await call('PUT', '/quotes/999999', { date: '2031-04-02', customer_id: customerId, rows: [] })).status).toBe(404);
    expect((await call('DELETE', `/quotes/${q.id}`)).status).toBe(405);
  });

  it('filters quotes by status, customer and dates', async () => {
    const mine = list(await call('GET', `/quotes?customer_id=${customerId}&from=2031-01-01&to=2031-12-31`));
    expect(mine.data.length).toBeGreaterThanOrEqual(3);
    expect(mine.data.every((q) => String(q.date).startsWith('2031'))).toBe(true);
    // Newest first.
    const dates = mine.data.map((q) => String(q.date));
    expect(dates).toEqual([...dates].sort().reverse());
    const drafts = list(await call('GET', '/quotes?status=draft'));
    expect(drafts.data.every((q) => q.status === 'draft')).toBe(true);
    expect(list(await call('GET', '/quotes?search=Ferramenta%20Rossi')).meta.total).toBe(mine.meta.total + (list(await call('GET', `/quotes?customer_id=${customerId}&from=2032-01-01`)).meta.total));
  });

  it('e-mails a quote to its customer: outbox message, status sent, sent_at; 409 without an address', async () => {
    const q = data(await call('POST', '/quotes', { date: '2031-05-05', customer_id: customerId, rows: [row] }));
    const sent = await call('POST', `/quotes/${q.id}/send-to-assigned-customer`, { subject: 'Il vostro preventivo', message: 'Buongiorno, ecco il preventivo.' });
    expect(sent.status).toBe(200);
    expect(data(sent)).toMatchObject({ status: 'sent', sent_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/) });
    const mails = await server().database.db.select().from(outbox).where(and(eq(outbox.to, 'ordini@ferramentarossi.it'), eq(outbox.subject, 'Il vostro preventivo')));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('Buongiorno, ecco il preventivo.');
    expect(mails[0]?.text).toContain('65,84 €');
    // From the tenant (its mail settings in the demo seed), answers to its sales office.
    type Address = { address: string; name: string };
    const message = mails[0]?.message as { from?: Address | Address[]; replyTo?: Address | Address[] };
    expect([message.from].flat()[0]).toEqual({ address: 'commerciale@acme.test', name: 'Acme Forniture — Ufficio commerciale' });
    expect([message.replyTo].flat()[0]?.address).toBe('offerte@acme.test');
    // Default subject; an accepted quote keeps its status when sent again.
    await call('PUT', `/quotes/${q.id}`, { date: '2031-05-05', customer_id: customerId, status: 'accepted', rows: [row] });
    const again = await call('POST', `/quotes/${q.id}/send-to-assigned-customer`, {});
    expect(data(again)).toMatchObject({ status: 'accepted' });
    const byDefault = await server().database.db.select().from(outbox).where(eq(outbox.subject, `Preventivo ${String(q.number)}`));
    expect(byDefault).toHaveLength(1);

    const [acme] = await server().database.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, 'acme'));
    const [silent] = await server()
      .database.db.insert(profiles)
      .values({ tenantId: acme?.id ?? 0, type: 'customer', businessName: 'Cliente senza e-mail', email: null })
      .returning({ id: profiles.id });
    const noMail = data(await call('POST', '/quotes', { date: '2031-05-06', customer_id: silent?.id, rows: [] }));
    const refused = await call('POST', `/quotes/${noMail.id}/send-to-assigned-customer`, {});
    // Not a conflict: the customer lacks the address the send needs (422, a code the app reads, the field named).
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ code: 'customer_without_email', errors: { customer_id: ['The customer has no e-mail address.'] } });
    expect(data(await call('GET', `/quotes/${noMail.id}`))).toMatchObject({ status: 'draft', sent_at: null });
  });

  it('answers 502 and leaves the quote unsent when the mail transport cannot deliver', async () => {
    const q = data(await call('POST', '/quotes', { date: '2031-05-07', customer_id: customerId, rows: [row] }));
    // SMTP on a port nothing listens on: the transport fails as a mail server that is down.
    const mailDown = server().withConfig({ smtpUrl: 'smtp://127.0.0.1:9' });
    const failed = await mailDown.request('acme', 'POST', `/quotes/${q.id}/send-to-assigned-customer`, { token: admin, body: { subject: 'Preventivo non recapitato' } });
    expect(failed.status).toBe(502);
    expect((failed.body as { message: string }).message).toMatch(/could not be delivered/);
    expect(data(await call('GET', `/quotes/${q.id}`))).toMatchObject({ status: 'draft', sent_at: null });
    const [mail] = await server().database.db.select().from(outbox).where(eq(outbox.subject, 'Preventivo non recapitato'));
    expect(mail?.status).toBe('failed');
  });
});

describe('tenancy and permissions', () => {
  it("answers 404 for another tenant's records", async () => {
    const article = list(await call('GET', '/articles')).data[0] as Json;
    const wh = list(await call('GET', '/warehouses')).data[0] as Json;
    const pl = list(await call('GET', '/price-lists')).data[0] as Json;
    const quote = list(await call('GET', '/quotes')).data[0] as Json;
    const cat = list(await call('GET', '/categories')).data[0] as Json;
    const brand = list(await call('GET', '/article-brands')).data[0] as Json;
    const cross = (method: string, path: string, body?: unknown) => server().request('borgo', method, path, { token: borgo, ...(body === undefined ? {} : { body }) });
    expect((await cross('GET', `/articles/${article.id}`)).status).toBe(404);
    expect((await cross('PUT', `/articles/${article.id}`, { code: 'X', description: 'X', unit: 'pz', price: '1', vat_rate: '22' })).status).toBe(404);
    expect((await cross('DELETE', `/articles/${article.id}`)).status).toBe(404);
    expect((await cross('GET', `/article-brands/${brand.id}`)).status).toBe(404);
    expect((await cross('DELETE', `/article-brands/${brand.id}`)).status).toBe(404);
    expect((await cross('GET', `/warehouses/${wh.id}`)).status).toBe(404);
    expect((await cross('DELETE', `/warehouses/${wh.id}`)).status).toBe(404);
    expect((await cross('GET', `/price-lists/${pl.id}`)).status).toBe(404);
    expect((await cross('GET', `/price-lists/${pl.id}/articles`)).status).toBe(404);
    expect((await cross('POST', `/price-lists/${pl.id}/articles`, { article_id: article.id })).status).toBe(404);
    expect((await cross('DELETE', `/price-lists/${pl.id}`)).status).toBe(404);
    expect((await cross('GET', `/quotes/${quote.id}`)).status).toBe(404);
    expect((await cross('POST', `/quotes/${quote.id}/send-to-assigned-customer`, {})).status).toBe(404);
    expect((await cross('PUT', `/categories/${cat.id}`, { name: 'X', scope: 'general' })).status).toBe(404);
    expect((await cross('DELETE', `/categories/${cat.id}`)).status).toBe(404);
    // A customer of another tenant cannot be quoted.
    expect((await cross('POST', '/quotes', { date: '2031-01-01', customer_id: (quote.customer as Json).id, rows: [] })).status).toBe(422);
    // Lists never show another tenant's rows.
    const theirs = list(await cross('GET', '/articles?search=TST-'));
    expect(theirs.meta.total).toBe(0);
  });

  it('answers 403 to roles lacking the permission', async () => {
    const article = list(await call('GET', '/articles')).data[0] as Json;
    expect((await call('GET', '/articles', undefined, operator)).status).toBe(200);
    expect((await call('POST', '/articles', { code: 'OP-1', description: 'X', unit: 'pz', price: '1', vat_rate: '22' }, operator)).status).toBe(403);
    expect((await call('POST', '/article-brands', { name: 'X' }, operator)).status).toBe(403);
    expect((await call('DELETE', `/articles/${article.id}`, undefined, supervisor)).status).toBe(403);
    expect((await call('POST', '/quotes', { date: '2031-01-01', customer_id: 1, rows: [] }, operator)).status).toBe(403);
    expect((await call('DELETE', '/warehouses/1', undefined, supervisor)).status).toBe(403);
    expect((await call('POST', '/price-lists', { name: 'X' }, operator)).status).toBe(403);
    expect((await call('GET', '/articles')).status).toBe(200);
    expect((await server().request('acme', 'GET', '/articles')).status).toBe(401);
  });
});
