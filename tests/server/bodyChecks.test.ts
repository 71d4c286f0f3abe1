import { beforeAll, describe, expect, it } from 'vitest';
import { BODY_CHECKS } from '../../server/src/modules/bodyChecks.ts';
import { at } from './harness.ts';
import { openSection } from './sectionLogin.ts';
import { useTestServer } from './useServer.ts';

// Every operation of bodyChecks.ts, table-driven: one submission with a contract error AND an error the handler finds
// (a taken name or code, an end before its start, an unknown reference) answers both in one 422, so nobody fixes one
// field, saves again and meets the next. Removing a registration makes its row fail (the handler's error goes missing);
// a registration without a row fails the first test.

type Row = Record<string, unknown> & { id: number };
type Case = { readonly method: 'POST' | 'PUT'; readonly path: string; readonly body: Record<string, unknown>; readonly fields: readonly string[] };

const server = useTestServer();
const NOWHERE = 999_999;
const TAXONOMIES = { ArticleCategory: 'article-categories', ArticleBrand: 'article-brands', ArticleDivision: 'article-divisions', ArticleGroup: 'article-groups', ArticleLine: 'article-lines', ArticleType: 'article-types' } as const;

const admin = async (method: string, path: string, body?: unknown) =>
  server().request('acme', method, path, { token: await server().token('acme', 'admin@acme.test'), ...(body !== undefined ? { body } : {}) });
const list = async (path: string): Promise<Row[]> => {
  const r = await admin('GET', `${path}${path.includes('?') ? '&' : '?'}page_size=100`);
  expect(r.status, `${path}: ${r.text}`).toBe(200);
  return (r.body as { data: Row[] }).data;
};
const made = async (path: string, body: Record<string, unknown>): Promise<Row> => {
  const r = await admin('POST', path, body);
  expect(r.status, `${path}: ${r.text}`).toBe(201);
  return (r.body as { data: Row }).data;
};
const two = <T,>(rows: readonly T[], what: string): [T, T] => {
  const [a, b] = rows;
  if (a === undefined || b === undefined) throw new Error(`the seed has fewer than two ${what}`);
  return [a, b];
};

/** The registered operations (a row each below): removing a registration fails its row, adding one without a row fails the first test. */
const OPERATIONS = [
  ...['Profile', 'Company', 'User', 'Role', 'Article', ...Object.keys(TAXONOMIES), 'Category', 'Warehouse', 'PriceList', 'Task', 'Work', 'WorkPhase', 'CalendarEvent', 'Vacation'].flatMap((r) => [`create${r}`, `update${r}`]),
  ...['Quote', 'Proposal', 'Sample', 'SalesReport', 'Goal', 'Package'].flatMap((r) => [`create${r}`, `update${r}`]),
].sort();

const cases = new Map<string, Case>();

