import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';

import type { TestServer } from '../harness.ts';
import { schemaErrors } from '../responseSchema.ts';
import { rowsOf } from '../../../server/src/db/rows.ts';
import { tasks } from '../../../server/src/db/schema/tasks.ts';
import { searchDocument } from '../../../server/src/db/searchVector.ts';

type Hit = { id: number; title: string; subtitle: string | null; rank: number; profile_type: string | null; calendar_id: number | null };
type Group = { kind: string; hits: Hit[] };

/** Global search (searchRecords) on the engine the server runs on. Each test creates the records it looks for. */
export function searchSuite(server: () => TestServer): void {
  const call = async (slug: string, email: string, method: string, path: string, body?: unknown) =>
    server().request(slug, method, path, { token: await server().token(slug, email), ...(body !== undefined ? { body } : {}) });
  const admin = (method: string, path: string, body?: unknown) => call('acme', 'admin@acme.test', method, path, body);
  const make = async (path: string, body: Record<string, unknown>): Promise<number> => {
    const r = await admin('POST', path, body);
    expect(r.status, r.text).toBe(201);
    return (r.body as { data: { id: number } }).data.id;
  };
  const search = async (q: string, slug = 'acme', email = `admin@${slug}.test`): Promise<Group[]> => {
    const r = await call(slug, email, 'GET', `/search?q=${encodeURIComponent(q)}&limit=10`);
    expect(r.status, r.text).toBe(200);
    expect(schemaErrors(server(), 'SearchResults', (r.body as { data: unknown }).data)).toEqual([]);
    return (r.body as { data: { groups: Group[] } }).data.groups;
  };
  const idsOf = (groups: Group[], kind: string): number[] => groups.find((g) => g.kind === kind)?.hits.map((h) => h.id) ?? [];

  it('finds a name by a prefix of its word, without accents, in any case', async () => {
    const id = await make('/profiles', { type: 'customer', business_name: 'Ferramenta Rossignoli Città Alta' });
    expect(idsOf(await search('ross'), 'profiles')).toContain(id);
    expect(idsOf(await search('citta alta'), 'profiles')).toContain(id);
    expect(idsOf(await search('CITTÀ ferr'), 'profiles')).toContain(id);
    const hit = (await search('rossignoli')).find((g) => g.kind === 'profiles')?.hits.find((h) => h.id === id);
    expect(hit).toMatchObject({ title: 'Ferramenta Rossignoli Città Alta', profile_type: 'customer', calendar_id: null, start: null, all_day: null });
    // Every word must match; one-letter words are ignored; nothing searchable answers no groups.
    expect(idsOf(await search('rossignoli zanzibar'), 'profiles')).not.toContain(id);
    expect(idsOf(await search('rossignoli a'), 'profiles')).toContain(id);
    expect(await search('a & | !')).toEqual([]);
  });

  it('has unaccent on this engine, and folds accents without it too', async () => {
    const { db } = server().database;
    const one = async (query: ReturnType<typeof sql>) => rowsOf(await db.execute(query))[0];
    expect(await one(sql`select 1 as present from pg_extension where extname = 'unaccent'`)).toEqual({ present: 1 });
    // The fallback every document and query goes through: what "citta" needs to find "Città" without unaccent.
    expect(await one(sql`select bottega_fold('Città PERCHÉ Niño ÀÈÌÒÙ') as folded`)).toEqual({ folded: 'citta perche nino aeiou' });
    expect(await one(sql`select to_tsvector('bottega_simple', 'Œuvre Ångström') as v`)).toEqual({ v: "'angstrom':2 'oeuvre':1" });
  });

  it('stems Italian words: the plural finds the singular', async () => {
    const id = await make('/works', { name: 'Preventivo ristrutturazione magazzino' });
    expect(idsOf(await search('preventivi'), 'works')).toContain(id);
  });

  it('ranks a match in the title above one in the description, and groups hits by kind', async () => {
    const inDescription = await make('/tasks', { summary: 'Sopralluogo cantiere', description: 'Portare il campionario Quokkalia', with_event: false });
    const inTitle = await make('/tasks', { summary: 'Quokkalia: consegna', with_event: false });
    const work = await make('/works', { name: 'Restauro Quokkalia' });
    const groups = await search('quokkalia');
    expect(idsOf(groups, 'tasks')).toEqual([inTitle, inDescription]);
    expect(idsOf(groups, 'works')).toEqual([work]);
    for (const g of groups) expect(g.hits.map((h) => h.rank)).toEqual([...g.hits.map((h) => h.rank)].sort((a, b) => b - a));
    // Groups come in the order of their best hit.
    const best = groups.map((g) => Math.max(...g.hits.map((h) => h.rank)));
    expect(best).toEqual([...best].sort((a, b) => b - a));
  });

  // Issue 36.3: a task's document lives in task_search (migration 0022), written by row triggers only when its text
  // changes, so that a status change does not rewrite the full-text index.
  it("keeps a task's hits through status changes, and finds it by its new title once edited", async () => {
    const { db } = server().database;
    const id = await make('/tasks', { summary: 'Bradipodia verniciatura', description: 'Tinta Axolotlina opaca', with_event: false });
    const taskHits = async (q: string): Promise<Hit[]> => (await search(q)).find((g) => g.kind === 'tasks')?.hits ?? [];
    const version = async (): Promise<unknown> => rowsOf(await db.execute(sql`select xmin::text as v from task_search where task_id = ${id}`))[0]?.v;
    const found = await taskHits('bradipodia');
    expect(found.map((h) => h.id)).toEqual([id]);
    const written = await version();
    expect(written).toBeDefined();
    for (const status of ['started', 'paused', 'completed']) {
      expect((await admin('POST', `/tasks/${id}/status`, { status })).status).toBe(200);
      expect(await taskHits('bradipodia')).toEqual(found);
      expect(await taskHits('axolotlina')).toEqual([expect.objectContaining({ id, title: 'Bradipodia verniciatura' })]);
    }
    // The document was not written again by the moves.
    expect(await version()).toBe(written);

    const edited = await admin('PUT', `/tasks/${id}`, { summary: 'Formichieria verniciatura', description: 'Tinta Axolotlina opaca' });
    expect(edited.status, edited.text).toBe(200);
    expect(await taskHits('bradipodia')).toEqual([]);
    expect((await taskHits('formichieria')).map((h) => [h.id, h.title, h.rank])).toEqual([[id, 'Formichieria verniciatura', found[0]?.rank]]);
    expect((await taskHits('axolotlina')).map((h) => h.id)).toEqual([id]);
    // An edit that changes no text (the status call aside, a form saved unchanged) leaves the document alone.
    const rewritten = await version();
    expect(rewritten).not.toBe(written);
    expect((await admin('PUT', `/tasks/${id}`, { summary: 'Formichieria verniciatura', description: 'Tinta Axolotlina opaca' })).status).toBe(200);
    expect(await version()).toBe(rewritten);
  });

  it('stores for every task, with its tenant, the document searchDocument() builds from its text', async () => {
    const { db } = server().database;
    const expected = searchDocument([tasks.summary], [tasks.description]);
    const [counts] = rowsOf(
      await db.execute(sql`select count(*)::int as tasks, count(s.task_id)::int as documents, count(*) filter (where s.document = ${expected} and s.tenant_id = ${tasks.tenantId})::int as same
        from ${tasks} left join task_search s on s.task_id = ${tasks.id}`),
    );
    expect(Number(counts?.tasks)).toBeGreaterThan(0);
    expect(counts).toEqual({ tasks: counts?.tasks, documents: counts?.tasks, same: counts?.tasks });
  });

  it('searches only the kinds the user may list', async () => {
    const article = await make('/articles', { code: 'WMB-01', description: 'Wombatite lucidante', unit: 'pz', price: '10.00', vat_rate: '22.00' });
    const work = await make('/works', { name: 'Wombatite posa' });
    expect(idsOf(await search('wombatite', 'acme', 'operator@acme.test'), 'articles')).toContain(article);
    // Operators hold no users.viewAny: users are never searched for them.
    expect((await search('admin', 'acme', 'operator@acme.test')).map((g) => g.kind)).not.toContain('users');
    expect((await search('admin')).map((g) => g.kind)).toContain('users');

    const roles = (await admin('GET', '/roles')).body as { data: { id: number; name: string; permissions: string[] }[] };
    const operator = roles.data.find((r) => r.name === 'operator');
    if (!operator) throw new Error('no operator role');
    const without = operator.permissions.filter((p) => p !== 'articles.viewAny');
    expect((await admin('PUT', `/roles/${operator.id}`, { permissions: without })).status).toBe(200);
    try {
      const groups = await search('wombatite', 'acme', 'operator@acme.test');
      expect(groups.map((g) => g.kind)).not.toContain('articles');
      expect(idsOf(groups, 'works')).toContain(work);
    } finally {
      await admin('PUT', `/roles/${operator.id}`, { permissions: operator.permissions });
    }
  });

  it("finds a customer's proposals, samples and quotes by the customer's name, titled by their number", async () => {
    const customer = await make('/profiles', { type: 'customer', business_name: 'Ornitorinchi Bianchi S.r.l.' });
    const other = await make('/profiles', { type: 'customer', business_name: 'Lemuri Verdi' });
    const proposal = await admin('POST', '/proposals', { customer_id: customer, rows: [] });
    const quote = await admin('POST', '/quotes', { customer_id: customer, date: '2031-02-01', rows: [] });
    const sample = await admin('POST', '/samples', { customer_id: customer, materials: ['PE'] });
    const elsewhere = await make('/proposals', { customer_id: other, rows: [] });
    const created = [proposal, quote, sample].map((r) => {
      expect(r.status, r.text).toBe(201);
      return (r.body as { data: { id: number; number: string } }).data;
    });
    const groups = await search('ornitorinchi');
    for (const [kind, doc] of [['proposals', created[0]], ['quotes', created[1]], ['samples', created[2]]] as const) {
      const hits = groups.find((g) => g.kind === kind)?.hits ?? [];
      expect(hits.map((h) => h.id), kind).toEqual([doc?.id]);
      expect(hits[0]).toMatchObject({ title: doc?.number, subtitle: 'Ornitorinchi Bianchi S.r.l.' });
      expect(hits[0]?.rank).toBeGreaterThan(0);
    }
    expect(idsOf(groups, 'profiles')).toEqual([customer]);
    // Every word must match the same record: the customer's name and another customer's name find nothing.
    expect(idsOf(await search('ornitorinchi lemuri'), 'proposals')).toEqual([]);
    expect(idsOf(await search('lemuri'), 'proposals')).toEqual([elsewhere]);
    expect(await search('ornitorinchi', 'borgo')).toEqual([]);
  });

  it('never answers records of another tenant, nor deleted profiles, nor private events of others', async () => {
    const id = await make('/profiles', { type: 'lead', business_name: 'Okapificio Unico' });
    expect(idsOf(await search('okapificio'), 'profiles')).toEqual([id]);
    expect(await search('okapificio', 'borgo')).toEqual([]);
    expect((await admin('DELETE', `/profiles/${id}`)).status).toBe(204);
    expect(idsOf(await search('okapificio'), 'profiles')).toEqual([]);

    const calendars = (await admin('GET', '/calendars')).body as { data: { id: number; primary: boolean; owner_id?: number | null }[] };
    const mine = calendars.data.find((c) => c.primary);
    if (!mine) throw new Error('no primary calendar');
    const event = await make(`/calendars/${mine.id}/events`, { summary: 'Visita dentistica Tapirella', start: '2031-03-03 09:00:00', end: '2031-03-03 10:00:00', private: true });
    // An event's hit carries its start (a weekly meeting's hits differ only by date); other kinds carry none.
    expect((await search('tapirella')).find((g) => g.kind === 'events')?.hits[0]).toMatchObject({ id: event, calendar_id: mine.id, start: '2031-03-03 09:00:00', all_day: false });
    expect(idsOf(await search('tapirella', 'acme', 'supervisor@acme.test'), 'events')).toEqual([]);
  });
}
