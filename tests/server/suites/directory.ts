import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { calendarEventProfiles, calendarEvents, calendars } from '../../../server/src/db/schema/calendars.ts';
import { tenants } from '../../../server/src/db/schema/core.ts';
import { tasks } from '../../../server/src/db/schema/tasks.ts';
import { works } from '../../../server/src/db/schema/works.ts';
import { at, type TestServer } from '../harness.ts';

type Row = Record<string, unknown> & { id: number };
type Page = { data: Row[]; meta: { total: number; per_page: number; current_page: number; last_page: number } };

export function directorySuite(server: () => TestServer): void {
  const as = (slug: string, role: string) => server().token(slug, `${role}@${slug}.test`);
  const call = async (slug: string, role: string, method: string, path: string, body?: unknown) =>
    server().request(slug, method, path, { token: await as(slug, role), ...(body !== undefined ? { body } : {}) });
  const admin = (method: string, path: string, body?: unknown) => call('acme', 'admin', method, path, body);
  // Events, tasks and works belong to other modules: written straight to the database so these tests depend only on
  // the directory's own handlers.
  const acmeId = async (): Promise<number> => {
    const [t] = await server().database.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, 'acme'));
    return t?.id ?? 0;
  };
  const eventFor = async (profileIds: number[], start: string, opts: { private?: boolean; summary?: string } = {}): Promise<number> => {
    const { db } = server().database;
    const tenantId = await acmeId();
    const [cal] = await db.insert(calendars).values({ tenantId, name: 'Agenda test', type: 'company' }).returning({ id: calendars.id });
    const [ev] = await db
      .insert(calendarEvents)
      .values({ tenantId, calendarId: cal?.id ?? 0, summary: opts.summary ?? 'Visita', start, end: start.replace(/ \d\d:/, ' 23:'), private: opts.private ?? false })
      .returning({ id: calendarEvents.id });
    for (const profileId of profileIds) await db.insert(calendarEventProfiles).values({ tenantId, eventId: ev?.id ?? 0, profileId });
    return ev?.id ?? 0;
  };
  const newProfile = async (body: Record<string, unknown>): Promise<Row> => {
    const r = await admin('POST', '/profiles', body);
    expect(r.status, r.text).toBe(201);
    return (r.body as { data: Row }).data;
  };

  describe('directory seed', () => {
    it('gives each tenant companies (its own first), categories, brands and a realistic directory', async () => {
      const companies = (await admin('GET', '/companies')).body as Page;
      expect(companies.data.length).toBeGreaterThanOrEqual(2);
      expect(companies.data[0]?.name).toBe('Acme Forniture S.r.l.');
      const customers = (await admin('GET', '/profiles?type=customer')).body as Page;
      expect(customers.meta.total).toBeGreaterThanOrEqual(12);
      for (const c of customers.data) expect(c.vat_number).toMatch(/^\d{11}$/);
      const leads = (await admin('GET', '/profiles?type=lead')).body as Page;
      expect(leads.meta.total).toBeGreaterThanOrEqual(5);
      const suppliers = (await admin('GET', '/profiles?type=supplier')).body as Page;
      expect(suppliers.meta.total).toBeGreaterThanOrEqual(5);
      const categories = (await admin('GET', '/profile-categories')).body as Page;
      expect(categories.data.map((c) => c.name)).toEqual(expect.arrayContaining(['Retail', 'Ingrosso', 'Pubblica amministrazione']));
      const reports = (await admin('GET', '/sales-reports')).body as Page;
      expect(reports.meta.total).toBeGreaterThanOrEqual(10);
    });

    it('gives the three tenants different customers, leads, suppliers and companies, with house numbers apart', async () => {
      const names = async (slug: string, query: string) => ((await call(slug, 'admin', 'GET', `/profiles?${query}&page_size=100`)).body as Page).data.map((p) => p.name as string);
      for (const query of ['type=customer', 'type=lead', 'type=supplier']) {
        const [acme, borgo, cantiere] = await Promise.all([names('acme', query), names('borgo', query), names('cantiere', query)]);
        expect(borgo.length).toBeGreaterThanOrEqual(5);
        expect(cantiere.length).toBeGreaterThanOrEqual(5);
        expect(acme.filter((n) => borgo.includes(n) || cantiere.includes(n)), query).toEqual([]);
        expect(borgo.filter((n) => cantiere.includes(n)), query).toEqual([]);
      }
      const sister = async (slug: string) => ((await call(slug, 'admin', 'GET', '/companies?sort=id')).body as Page).data[1];
      expect(new Set([(await sister('acme'))?.name, (await sister('borgo'))?.name, (await sister('cantiere'))?.name]).size).toBe(3);
      // Demo customers come with their agent and contact people, each tenant its own.
      const customersOf = async (slug: string) => ((await call(slug, 'admin', 'GET', '/profiles?type=customer&page_size=100')).body as Page).data;
      const contactNames = new Map<string, string[]>();
      for (const slug of ['acme', 'borgo', 'cantiere']) {
        const list = await customersOf(slug);
        expect(list.every((c) => typeof at(c, 'agent.name') === 'string' && (c.contacts as Row[]).length > 0), slug).toBe(true);
        contactNames.set(slug, list.flatMap((c) => (c.contacts as Row[]).map((k) => String(k.name))));
      }
      const [acmeContacts, borgoContacts, cantiereContacts] = ['acme', 'borgo', 'cantiere'].map((slug) => contactNames.get(slug) ?? []);
      expect(acmeContacts?.filter((n) => borgoContacts?.includes(n) || cantiereContacts?.includes(n))).toEqual([]);
      const tirreno = ((await admin('GET', '/profiles?search=Tirreno')).body as Page).data[0];
      expect(tirreno?.address).toMatchObject({ street: 'Via Aurelia', street_number: '412', city: 'Livorno' });
    });
  });

  describe('profiles', () => {
    it('creates, reads, updates (contacts replaced) and soft-deletes a profile', async () => {
      const categories = (await admin('GET', '/profile-categories')).body as Page;
      const categoryId = categories.data[0]?.id;
      const created = await newProfile({
        type: 'customer',
        business_name: 'Trattoria Da Nino S.n.c.',
        vat_number: '01234560017',
        address: { street: 'Via Po', street_number: '12', city: 'Torino', province: 'TO', postal_code: '10123', country: 'IT' },
        category_id: categoryId,
        contacts: [
          { name: 'Nino Russo', role: 'Titolare', email: 'nino@danino.it' },
          { name: 'Ada Russo', role: 'Amministrazione' },
        ],
      });
      expect(created).toMatchObject({
        type: 'customer',
        name: 'Trattoria Da Nino S.n.c.',
        address: { street: 'Via Po', street_number: '12', city: 'Torino', province: 'TO', postal_code: '10123', country: 'IT' },
        category: { id: categoryId },
        brand: null,
        merged_into_id: null,
        associated_profiles: [],
        company_profile: null,
        media: [],
      });
      const contacts = created.contacts as Row[];
      expect(contacts.map((c) => c.name)).toEqual(['Nino Russo', 'Ada Russo']);

      const got = await admin('GET', `/profiles/${created.id}`);
      expect(got.status).toBe(200);
      expect(at(got.body, 'data.business_name')).toBe('Trattoria Da Nino S.n.c.');

      // Keep Nino (renamed), drop Ada, add Bea.
      const updated = await admin('PUT', `/profiles/${created.id}`, {
        type: 'customer',
        business_name: 'Trattoria Da Nino S.r.l.',
        contacts: [{ id: contacts[0]?.id, name: 'Nino Russo jr.' }, { name: 'Bea Russo', phone: '333 1234567' }],
      });
      expect(updated.status, updated.text).toBe(200);
      const after = at(updated.body, 'data.contacts') as Row[];
      expect(after.map((c) => c.name)).toEqual(['Nino Russo jr.', 'Bea Russo']);
      expect(after[0]?.id).toBe(contacts[0]?.id);
      // Edits are partial: what the body leaves out keeps its value (the edit form shows no agent, and must not wipe it).
      expect(at(updated.body, 'data.category')).toMatchObject({ id: categoryId });
      expect(at(updated.body, 'data.vat_number')).toBe('01234560017');
      expect(at(updated.body, 'data.address')).toEqual({ street: 'Via Po', street_number: '12', city: 'Torino', province: 'TO', postal_code: '10123', country: 'IT' });
      // null clears a field; an address sent replaces the whole address.
      const cleared = await admin('PUT', `/profiles/${created.id}`, { type: 'customer', category_id: null, address: { city: 'Asti' } });
      expect(cleared.status, cleared.text).toBe(200);
      expect(at(cleared.body, 'data.category')).toBeNull();
      expect(at(cleared.body, 'data.business_name')).toBe('Trattoria Da Nino S.r.l.');
      expect(at(cleared.body, 'data.address')).toEqual({ street: null, street_number: null, city: 'Asti', province: null, postal_code: null, country: null });
      expect((at(cleared.body, 'data.contacts') as Row[]).map((c) => c.name)).toEqual(['Nino Russo jr.', 'Bea Russo']);

      expect((await admin('DELETE', `/profiles/${created.id}`)).status).toBe(204);
      expect((await admin('GET', `/profiles/${created.id}`)).status).toBe(404);
      const list = (await admin('GET', '/profiles?search=Da%20Nino')).body as Page;
      expect(list.data).toHaveLength(0);
    });

    it('keeps the agent and the contacts through edits; a bad contact e-mail or a foreign contact id is a 422 on its path, nothing written', async () => {
      const users = (await admin('GET', '/users?page_size=100')).body as Page;
      const agent = users.data.find((u) => u.email === 'supervisor@acme.test')?.id;
      const created = await newProfile({ type: 'lead', business_name: 'Vetreria Agente S.r.l.', agent_id: agent, contacts: [{ name: 'Rita Vetri', email: 'rita@vetreria.it' }] });
      expect(created.agent).toMatchObject({ id: agent });
      const rita = (created.contacts as Row[])[0];
      // What the form sends on an unchanged save: every field it holds, the agent and the contact list with their ids.
      const same = { type: 'lead', business_name: 'Vetreria Agente S.r.l.', agent_id: agent, contacts: [{ id: rita?.id, name: 'Rita Vetri', role: null, email: 'rita@vetreria.it', phone: null }] };
      const saved = await admin('PUT', `/profiles/${created.id}`, same);
      expect(saved.status, saved.text).toBe(200);
      expect(at(saved.body, 'data.agent.id')).toBe(agent);
      expect(at(saved.body, 'data.contacts')).toEqual([{ id: rita?.id, name: 'Rita Vetri', role: null, email: 'rita@vetreria.it', phone: null }]);
      // Without `contacts` the list stays as it is.
      const untouched = await admin('PUT', `/profiles/${created.id}`, { type: 'lead', business_name: 'Vetreria Agente S.r.l.', agent_id: agent });
      expect((at(untouched.body, 'data.contacts') as Row[]).map((c) => c.id)).toEqual([rita?.id]);

      const badEmail = await admin('PUT', `/profiles/${created.id}`, { ...same, business_name: 'Mai scritto', contacts: [same.contacts[0], { name: 'Ugo', email: 'ugo@' }] });
      expect(badEmail.status).toBe(422);
      expect(Object.keys(at(badEmail.body, 'errors') as object)).toEqual(['contacts.1.email']);
      const other = await newProfile({ type: 'customer', business_name: 'Altro Cliente', contacts: [{ name: 'Non tuo' }] });
      const stolen = await admin('PUT', `/profiles/${created.id}`, { ...same, contacts: [{ id: (other.contacts as Row[])[0]?.id, name: 'Preso' }] });
      expect(stolen.status).toBe(422);
      expect(Object.keys(at(stolen.body, 'errors') as object)).toEqual(['contacts.0.id']);
      const now = (await admin('GET', `/profiles/${created.id}`)).body;
      expect(at(now, 'data.business_name')).toBe('Vetreria Agente S.r.l.');
      expect(at(now, 'data.contacts')).toEqual([{ id: rita?.id, name: 'Rita Vetri', role: null, email: 'rita@vetreria.it', phone: null }]);
      expect((at((await admin('GET', `/profiles/${other.id}`)).body, 'data.contacts') as Row[]).map((c) => c.name)).toEqual(['Non tuo']);
    });

    it("counts and lists a customer's proposals, samples and quotes (customer_id filter; the 360° page's tabs)", async () => {
      const customer = await newProfile({ type: 'customer', business_name: 'Cliente Trecentosessanta' });
      const other = await newProfile({ type: 'customer', business_name: 'Cliente Accanto' });
      for (const id of [customer.id, customer.id, other.id]) expect((await admin('POST', '/proposals', { customer_id: id, rows: [] })).status).toBe(201);
      expect((await admin('POST', '/samples', { customer_id: customer.id, materials: ['PE'] })).status).toBe(201);
      const totals = async (id: number) =>
        Promise.all(['proposals', 'samples', 'quotes'].map(async (path) => ((await admin('GET', `/${path}?customer_id=${id}&page_size=5`)).body as Page).meta.total));
      expect(await totals(customer.id)).toEqual([2, 1, 0]);
      expect(await totals(other.id)).toEqual([1, 0, 0]);
      const listed = ((await admin('GET', `/proposals?customer_id=${customer.id}&page_size=5`)).body as Page).data;
      expect(listed.every((p) => at(p, 'customer.id') === customer.id)).toBe(true);
    });

    it('keeps the agent and every other field a PUT leaves out; the name rule applies to the merged profile', async () => {
      const agentId = at((await admin('GET', '/users/me')).body, 'data.id') as number;
      const created = await newProfile({ type: 'lead', business_name: 'Bar Centrale', email: 'bar@centrale.it', notes: 'Visita a marzo', agent_id: agentId });
      const renamed = await admin('PUT', `/profiles/${created.id}`, { type: 'lead', business_name: 'Bar Centrale S.a.s.' });
      expect(renamed.status, renamed.text).toBe(200);
      const after = await admin('GET', `/profiles/${created.id}`);
      expect(at(after.body, 'data')).toMatchObject({ business_name: 'Bar Centrale S.a.s.', email: 'bar@centrale.it', notes: 'Visita a marzo', agent: { id: agentId } });
      // Without a name in the body the stored one counts; clearing it without another answers 422.
      expect((await admin('PUT', `/profiles/${created.id}`, { type: 'lead', notes: null })).status).toBe(200);
      expect((await admin('PUT', `/profiles/${created.id}`, { type: 'lead', business_name: null })).status).toBe(422);
      expect(at((await admin('PUT', `/profiles/${created.id}`, { type: 'lead', agent_id: null })).body, 'data.agent')).toBeNull();
    });

    it('requires a business name or a last name (422 on business_name) and known ids (422)', async () => {
      const noName = await admin('POST', '/profiles', { type: 'lead', first_name: 'Solo' });
      expect(noName.status).toBe(422);
      expect(Object.keys(at(noName.body, 'errors') as object)).toContain('business_name');
      const person = await admin('POST', '/profiles', { type: 'agent', first_name: 'Ugo', last_name: 'Tosi' });
      expect(person.status).toBe(201);
      expect(at(person.body, 'data.name')).toBe('Ugo Tosi');
      const badType = await admin('POST', '/profiles', { type: 'friend', business_name: 'X' });
      expect(badType.status).toBe(422);
      const borgoCategory = ((await call('borgo', 'admin', 'GET', '/profile-categories')).body as Page).data[0]?.id;
      const foreign = await admin('POST', '/profiles', { type: 'customer', business_name: 'X', category_id: borgoCategory, agent_id: 999_999 });
      expect(foreign.status).toBe(422);
      expect(Object.keys(at(foreign.body, 'errors') as object).sort()).toEqual(['agent_id', 'category_id']);
    });

    it('answers every field error of one submission together: a malformed e-mail with a wrong P. IVA, CF and CAP', async () => {
      const fields = (r: { body: unknown }) => Object.keys(at(r.body, 'errors') as object).sort();
      const wrong = { vat_number: '12345678901', fiscal_code: 'RSSMRA85T10A562T', address: { postal_code: '123', country: 'IT' } };
      const created = await admin('POST', '/profiles', { type: 'customer', business_name: 'Due Giri S.r.l.', email: 'not an address', ...wrong });
      expect(created.status).toBe(422);
      expect(fields(created)).toEqual(['address.postal_code', 'email', 'fiscal_code', 'vat_number']);
      const profile = await newProfile({ type: 'customer', business_name: 'Due Giri S.r.l.' });
      const updated = await admin('PUT', `/profiles/${profile.id}`, { type: 'customer', email: 'not an address', vat_number: '12345678901' });
      expect(updated.status).toBe(422);
      expect(fields(updated)).toEqual(['email', 'vat_number']);
      // The contract's own sentence stays the e-mail's only one; a foreign address keeps its own rules.
      expect((at(updated.body, 'errors.email') as string[]).length).toBe(1);
      const abroad = await admin('POST', '/profiles', { type: 'customer', business_name: 'Zwei GmbH', email: 'no', fiscal_code: 'X1', address: { postal_code: '80331', country: 'DE' } });
      expect(fields(abroad)).toEqual(['email']);
      const company = await admin('POST', '/companies', { name: 'Due Giri', email: 'no', vat_number: '12345678901' });
      expect(fields(company)).toEqual(['email', 'vat_number']);
    });

    it('filters by type, types, search, category, brand, company and agent, 50 per page', async () => {
      const all = (await admin('GET', '/profiles')).body as Page;
      expect(all.meta.per_page).toBe(50);
      const two = (await admin('GET', '/profiles?types=lead&types=supplier')).body as Page;
      expect(new Set(two.data.map((p) => p.type))).toEqual(new Set(['lead', 'supplier']));
      const search = (await admin('GET', '/profiles?search=pastificio')).body as Page;
      expect(search.data.map((p) => p.name)).toEqual(['Pastificio Fratelli Lombardi S.r.l.']);
      const retail = ((await admin('GET', '/profile-categories')).body as Page).data.find((c) => c.name === 'Retail');
      const byCategory = (await admin('GET', `/profiles?category_id=${retail?.id}`)).body as Page;
      expect(byCategory.data.length).toBeGreaterThan(0);
      expect(byCategory.data.every((p) => at(p, 'category.id') === retail?.id)).toBe(true);
      const brand = ((await admin('GET', '/brands')).body as Page).data[0];
      const byBrand = (await admin('GET', `/profiles?brand_id=${brand?.id}`)).body as Page;
      expect(byBrand.data.length).toBeGreaterThan(0);
      expect(byBrand.data.every((p) => at(p, 'brand.id') === brand?.id)).toBe(true);
      const company = ((await admin('GET', '/companies')).body as Page).data[1];
      const byCompany = (await admin('GET', `/profiles?company_id=${company?.id}`)).body as Page;
      expect(byCompany.data.length).toBeGreaterThan(0);
      expect(byCompany.data.every((p) => at(p, 'company.id') === company?.id)).toBe(true);
      const supervisor = at((await call('acme', 'supervisor', 'GET', '/users/me')).body, 'data.id') as number;
      const byAgent = (await admin('GET', `/profiles?agent_id=${supervisor}`)).body as Page;
      expect(byAgent.data.length).toBeGreaterThan(0);
      expect(byAgent.data.every((p) => at(p, 'agent.id') === supervisor)).toBe(true);
      const sorted = (await admin('GET', '/profiles?type=customer&sort=-name')).body as Page;
      const names = sorted.data.map((p) => String(p.name));
      expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a)));
      expect((await admin('GET', '/profiles?sort=shoe_size')).status).toBe(422);
    });

    it('merges profiles: contacts, media, sales reports, attendance, tasks and works move; sources drop out of lists', async () => {
      const survivor = await newProfile({ type: 'customer', business_name: 'Unione Merge S.r.l.' });
      const source = await newProfile({
        type: 'lead',
        business_name: 'Unione Merge (lead)',
        vat_number: '09876540106',
        email: 'lead@merge.it',
        contacts: [{ name: 'Contatto Lead' }],
      });
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array([1, 2, 3])], { type: 'application/octet-stream' }), 'scheda.bin');
      const up = await server().request('acme', 'POST', `/profiles/${source.id}/media`, { token: await as('acme', 'admin'), rawBody: form });
      expect(up.status, up.text).toBe(201);
      const report = await admin('POST', '/sales-reports', { date: '2026-03-02', profile_id: source.id, contact_type: 'call', summary: 'Prima telefonata' });
      expect(report.status, report.text).toBe(201);
      const shared = await eventFor([source.id, survivor.id], '2026-03-03 10:00:00');
      const own = await eventFor([source.id], '2026-03-04 10:00:00');
      const { db } = server().database;
      const tenantId = await acmeId();
      const [task] = await db.insert(tasks).values({ tenantId, summary: 'Preparare campioni', profileId: source.id }).returning({ id: tasks.id });
      const [work] = await db.insert(works).values({ tenantId, code: 'T-MERGE-1', name: 'Commessa test', customerId: source.id }).returning({ id: works.id });

      const merged = await admin('POST', `/profiles/${survivor.id}/merge`, { source_ids: [source.id] });
      expect(merged.status, merged.text).toBe(200);
      expect(at(merged.body, 'data')).toMatchObject({ id: survivor.id, vat_number: '09876540106', email: 'lead@merge.it', merged_into_id: null });
      expect((at(merged.body, 'data.contacts') as Row[]).map((c) => c.name)).toEqual(['Contatto Lead']);
      expect((at(merged.body, 'data.media') as Row[]).map((m) => m.file_name)).toEqual(['scheda.bin']);
      expect(at((await admin('GET', `/sales-reports/${at(report.body, 'data.id')}`)).body, 'data.profile.id')).toBe(survivor.id);
      expect(at((await admin('GET', `/profiles/${source.id}`)).body, 'data.merged_into_id')).toBe(survivor.id);
      const list = (await admin('GET', '/profiles?search=Unione%20Merge')).body as Page;
      expect(list.data.map((p) => p.id)).toEqual([survivor.id]);
      const events = (await admin('GET', `/profiles/${survivor.id}/events`)).body as Page;
      expect(events.data.map((e) => e.id)).toEqual([own, shared]);
      const attendance = await db.select().from(calendarEventProfiles).where(and(eq(calendarEventProfiles.tenantId, tenantId), eq(calendarEventProfiles.profileId, source.id)));
      expect(attendance).toHaveLength(0);
      expect((await db.select({ p: tasks.profileId }).from(tasks).where(eq(tasks.id, task?.id ?? 0)))[0]?.p).toBe(survivor.id);
      expect((await db.select({ c: works.customerId }).from(works).where(eq(works.id, work?.id ?? 0)))[0]?.c).toBe(survivor.id);

      // 409: already merged source, survivor among sources, merged survivor; and no change to a merged profile.
      expect((await admin('POST', `/profiles/${survivor.id}/merge`, { source_ids: [source.id] })).status).toBe(409);
      const other = await newProfile({ type: 'lead', business_name: 'Altro lead' });
      expect((await admin('POST', `/profiles/${survivor.id}/merge`, { source_ids: [survivor.id] })).status).toBe(409);
      expect((await admin('POST', `/profiles/${source.id}/merge`, { source_ids: [other.id] })).status).toBe(409);
      expect((await admin('PUT', `/profiles/${source.id}`, { type: 'lead', business_name: 'X' })).status).toBe(409);
      expect((await admin('POST', `/profiles/${survivor.id}/merge`, { source_ids: [999_999] })).status).toBe(422);
      // Sources are removed: a supervisor (profiles.update but not profiles.delete) may not merge.
      expect((await call('acme', 'supervisor', 'POST', `/profiles/${survivor.id}/merge`, { source_ids: [other.id] })).status).toBe(403);
    });

    it("a duplicate's proposals, samples, documents and quotes follow the merge, as the preview counted them", async () => {
      const survivor = await newProfile({ type: 'customer', business_name: 'Velerie Unite S.r.l.' });
      const source = await newProfile({ type: 'customer', business_name: 'Velerie Unite Srl' });
      const row = { description: 'Vela randa', quantity: '1', unit: 'pz', unit_price: '1200.00', vat_rate: '22' };
      const proposal = await admin('POST', '/proposals', { customer_id: source.id, rows: [row] });
      expect(proposal.status, proposal.text).toBe(201);
      const sample = await admin('POST', '/samples', { customer_id: source.id, materials: ['PP'] });
      expect(sample.status, sample.text).toBe(201);
      const quote = await admin('POST', '/quotes', { date: '2026-03-02', customer_id: source.id, rows: [row] });
      expect(quote.status, quote.text).toBe(201);
      const form = new FormData();
      form.append('title', 'Scheda cliente');
      form.append('profile_id', String(source.id));
      form.append('file', new Blob(['scheda'], { type: 'text/plain' }), 'scheda.txt');
      const document = await server().request('acme', 'POST', '/documents', { token: await as('acme', 'admin'), rawBody: form });
      expect(document.status, document.text).toBe(201);

      const preview = await admin('GET', `/profiles/${survivor.id}/merge-preview?source_ids=${source.id}`);
      expect(preview.status, preview.text).toBe(200);
      expect(at(preview.body, 'data.0')).toMatchObject({ quotes: 1, proposals: 1, samples: 1, documents: 1 });
      expect((await admin('POST', `/profiles/${survivor.id}/merge`, { source_ids: [source.id] })).status).toBe(200);
      expect(at((await admin('GET', `/proposals/${at(proposal.body, 'data.id')}`)).body, 'data.customer.id')).toBe(survivor.id);
      expect(at((await admin('GET', `/samples/${at(sample.body, 'data.id')}`)).body, 'data.customer.id')).toBe(survivor.id);
      expect(at((await admin('GET', `/quotes/${at(quote.body, 'data.id')}`)).body, 'data.customer.id')).toBe(survivor.id);
      expect(at((await admin('GET', `/documents/${at(document.body, 'data.id')}`)).body, 'data.profile_id')).toBe(survivor.id);
    });

    it('associates people with a company profile and dissociates them (422 not_a_company on a non-company)', async () => {
      const company = await newProfile({ type: 'company', business_name: 'Consorzio Test' });
      const a = await newProfile({ type: 'temporary', first_name: 'Anna', last_name: 'Alba' });
      const b = await newProfile({ type: 'agent', first_name: 'Bruno', last_name: 'Bassi' });
      const joined = await admin('POST', `/profiles/${company.id}/associate`, { profile_ids: [a.id, b.id] });
      expect(joined.status, joined.text).toBe(200);
      expect((at(joined.body, 'data.associated_profiles') as Row[]).map((p) => p.id).sort()).toEqual([a.id, b.id].sort());
      const left = await admin('POST', `/profiles/${company.id}/associate`, { profile_ids: [a.id], dissociate: true });
      expect((at(left.body, 'data.associated_profiles') as Row[]).map((p) => p.id)).toEqual([b.id]);
      // Associating elsewhere replaces the earlier association.
      const company2 = await newProfile({ type: 'company', business_name: 'Consorzio Due' });
      await admin('POST', `/profiles/${company2.id}/associate`, { profile_ids: [b.id] });
      expect(at((await admin('GET', `/profiles/${company.id}`)).body, 'data.associated_profiles')).toEqual([]);
      // The person's own page names the company it now belongs to (and none once dissociated).
      expect(at((await admin('GET', `/profiles/${b.id}`)).body, 'data.company_profile')).toEqual({ id: company2.id, name: 'Consorzio Due', type: 'company' });
      expect(at((await admin('GET', `/profiles/${a.id}`)).body, 'data.company_profile')).toBeNull();
      const notACompany = await admin('POST', `/profiles/${a.id}/associate`, { profile_ids: [b.id] });
      expect(notACompany.status).toBe(422);
      expect(notACompany.body).toMatchObject({ code: 'not_a_company', errors: { id: ['Profiles can only be associated with a profile of type company.'] } });
      expect((await admin('POST', `/profiles/${company.id}/associate`, { profile_ids: [999_999] })).status).toBe(422);
    });

    it('uploads, renames, downloads (byte-identical) and deletes profile media', async () => {
      const p = await newProfile({ type: 'supplier', business_name: 'Fornitore Media' });
      const bytes = new Uint8Array(4096).map((_, i) => (i * 31) % 256);
      const form = new FormData();
      form.append('file', new Blob([bytes], { type: 'application/pdf' }), 'listino prezzi.pdf');
      const token = await as('acme', 'admin');
      const up = await server().request('acme', 'POST', `/profiles/${p.id}/media`, { token, rawBody: form });
      expect(up.status, up.text).toBe(201);
      const item = (up.body as { data: Row }).data;
      expect(item).toMatchObject({ file_name: 'listino prezzi.pdf', mime_type: 'application/pdf', size: 4096 });
      const renamed = await admin('PUT', `/profiles/${p.id}/media/${item.id}`, { file_name: 'listino 2026.pdf' });
      expect(at(renamed.body, 'data.file_name')).toBe('listino 2026.pdf');
      const res = await server().app.request(`http://acme.localhost/api/profiles/${p.id}/media/${item.id}/download`, { headers: { authorization: `Bearer ${token}` } });
      expect(res.status).toBe(200);
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes);
      expect(res.headers.get('content-disposition')).toContain('listino 2026.pdf'.replace(' ', '%20'));
      // The item belongs to this profile only.
      const other = await newProfile({ type: 'supplier', business_name: 'Altro fornitore' });
      expect((await admin('GET', `/profiles/${other.id}/media/${item.id}/download`)).status).toBe(404);
      expect((await admin('DELETE', `/profiles/${p.id}/media/${item.id}`)).status).toBe(204);
      expect((await admin('GET', `/profiles/${p.id}/media/${item.id}/download`)).status).toBe(404);
    });

    it('lists the events a profile attends, newest first, within start/end, private text hidden', async () => {
      const p = await newProfile({ type: 'customer', business_name: 'Cliente Eventi' });
      expect((await admin('GET', `/profiles/${p.id}/events`)).body).toMatchObject({ data: [], meta: { total: 0 } });
      const march = await eventFor([p.id], '2026-03-10 09:00:00', { summary: 'Visita marzo' });
      const april = await eventFor([p.id], '2026-04-10 09:00:00', { summary: 'Riservato', private: true });
      await eventFor([], '2026-04-11 09:00:00');
      const all = (await admin('GET', `/profiles/${p.id}/events`)).body as Page;
      expect(all.data.map((e) => e.id)).toEqual([april, march]);
      expect(all.data[0]).toMatchObject({ summary: null, start: '2026-04-10 09:00:00', all_day: false });
      expect(all.data[1]).toMatchObject({ summary: 'Visita marzo', calendar_id: expect.any(Number) });
      const window = (await admin('GET', `/profiles/${p.id}/events?start=2026-03-01%2000:00:00&end=2026-04-01%2000:00:00`)).body as Page;
      expect(window.data.map((e) => e.id)).toEqual([march]);
    });

    it("answers 404 for another tenant's profile and 403 to a role lacking the permission", async () => {
      const borgo = ((await call('borgo', 'admin', 'GET', '/profiles')).body as Page).data[0];
      expect((await admin('GET', `/profiles/${borgo?.id}`)).status).toBe(404);
      expect((await admin('PUT', `/profiles/${borgo?.id}`, { type: 'customer', business_name: 'Preso' })).status).toBe(404);
      expect((await admin('DELETE', `/profiles/${borgo?.id}`)).status).toBe(404);
      expect((await admin('GET', `/profiles/${borgo?.id}/events`)).status).toBe(404);
      expect((await call('acme', 'operator', 'POST', '/profiles', { type: 'lead', business_name: 'No' })).status).toBe(403);
      expect((await call('acme', 'supervisor', 'DELETE', `/profiles/${borgo?.id}`)).status).toBe(403);
    });
  });

  describe('maps key', () => {
    it('is a tenant setting: set by an administrator, read at start-up, checked, removable', async () => {
      expect((await admin('POST', '/settings', { key: 'maps.api_key', value: 'AIza-Test_123' })).status).toBe(201);
      const listed = ((await call('acme', 'operator', 'GET', '/settings')).body as { data: { key: string; value: unknown }[] }).data;
      expect(listed).toContainEqual({ key: 'maps.api_key', value: 'AIza-Test_123' });
      expect((await admin('POST', '/settings', { key: 'maps.api_key', value: 'not a key!' })).status).toBe(422);
      expect((await call('acme', 'operator', 'POST', '/settings', { key: 'maps.api_key', value: 'x' })).status).toBe(403);
      expect((await admin('POST', '/settings', { key: 'maps.api_key', value: null })).status).toBe(200);
      expect((await admin('GET', '/settings/maps.api_key')).status).toBe(404);
    });
  });

  describe('companies, categories and brands', () => {
    it('round-trips a company and lists its users', async () => {
      const c = await admin('POST', '/companies', { name: 'Nuova Sede S.r.l.', vat_number: '11122231001', address: { street: 'Via XX Settembre', street_number: '12/B', city: 'Genova' }, color: '#aabbcc' });
      expect(c.status, c.text).toBe(201);
      const id = at(c.body, 'data.id') as number;
      expect(at(c.body, 'data')).toMatchObject({ name: 'Nuova Sede S.r.l.', address: { street: 'Via XX Settembre', street_number: '12/B', city: 'Genova', postal_code: null }, color: '#aabbcc' });
      const u = await admin('PUT', `/companies/${id}`, { name: 'Nuova Sede S.p.A.' });
      expect(at(u.body, 'data')).toMatchObject({ name: 'Nuova Sede S.p.A.', vat_number: null, color: null });
      expect(at((await admin('GET', `/companies/${id}`)).body, 'data.name')).toBe('Nuova Sede S.p.A.');
      expect((await admin('POST', '/companies', { name: '' })).status).toBe(422);
      const own = ((await admin('GET', '/companies')).body as Page).data[0];
      const users = (await admin('GET', `/companies/${own?.id}/users`)).body as Page;
      expect(users.meta.total).toBe(4);
      const me = at((await admin('GET', '/users/me')).body, 'data') as Row;
      expect((at(me, 'companies') as Row[]).map((x) => x.id)).toContain(own?.id);
      const borgoCompany = ((await call('borgo', 'admin', 'GET', '/companies')).body as Page).data[0];
      expect((await admin('GET', `/companies/${borgoCompany?.id}`)).status).toBe(404);
      expect((await admin('GET', `/companies/${borgoCompany?.id}/users`)).status).toBe(404);
      expect((await call('acme', 'operator', 'POST', '/companies', { name: 'No' })).status).toBe(403);
    });

    it("edits a company's calendar colour: #RRGGBB only, refused with the catalogue's sentence", async () => {
      const c = await admin('POST', '/companies', { name: 'Colori S.r.l.', color: '#AABBCC' });
      const id = at(c.body, 'data.id') as number;
      const changed = await admin('PUT', `/companies/${id}`, { name: 'Colori S.r.l.', color: '#1e90ff' });
      expect(at(changed.body, 'data.color')).toBe('#1e90ff');
      for (const color of ['red', '#12345', '#GGHHII', 7]) {
        const wrong = await admin('PUT', `/companies/${id}`, { name: 'Colori S.r.l.', color });
        expect(wrong.status).toBe(422);
        expect(at(wrong.body, 'errors.color')).toEqual(['The colour must be # followed by six hexadecimal digits (e.g. #1E90FF).']);
      }
      expect(at((await admin('GET', `/companies/${id}`)).body, 'data.color')).toBe('#1e90ff');
    });

    it('round-trips categories (no default page size) and brands; deleting keeps the profiles', async () => {
      const cat = await admin('POST', '/profile-categories', { name: 'Horeca', description: 'Hotel, ristoranti, caffè' });
      expect(cat.status).toBe(201);
      const catId = at(cat.body, 'data.id') as number;
      const brand = await admin('POST', '/brands', { name: 'MarcaTest' });
      const brandId = at(brand.body, 'data.id') as number;
      const p = await newProfile({ type: 'customer', business_name: 'Hotel Bellavista', category_id: catId, brand_id: brandId });
      const page = (await admin('GET', '/profile-categories')).body as Page;
      expect(page.meta.per_page).toBe(page.meta.total);
      expect(page.meta.last_page).toBe(1);
      expect(at((await admin('PUT', `/profile-categories/${catId}`, { name: 'Ho.Re.Ca.' })).body, 'data.name')).toBe('Ho.Re.Ca.');
      expect(at((await admin('GET', `/profile-categories/${catId}`)).body, 'data')).toMatchObject({ id: catId, name: 'Ho.Re.Ca.', description: null });
      expect(at((await admin('GET', `/brands/${brandId}`)).body, 'data.name')).toBe('MarcaTest');
      expect(at((await admin('PUT', `/brands/${brandId}`, { name: 'Marca 2', description: 'd' })).body, 'data')).toMatchObject({ name: 'Marca 2', description: 'd' });
      expect((await admin('DELETE', `/profile-categories/${catId}`)).status).toBe(204);
      expect((await admin('DELETE', `/brands/${brandId}`)).status).toBe(204);
      expect(at((await admin('GET', `/profiles/${p.id}`)).body, 'data')).toMatchObject({ category: null, brand: null });
      expect((await admin('DELETE', `/brands/${brandId}`)).status).toBe(404);
      const borgoCat = ((await call('borgo', 'admin', 'GET', '/profile-categories')).body as Page).data[0];
      expect((await admin('PUT', `/profile-categories/${borgoCat?.id}`, { name: 'x' })).status).toBe(404);
      expect((await admin('GET', `/profile-categories/${borgoCat?.id}`)).status).toBe(404);
      expect((await admin('GET', `/profile-categories/${catId}`)).status).toBe(404);
      expect((await admin('DELETE', `/profile-categories/${borgoCat?.id}`)).status).toBe(404);
      expect((await call('acme', 'operator', 'POST', '/brands', { name: 'No' })).status).toBe(403);
      expect((await admin('POST', '/brands', {})).status).toBe(422);
    });
  });
}