beforeAll(async () => {
  const add = (operationId: string, c: Case) => cases.set(operationId, c);
  // Goals and packages are of the evaluators' section.
  await openSection(server(), 'acme', await server().token('acme', 'admin@acme.test'));

  const [, operator] = two((await list('/users')).sort((a, b) => a.id - b.id), 'users');
  const adminRow = (await list('/users')).find((u) => u.email === 'admin@acme.test');
  const roles = await list('/roles');
  const [roleA, roleB] = two(roles, 'roles');
  add('createUser', { method: 'POST', path: '/users', body: { name: 5, email: String(operator.email).toUpperCase(), role_id: NOWHERE }, fields: ['email', 'name', 'role_id'] });
  add('updateUser', { method: 'PUT', path: `/users/${operator.id}`, body: { name: 5, email: adminRow?.email } , fields: ['email', 'name'] });
  add('createRole', { method: 'POST', path: '/roles', body: { name: roleA.name, label: 5 }, fields: ['label', 'name'] });
  add('updateRole', { method: 'PUT', path: `/roles/${roleB.id}`, body: { name: roleA.name, label: 5 }, fields: ['label', 'name'] });

  for (const [kind, path] of Object.entries(TAXONOMIES)) {
    const first = await made(`/${path}`, { code: `BC1-${kind}`, name: `Prima ${kind}` });
    const second = await made(`/${path}`, { code: `BC2-${kind}`, name: `Seconda ${kind}` });
    add(`create${kind}`, { method: 'POST', path: `/${path}`, body: { code: 5, name: first.name }, fields: ['code', 'name'] });
    add(`update${kind}`, { method: 'PUT', path: `/${path}/${second.id}`, body: { code: first.code, name: first.name, description: 5 }, fields: ['code', 'description', 'name'] });
  }

  const [articleA, articleB] = two(await list('/articles'), 'articles');
  const article = { description: 'Articolo', unit: 'nonsense', price: '1.00', vat_rate: '22', category_id: NOWHERE };
  add('createArticle', { method: 'POST', path: '/articles', body: { ...article, code: articleA.code }, fields: ['category_id', 'code', 'unit'] });
  add('updateArticle', { method: 'PUT', path: `/articles/${articleB.id}`, body: { ...article, code: articleA.code }, fields: ['category_id', 'code', 'unit'] });

  const categoryA = await made('/categories', { name: 'Categoria uno', scope: 'work' });
  const categoryB = await made('/categories', { name: 'Categoria due', scope: 'work' });
  add('createCategory', { method: 'POST', path: '/categories', body: { name: categoryA.name, scope: 'work', color: 'blue-ish' }, fields: ['color', 'name'] });
  add('updateCategory', { method: 'PUT', path: `/categories/${categoryB.id}`, body: { name: categoryA.name, scope: 'work', description: 5 }, fields: ['description', 'name'] });

  const warehouseA = await made('/warehouses', { code: 'BC-W1', name: 'Magazzino uno' });
  const warehouseB = await made('/warehouses', { code: 'BC-W2', name: 'Magazzino due' });
  const warehouse = { code: warehouseA.code, name: warehouseA.name, is_default: 'yes' };
  add('createWarehouse', { method: 'POST', path: '/warehouses', body: warehouse, fields: ['code', 'is_default', 'name'] });
  add('updateWarehouse', { method: 'PUT', path: `/warehouses/${warehouseB.id}`, body: warehouse, fields: ['code', 'is_default', 'name'] });

  const listA = await made('/price-lists', { name: 'Listino uno', code: 'BC-L1' });
  const listB = await made('/price-lists', { name: 'Listino due', code: 'BC-L2' });
  const priceList = { name: 5, code: listA.code, valid_from: '2026-05-02', valid_to: '2026-05-01' };
  add('createPriceList', { method: 'POST', path: '/price-lists', body: priceList, fields: ['code', 'name', 'valid_to'] });
  add('updatePriceList', { method: 'PUT', path: `/price-lists/${listB.id}`, body: priceList, fields: ['code', 'name', 'valid_to'] });

  const reversed = { start: '2026-05-02 10:00:00', end: '2026-05-01 10:00:00' };
  const [task] = await list('/tasks');
  add('createTask', { method: 'POST', path: '/tasks', body: { summary: 5, ...reversed, profile_id: NOWHERE }, fields: ['end', 'profile_id', 'summary'] });
  add('updateTask', { method: 'PUT', path: `/tasks/${task?.id}`, body: { summary: 5, ...reversed, work_id: NOWHERE }, fields: ['end', 'summary', 'work_id'] });

  const [workA, workB] = two(await list('/works'), 'works');
  const work = { name: 5, start_date: '2026-05-02', end_date: '2026-05-01', work_type_id: NOWHERE };
  add('createWork', { method: 'POST', path: '/works', body: work, fields: ['end_date', 'name', 'work_type_id'] });
  add('updateWork', { method: 'PUT', path: `/works/${workB.id}`, body: { ...work, code: workA.code }, fields: ['code', 'end_date', 'name', 'work_type_id'] });

  const phase = await made(`/works/${workA.id}/phases`, { name: 'Rilievo' });
  const phaseBody = { name: 5, start_date: '2026-05-02', end_date: '2026-05-01' };
  add('createWorkPhase', { method: 'POST', path: `/works/${workA.id}/phases`, body: phaseBody, fields: ['end_date', 'name'] });
  add('updateWorkPhase', { method: 'PUT', path: `/works/${workA.id}/phases/${phase.id}`, body: phaseBody, fields: ['end_date', 'name'] });

  const calendar = (await list('/calendars')).find((c) => c.type === 'company') ?? (await list('/calendars'))[0];
  const event = await made(`/calendars/${calendar?.id}/events`, { summary: 'Riunione', start: '2026-05-04 09:00:00', end: '2026-05-04 10:00:00' });
  add('createCalendarEvent', { method: 'POST', path: `/calendars/${calendar?.id}/events`, body: { summary: 5, ...reversed, task_id: NOWHERE }, fields: ['end', 'summary', 'task_id'] });
  add('updateCalendarEvent', { method: 'PUT', path: `/calendars/${calendar?.id}/events/${event.id}`, body: { summary: 5, ...reversed, attendees: { users: [NOWHERE] } }, fields: ['attendees.users', 'end', 'summary'] });

  const [vacation] = await list('/vacations');
  add('createVacation', { method: 'POST', path: '/vacations', body: { type: 'nonsense', ...reversed, user_id: NOWHERE }, fields: ['end', 'type', 'user_id'] });
  add('updateVacation', { method: 'PUT', path: `/vacations/${vacation?.id}`, body: { type: 'nonsense', ...reversed }, fields: ['end', 'type'] });

  const [quote] = await list('/quotes');
  const quoteBody = { date: '2026-05-10', valid_until: '2026-05-01', customer_id: NOWHERE, price_list_id: NOWHERE, rows: 'none' };
  add('createQuote', { method: 'POST', path: '/quotes', body: quoteBody, fields: ['customer_id', 'price_list_id', 'rows', 'valid_until'] });
  add('updateQuote', { method: 'PUT', path: `/quotes/${quote?.id}`, body: quoteBody, fields: ['customer_id', 'price_list_id', 'rows', 'valid_until'] });

  const [proposal] = await list('/proposals');
  add('createProposal', { method: 'POST', path: '/proposals', body: { customer_id: NOWHERE, agent_id: NOWHERE, rows: 'none' }, fields: ['agent_id', 'customer_id', 'rows'] });
  add('updateProposal', { method: 'PUT', path: `/proposals/${proposal?.id}`, body: { customer_id: NOWHERE, validity_days: 'long' }, fields: ['customer_id', 'edit_type', 'validity_days'] });

  const [sample] = await list('/samples');
  const sampleBody = { date: 'soon', customer_id: NOWHERE, agent_id: NOWHERE, sales_manager_id: NOWHERE };
  add('createSample', { method: 'POST', path: '/samples', body: sampleBody, fields: ['agent_id', 'customer_id', 'date', 'sales_manager_id'] });
  add('updateSample', { method: 'PUT', path: `/samples/${sample?.id}`, body: sampleBody, fields: ['agent_id', 'customer_id', 'date', 'sales_manager_id'] });

  const [report] = await list('/sales-reports');
  const reportBody = { date: '2026-05-10', profile_id: NOWHERE, contact_type: 'nonsense', summary: 'Visita', next_action_at: '2026-05-01' };
  add('createSalesReport', { method: 'POST', path: '/sales-reports', body: reportBody, fields: ['contact_type', 'next_action_at', 'profile_id'] });
  add('updateSalesReport', { method: 'PUT', path: `/sales-reports/${report?.id}`, body: reportBody, fields: ['contact_type', 'next_action_at', 'profile_id'] });

  const [goal] = await list('/goals');
  add('createGoal', { method: 'POST', path: '/goals', body: { title: 5, weight: '0', year: 2026 }, fields: ['title', 'weight'] });
  add('updateGoal', { method: 'PUT', path: `/goals/${goal?.id}`, body: { title: 5, weight: '0.0', year: 2026 }, fields: ['title', 'weight'] });

  const [packageA, packageB] = two(await list('/packages'), 'packages');
  const taken = { user_id: packageA.user_id ?? at(packageA, 'user.id'), year: packageA.year, period_start: '2026-05-02', period_end: '2026-05-01', goals: 'none' };
  add('createPackage', { method: 'POST', path: '/packages', body: taken, fields: ['goals', 'period_end', 'user_id'] });
  add('updatePackage', { method: 'PUT', path: `/packages/${packageB.id}`, body: taken, fields: ['goals', 'period_end', 'user_id'] });

  // Profiles and companies (directory.ts has their detailed test).
  const [profile] = await list('/profiles?type=customer');
  const [company] = await list('/companies');
  add('createProfile', { method: 'POST', path: '/profiles', body: { type: 'customer', business_name: 'Due Giri', email: 'no', vat_number: '12345678901' }, fields: ['email', 'vat_number'] });
  add('updateProfile', { method: 'PUT', path: `/profiles/${profile?.id}`, body: { type: 'customer', email: 'no', vat_number: '12345678901' }, fields: ['email', 'vat_number'] });
  add('createCompany', { method: 'POST', path: '/companies', body: { name: 'Due Giri', email: 'no', vat_number: '12345678901' }, fields: ['email', 'vat_number'] });
  add('updateCompany', { method: 'PUT', path: `/companies/${company?.id}`, body: { name: 'Due Giri', email: 'no', vat_number: '12345678901' }, fields: ['email', 'vat_number'] });
}, 120_000);

describe('one 422 lists the contract errors and the handler errors of a submission', () => {
  it('has a row for every registered operation, each an operation of the contract', () => {
    const operations = new Set(server().contract.routes.operations.map((op) => op.operationId));
    expect(Object.keys(BODY_CHECKS).filter((id) => !operations.has(id))).toEqual([]);
    expect(Object.keys(BODY_CHECKS).sort()).toEqual(OPERATIONS);
    expect([...cases.keys()].sort()).toEqual(OPERATIONS);
  });

  it.each(OPERATIONS)('%s', async (operationId) => {
    const c = cases.get(operationId);
    if (!c) throw new Error(`no row for ${operationId}`);
    const r = await admin(c.method, c.path, c.body);
    expect(r.status, r.text).toBe(422);
    expect(Object.keys(at(r.body, 'errors') as object).sort(), r.text).toEqual([...c.fields].sort());
    // One sentence per field: the handler's rule adds nothing to a field the contract already named.
    for (const field of c.fields) expect((at(r.body, 'errors') as Record<string, unknown[]>)[field], field).toHaveLength(1);
  });

  it('sends no string holding a NUL character to the database (the pipeline refuses it at its field)', async () => {
    const c = cases.get('createWarehouse');
    const r = await admin('POST', '/warehouses', { ...c?.body, code: 'MAG\u0000' });
    expect(r.status, r.text).toBe(422);
    expect(Object.keys(at(r.body, 'errors') as object).sort()).toEqual(['code', 'is_default', 'name']);
    const user = await admin('POST', '/users', { name: 5, email: 'a\u0000@acme.test', role_id: 1 });
    expect(user.status, user.text).toBe(422);
  });

  it('leaves a body the contract accepts to the handler, which also answers all its own errors together', async () => {
    const fields = async (operationId: string, fix: Record<string, unknown>) => {
      const c = cases.get(operationId);
      if (!c) throw new Error(`no row for ${operationId}`);
      const r = await admin(c.method, c.path, { ...c.body, ...fix });
      expect(r.status, r.text).toBe(422);
      return Object.keys(at(r.body, 'errors') as object).sort();
    };
    expect(await fields('createWarehouse', { is_default: false })).toEqual(['code', 'name']);
    expect(await fields('updateArticleBrand', { description: null })).toEqual(['code', 'name']);
    expect(await fields('updateArticle', { unit: 'pz' })).toEqual(['category_id', 'code']);
    expect(await fields('updatePriceList', { name: 'Listino' })).toEqual(['code', 'valid_to']);
    expect(await fields('updateWork', { name: 'Cantiere' })).toEqual(['code', 'end_date', 'work_type_id']);
  });
});
