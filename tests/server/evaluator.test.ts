import { beforeAll, describe, expect, it } from 'vitest';
import { totalWeight, weightedScore } from '../../server/src/modules/packages/score.ts';
import type { Reply } from './harness.ts';
import { openSection } from './sectionLogin.ts';
import { evaluatorPrivacySuite } from './suites/evaluatorPrivacy.ts';
import { useTestServer } from './useServer.ts';

// Evaluator: ratings, goals (with media) and packages (acknowledgement, evaluations, evaluation sheet, media).

const server = useTestServer();
type Json = Record<string, unknown>;
const data = (r: Reply) => (r.body as { data: Json }).data;
const list = (r: Reply) => r.body as { data: Json[]; meta: { total: number } };

const tokens = { admin: '', supervisor: '', operator: '', borgo: '' };
const ids = { admin: 0, supervisor: 0, operator: 0 };
type Who = keyof typeof tokens;
const call = (who: Who, method: string, path: string, body?: unknown) =>
  server().request(who === 'borgo' ? 'borgo' : 'acme', method, path, { token: tokens[who], ...(body === undefined ? {} : { body }) });

const YEAR = 2033;
const goalBody = (title: string, weight = '25') => ({ title, weight, year: YEAR, category: 'Qualità', target: 'Obiettivo', measure: 'Percentuale' });

beforeAll(async () => {
  tokens.admin = await server().token('acme', 'admin@acme.test');
  tokens.supervisor = await server().token('acme', 'supervisor@acme.test');
  tokens.operator = await server().token('acme', 'operator@acme.test');
  tokens.borgo = await server().token('borgo', 'admin@borgo.test');
  for (const who of ['admin', 'supervisor', 'operator'] as const) ids[who] = data(await call(who, 'GET', '/users/me')).id as number;
  // Every operation here belongs to the evaluators section (x-section): each user logs in to it first.
  for (const who of ['admin', 'supervisor', 'operator', 'borgo'] as const) await openSection(server(), who === 'borgo' ? 'borgo' : 'acme', tokens[who]);
});

describe('weighted score', () => {
  it('is Σ weight × value / 100 over the rated goals, exactly; an unrated goal adds nothing', () => {
    expect(weightedScore([{ weight: '25', value: '4' }, { weight: '20', value: '3.5' }, { weight: '55', value: null }])).toBe('1.70');
    expect(weightedScore([{ weight: '25', value: '4' }, { weight: '20', value: '3.5' }, { weight: '55', value: '5' }])).toBe('4.45');
    expect(weightedScore([{ weight: '10', value: null }])).toBeNull();
    expect(weightedScore([{ weight: '33.3333', value: '5' }, { weight: '66.6667', value: '1' }])).toBe('2.33');
    expect(totalWeight(['25', '20', '55.5'])).toBe('100.5000');
  });
});

describe('ratings', () => {
  it('lists the seeded scale, lowest value first, to whoever reads goals', async () => {
    const r = list(await call('operator', 'GET', '/ratings'));
    expect(r.data.map((x) => x.value)).toEqual([1, 2, 3, 4, 5]);
    expect(r.data[0]).toMatchObject({ label: 'Insufficiente', color: expect.stringMatching(/^#[0-9a-f]{6}$/) });
    expect(r.data[4]).toMatchObject({ label: 'Eccellente' });
  });
});

describe('goals', () => {
  it('creates, reads, filters, updates and deletes a goal; weight must be above zero', async () => {
    const created = await call('admin', 'POST', '/goals', goalBody('Ridurre i tempi di attrezzaggio', '12.5'));
    expect(created.status).toBe(201);
    const g = data(created);
    expect(g).toMatchObject({ title: 'Ridurre i tempi di attrezzaggio', weight: '12.50', year: YEAR, media: [], description: null });
    expect(data(await call('supervisor', 'GET', `/goals/${g.id}`))).toEqual(g);
    // A goal of nobody's package is not the operator's to read.
    expect((await call('operator', 'GET', `/goals/${g.id}`)).status).toBe(404);
    const filtered = list(await call('admin', 'GET', `/goals?year=${YEAR}&category=Qualit%C3%A0&search=attrezzaggio`));
    expect(filtered.data.map((x) => x.id)).toEqual([g.id]);
    const updated = data(await call('admin', 'PUT', `/goals/${g.id}`, { ...goalBody('Tempi di attrezzaggio', '15'), description: 'SMED' }));
    expect(updated).toMatchObject({ title: 'Tempi di attrezzaggio', weight: '15.00', description: 'SMED' });
    expect((await call('admin', 'POST', '/goals', goalBody('Peso nullo', '0'))).status).toBe(422);
    expect((await call('admin', 'POST', '/goals', { title: 'Senza anno', weight: '10' })).status).toBe(422);
    expect((await call('admin', 'DELETE', `/goals/${g.id}`)).status).toBe(204);
    expect((await call('admin', 'GET', `/goals/${g.id}`)).status).toBe(404);
  });

  it('stores, renames, downloads byte-identical and deletes goal media', async () => {
    const g = data(await call('admin', 'POST', '/goals', goalBody('Con allegati')));
    const bytes = new Uint8Array(2048).map((_, i) => (i * 37 + 11) % 256);
    const form = new FormData();
    form.append('file', new Blob([bytes], { type: 'application/pdf' }), 'scheda obiettivo è.pdf');
    const up = await server().request('acme', 'POST', `/goals/${g.id}/media`, { token: tokens.admin, rawBody: form });
    expect(up.status).toBe(201);
    const m = data(up);
    expect(m).toMatchObject({ file_name: 'scheda obiettivo è.pdf', mime_type: 'application/pdf', size: 2048 });
    expect(data(await call('admin', 'GET', `/goals/${g.id}`)).media).toEqual([m]);

    const renamed = await call('admin', 'PUT', `/goals/${g.id}/media/${m.id}`, { file_name: 'Scheda.pdf' });
    expect(data(renamed)).toMatchObject({ id: m.id, file_name: 'Scheda.pdf' });
    const res = await server().app.request(`http://acme.localhost/api/goals/${g.id}/media/${m.id}/download`, { headers: { authorization: `Bearer ${tokens.supervisor}` } });
    expect(res.status).toBe(200);
    expect((await call('operator', 'GET', `/goals/${g.id}/media/${m.id}/download`)).status).toBe(404);
    expect(res.headers.get('content-disposition')).toContain('Scheda.pdf');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes);

    const other = data(await call('admin', 'POST', '/goals', goalBody('Altro obiettivo')));
    expect((await call('admin', 'GET', `/goals/${other.id}/media/${m.id}/download`)).status).toBe(404);
    expect((await call('borgo', 'GET', `/goals/${g.id}/media/${m.id}/download`)).status).toBe(404);
    expect((await call('operator', 'DELETE', `/goals/${g.id}/media/${m.id}`)).status).toBe(403);
    expect((await call('admin', 'DELETE', `/goals/${g.id}/media/${m.id}`)).status).toBe(204);
    expect((await call('admin', 'GET', `/goals/${g.id}/media/${m.id}/download`)).status).toBe(404);
    expect((await call('admin', 'DELETE', `/goals/${g.id}/media/${m.id}`)).status).toBe(404);
  });
});

describe('packages', () => {
  let goalA: Json;
  let goalB: Json;
  let goalC: Json;
  let pkg: Json;
  const ratingId = async (value: number) => (list(await call('admin', 'GET', '/ratings')).data.find((r) => r.value === value) as Json).id;

  beforeAll(async () => {
    goalA = data(await call('admin', 'POST', '/goals', goalBody('Obiettivo A', '25')));
    goalB = data(await call('admin', 'POST', '/goals', goalBody('Obiettivo B', '30')));
    goalC = data(await call('admin', 'POST', '/goals', goalBody('Obiettivo C', '10')));
  });

  it('assigns goals to a user with weights (defaulting to the goal weight); validates input', async () => {
    const created = await call('supervisor', 'POST', '/packages', {
      user_id: ids.operator,
      year: YEAR,
      period_start: `${YEAR}-01-01`,
      period_end: `${YEAR}-12-31`,
      goals: [{ goal_id: goalA.id }, { goal_id: goalB.id, weight: '75' }],
    });
    expect(created.status).toBe(201);
    pkg = data(created);
    expect(pkg).toMatchObject({
      user: { id: ids.operator, email: 'operator@acme.test' },
      evaluator: { id: ids.supervisor },
      status: 'assigned',
      acknowledgement: { confirmed: false, confirmed_at: null },
      evaluation_sheet_visible: false,
      goals: [
        { id: goalA.id, title: 'Obiettivo A', weight: '25.00' },
        { id: goalB.id, title: 'Obiettivo B', weight: '75.00' },
      ],
      total_weight: '100.00',
      weighted_score: null,
      media: [],
    });
    expect(data(await call('operator', 'GET', `/packages/${pkg.id}`))).toEqual(pkg);
    // Another year: the operator's package of YEAR exists now, and each refusal below must be for its own reason.
    const body = { user_id: ids.operator, year: YEAR + 1, period_start: `${YEAR + 1}-01-01`, period_end: `${YEAR + 1}-12-31` };
    expect((await call('supervisor', 'POST', '/packages', { ...body, goals: [{ goal_id: 999999 }] })).status).toBe(422);
    expect((await call('supervisor', 'POST', '/packages', { ...body, goals: [{ goal_id: goalA.id }, { goal_id: goalA.id }] })).status).toBe(422);
    expect((await call('supervisor', 'POST', '/packages', { ...body, user_id: 999999, goals: [{ goal_id: goalA.id }] })).status).toBe(422);
    expect((await call('supervisor', 'POST', '/packages', { ...body, period_end: `${YEAR - 1}-12-31`, goals: [{ goal_id: goalA.id }] })).status).toBe(422);
    expect((await call('supervisor', 'POST', '/packages', { ...body, goals: [] })).status).toBe(422);
    expect((await call('operator', 'POST', '/packages', { ...body, goals: [{ goal_id: goalA.id }] })).status).toBe(403);
  });

  it('keeps one package per person and year: a second one is refused, on create and on an edit that would make it', async () => {
    const second = { user_id: ids.operator, year: YEAR, period_start: `${YEAR}-07-01`, period_end: `${YEAR}-12-31`, goals: [{ goal_id: goalC.id }] };
    const refused = await call('supervisor', 'POST', '/packages', second);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ errors: { user_id: [`This person already has a package for ${YEAR} (#${pkg.id}): change that one, or choose another person or year.`] } });
    const italian = await server().request('acme', 'POST', '/packages', { token: tokens.supervisor, body: second, headers: { 'accept-language': 'it' } });
    expect(italian.body).toMatchObject({ errors: { user_id: [`Questa persona ha già un pacchetto per il ${YEAR} (n. ${pkg.id}): modifica quello, oppure scegli un'altra persona o un altro anno.`] } });
    expect(list(await call('admin', 'GET', `/packages?user_id=${ids.operator}&year=${YEAR}`)).meta.total).toBe(1);
    // Another year is another package; moving it onto YEAR is refused, saving it unchanged is not.
    const other = data(await call('supervisor', 'POST', '/packages', { ...second, year: YEAR + 4, period_start: `${YEAR + 4}-01-01`, period_end: `${YEAR + 4}-12-31` }));
    const edit = { user_id: ids.operator, period_start: `${YEAR}-01-01`, period_end: `${YEAR}-12-31`, goals: [{ goal_id: goalC.id }] };
    const moved = await call('supervisor', 'PUT', `/packages/${other.id}`, { ...edit, year: YEAR });
    expect(moved.status).toBe(422);
    expect(Object.keys((moved.body as { errors: Json }).errors)).toEqual(['user_id']);
    const kept = await call('supervisor', 'PUT', `/packages/${other.id}`, { ...edit, year: YEAR + 4, period_start: `${YEAR + 4}-01-01`, period_end: `${YEAR + 4}-12-31` });
    expect(kept.status, kept.text).toBe(200);
    // Giving the package to someone who already has one that year is the same duplicate.
    const admins = data(await call('admin', 'POST', '/packages', { ...second, user_id: ids.supervisor, year: YEAR + 4, period_start: `${YEAR + 4}-01-01`, period_end: `${YEAR + 4}-12-31` }));
    const handed = await call('admin', 'PUT', `/packages/${admins.id}`, { user_id: ids.operator, year: YEAR + 4, period_start: `${YEAR + 4}-01-01`, period_end: `${YEAR + 4}-12-31`, goals: [{ goal_id: goalC.id }] });
    expect(handed.status).toBe(422);
    expect((await call('admin', 'DELETE', `/packages/${admins.id}`)).status).toBe(204);
    expect((await call('admin', 'DELETE', `/packages/${other.id}`)).status).toBe(204);
  });

  it('refuses to delete a goal while a package assigns it', async () => {
    const r = await call('admin', 'DELETE', `/goals/${goalA.id}`);
    expect(r.status).toBe(409);
    expect((await call('admin', 'GET', `/goals/${goalA.id}`)).status).toBe(200);
  });

  it('lets only the assignee acknowledge, and only a visible sheet', async () => {
    expect((await call('supervisor', 'PUT', `/packages/${pkg.id}/acknowledgment/confirm`)).status).toBe(403);
    expect((await call('admin', 'PUT', `/packages/${pkg.id}/acknowledgment/confirm`)).status).toBe(403);
    expect((await call('operator', 'PUT', `/packages/${pkg.id}/acknowledgment/confirm`)).status).toBe(409);
  });

  it('records one evaluation per goal; the package becomes rated when every goal is', async () => {
    const four = await ratingId(4);
    const three = await ratingId(3);
    const first = await call('supervisor', 'POST', `/packages/${pkg.id}/evaluations`, { goal_id: goalA.id, rating_id: four, notes: 'Bene' });
    expect(first.status).toBe(201);
    expect(data(first)).toMatchObject({ package_id: pkg.id, goal: { id: goalA.id, title: 'Obiettivo A' }, rating: { value: 4 }, score: null, notes: 'Bene', evaluator: { id: ids.supervisor } });
    expect((await call('supervisor', 'POST', `/packages/${pkg.id}/evaluations`, { goal_id: goalA.id, rating_id: three })).status).toBe(409);
    expect((await call('supervisor', 'POST', `/packages/${pkg.id}/evaluations`, { goal_id: goalC.id, rating_id: three })).status).toBe(422);
    expect((await call('supervisor', 'POST', `/packages/${pkg.id}/evaluations`, { goal_id: goalB.id, rating_id: 999999 })).status).toBe(422);
    expect((await call('operator', 'POST', `/packages/${pkg.id}/evaluations`, { goal_id: goalB.id, rating_id: three })).status).toBe(403);
    expect(data(await call('admin', 'GET', `/packages/${pkg.id}`)).status).toBe('assigned');

    const second = data(await call('supervisor', 'POST', `/packages/${pkg.id}/evaluations`, { goal_id: goalB.id, rating_id: three, score: '3.5' }));
    expect(second).toMatchObject({ score: '3.50' });
    expect(data(await call('admin', 'GET', `/packages/${pkg.id}`)).status).toBe('rated');
    expect(list(await call('admin', 'GET', `/packages?status=rated&year=${YEAR}`)).data.map((p) => p.id)).toEqual([pkg.id]);

    const evals = list(await call('supervisor', 'GET', `/packages/${pkg.id}/evaluations`));
    expect(evals.meta.total).toBe(2);
    expect(list(await call('supervisor', 'GET', `/packages/${pkg.id}/evaluations?goal_id=${goalB.id}`)).data.map((e) => e.id)).toEqual([second.id]);

    const detail = await call('supervisor', 'GET', `/packages/${pkg.id}/goals/${goalB.id}`);
    expect(data(detail)).toMatchObject({ id: goalB.id, title: 'Obiettivo B', weight: '75.00', evaluations: [{ id: second.id }] });
    expect((await call('operator', 'GET', `/packages/${pkg.id}/goals/${goalC.id}`)).status).toBe(404);

    // Before the sheet is visible a rating can be corrected: deleting it leaves the goal to rate again.
    expect((await call('supervisor', 'DELETE', `/packages/${pkg.id}/evaluations/${second.id}`)).status).toBe(204);
    expect(data(await call('admin', 'GET', `/packages/${pkg.id}`)).status).toBe('assigned');
    expect((await call('supervisor', 'DELETE', `/packages/${pkg.id}/evaluations/${second.id}`)).status).toBe(404);
    expect((await call('supervisor', 'POST', `/packages/${pkg.id}/evaluations`, { goal_id: goalB.id, rating_id: three, score: '3.5' })).status).toBe(201);
  });

  it('hides the evaluation sheet from the assignee until the year is made visible; computes the weighted score', async () => {
    const hidden = await call('operator', 'GET', `/packages/${pkg.id}/evaluation-sheet`);
    expect(hidden.status).toBe(403);
    const sheet = await call('supervisor', 'GET', `/packages/${pkg.id}/evaluation-sheet`);
    expect(sheet.status).toBe(200);
    // (25 × 4 + 75 × 3.5) / 100 = 3.625 → 3.63
    expect(data(sheet)).toMatchObject({
      package_id: pkg.id,
      year: YEAR,
      visible: false,
      user: { id: ids.operator },
      evaluator: { id: ids.supervisor },
      total_weight: '100.00',
      weighted_score: '3.63',
      goals: [
        { goal_id: goalA.id, weight: '25.00', rating: { value: 4 }, score: null, notes: 'Bene', target: 'Obiettivo', measure: 'Percentuale' },
        { goal_id: goalB.id, weight: '75.00', rating: { value: 3 }, score: '3.50' },
      ],
    });
    expect((data(sheet).ratings as Json[]).map((r) => r.value)).toEqual([1, 2, 3, 4, 5]);

    expect((await call('operator', 'POST', '/packages/visible_annual', { year: YEAR })).status).toBe(403);
    const made = await call('supervisor', 'POST', '/packages/visible_annual', { year: YEAR });
    expect(made.status).toBe(200);
    expect(made.body).toEqual({ data: { year: YEAR, updated_count: 1 } });
    expect(data(await call('admin', 'POST', '/packages/visible_annual', { year: YEAR }))).toEqual({ year: YEAR, updated_count: 0 });
    const visible = await call('operator', 'GET', `/packages/${pkg.id}/evaluation-sheet`);
    expect(visible.status).toBe(200);
    expect(data(visible)).toMatchObject({ visible: true, weighted_score: '3.63' });
    expect((await call('admin', 'POST', '/packages/visible_annual', { year: 1999 })).status).toBe(422);
  });

  it('gives a null weighted score when nothing is evaluated', async () => {
    const p = data(
      await call('admin', 'POST', '/packages', { user_id: ids.supervisor, year: YEAR + 3, period_start: `${YEAR + 3}-01-01`, period_end: `${YEAR + 3}-06-30`, goals: [{ goal_id: goalC.id }] }),
    );
    expect(p.evaluator).toMatchObject({ id: ids.admin });
    const sheet = data(await call('admin', 'GET', `/packages/${p.id}/evaluation-sheet`));
    expect(sheet).toMatchObject({ weighted_score: null, total_weight: '10.00', goals: [{ rating: null, score: null, notes: null }] });
    expect((await call('supervisor', 'DELETE', `/packages/${p.id}`)).status).toBe(403);
    expect((await call('admin', 'DELETE', `/packages/${p.id}`)).status).toBe(204);
    expect((await call('admin', 'GET', `/packages/${p.id}`)).status).toBe(404);
  });

  it('drops the evaluations of goals left out on update (while the sheet is hidden)', async () => {
    const body = { user_id: ids.operator, evaluator_id: ids.supervisor, year: YEAR + 2, period_start: `${YEAR + 2}-01-01`, period_end: `${YEAR + 2}-12-31` };
    const hidden = data(await call('supervisor', 'POST', '/packages', { ...body, goals: [{ goal_id: goalA.id }, { goal_id: goalB.id }] }));
    expect((await call('supervisor', 'POST', `/packages/${hidden.id}/evaluations`, { goal_id: goalA.id, rating_id: await ratingId(4) })).status).toBe(201);
    expect((await call('supervisor', 'POST', `/packages/${hidden.id}/evaluations`, { goal_id: goalB.id, rating_id: await ratingId(4) })).status).toBe(201);
    const updated = await call('supervisor', 'PUT', `/packages/${hidden.id}`, { ...body, goals: [{ goal_id: goalA.id, weight: '50' }, { goal_id: goalC.id }] });
    expect(updated.status).toBe(200);
    expect(data(updated)).toMatchObject({
      status: 'assigned',
      goals: [
        { id: goalA.id, weight: '50.00' },
        { id: goalC.id, weight: '10.00' },
      ],
    });
    const evals = list(await call('admin', 'GET', `/packages/${hidden.id}/evaluations`));
    expect(evals.data.map((e) => (e.goal as Json).id)).toEqual([goalA.id]);
    // The published package keeps its goals.
    expect((await call('supervisor', 'PUT', `/packages/${pkg.id}`, { ...body, year: YEAR, goals: [{ goal_id: goalA.id, weight: '100' }] })).status).toBe(409);
    // Goal B left the hidden package but the published one still assigns it.
    expect((await call('admin', 'DELETE', `/goals/${goalB.id}`)).status).toBe(409);
  });

  it('keeps the evaluator and the weights an update leaves out (the edit form shows neither)', async () => {
    // A package of its own, of another year (the year above is published by now, and a published package is frozen).
    const own = data(
      await call('supervisor', 'POST', '/packages', {
        user_id: ids.operator,
        year: YEAR + 3,
        period_start: `${YEAR + 3}-01-01`,
        period_end: `${YEAR + 3}-12-31`,
        goals: [{ goal_id: goalA.id, weight: '50' }, { goal_id: goalB.id, weight: '50' }],
      }),
    );
    const updated = await call('admin', 'PUT', `/packages/${own.id}`, {
      user_id: ids.operator,
      year: YEAR + 3,
      period_start: `${YEAR + 3}-02-01`,
      period_end: `${YEAR + 3}-12-31`,
      goals: [{ goal_id: goalA.id }, { goal_id: goalC.id }],
    });
    expect(updated.status, updated.text).toBe(200);
    // Saved by the admin, the package stays the supervisor's to evaluate; goal A keeps its 50, not the goal's 25.
    expect(data(updated)).toMatchObject({
      evaluator: { id: ids.supervisor },
      period_start: `${YEAR + 3}-02-01`,
      goals: [
        { id: goalA.id, weight: '50.00' },
        { id: goalC.id, weight: '10.00' },
      ],
    });
  });

  it('stores, renames and downloads package media, which cannot be deleted', async () => {
    const bytes = new TextEncoder().encode('Verbale colloquio di valutazione\n');
    const form = new FormData();
    form.append('file', new Blob([bytes], { type: 'text/plain' }), 'verbale.txt');
    form.append('name', 'Verbale colloquio.txt');
    const up = await server().request('acme', 'POST', `/packages/${pkg.id}/media`, { token: tokens.supervisor, rawBody: form });
    expect(up.status).toBe(201);
    const m = data(up);
    expect(m).toMatchObject({ file_name: 'Verbale colloquio.txt', size: bytes.length });
    expect(data(await call('admin', 'GET', `/packages/${pkg.id}`)).media).toEqual([m]);
    expect(data(await call('supervisor', 'PUT', `/packages/${pkg.id}/media/${m.id}`, { file_name: 'Verbale.txt' }))).toMatchObject({ file_name: 'Verbale.txt' });
    const res = await server().app.request(`http://acme.localhost/api/packages/${pkg.id}/media/${m.id}/download`, { headers: { authorization: `Bearer ${tokens.operator}` } });
    expect(res.status).toBe(200);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes);
    expect((await call('admin', 'DELETE', `/packages/${pkg.id}/media/${m.id}`)).status).toBe(405);
    const noFile = await server().request('acme', 'POST', `/packages/${pkg.id}/media`, { token: tokens.supervisor, rawBody: new FormData() });
    expect(noFile.status).toBe(422);
  });

  it("answers 404 for another tenant's packages and goals", async () => {
    const paths = [
      ['GET', `/packages/${pkg.id}`],
      ['DELETE', `/packages/${pkg.id}`],
      ['PUT', `/packages/${pkg.id}/acknowledgment/confirm`],
      ['GET', `/packages/${pkg.id}/evaluations`],
      ['GET', `/packages/${pkg.id}/evaluation-sheet`],
      ['GET', `/packages/${pkg.id}/goals/${goalA.id}`],
      ['GET', `/goals/${goalA.id}`],
      ['DELETE', `/goals/${goalA.id}`],
    ] as const;
    for (const [method, path] of paths) expect((await call('borgo', method, path)).status, `${method} ${path}`).toBe(404);
    const ev = list(await call('admin', 'GET', `/packages/${pkg.id}/evaluations`)).data[0] as Json;
    expect((await call('borgo', 'DELETE', `/packages/${pkg.id}/evaluations/${ev.id}`)).status).toBe(404);
    expect((await call('borgo', 'POST', `/packages/${pkg.id}/evaluations`, { goal_id: goalA.id, rating_id: 1 })).status).toBe(404);
    expect((await call('borgo', 'POST', '/packages/visible_annual', { year: YEAR })).body).toEqual({ data: { year: YEAR, updated_count: 0 } });
    // Another tenant's goal cannot be assigned.
    const me = data(await call('borgo', 'GET', '/users/me')).id;
    expect((await call('borgo', 'POST', '/packages', { user_id: me, year: YEAR, period_start: `${YEAR}-01-01`, period_end: `${YEAR}-12-31`, goals: [{ goal_id: goalA.id }] })).status).toBe(422);
  });

  it('shows the seeded packages with derived statuses and filters them; their weights total 100 and nobody evaluates themselves', async () => {
    const seeded = list(await call('admin', 'GET', `/packages?user_id=${ids.operator}`));
    const statuses = new Set(seeded.data.map((p) => p.status));
    expect(statuses.has('acknowledged')).toBe(true);
    expect(statuses.has('assigned')).toBe(true);
    const every = list(await call('admin', 'GET', '/packages?page_size=100')).data;
    expect(new Set(every.map((p) => p.status))).toEqual(new Set(['assigned', 'rated', 'visible', 'acknowledged']));
    for (const p of every.filter((x) => x.year !== YEAR && x.year !== YEAR + 2 && x.year !== YEAR + 3)) {
      expect(p.total_weight, `package ${p.id}`).toBe('100.00');
      expect((p.user as Json).id).not.toBe((p.evaluator as Json).id);
    }
    const bySupervisor = list(await call('admin', 'GET', `/packages?evaluator_id=${ids.supervisor}`));
    expect(bySupervisor.data.every((p) => (p.evaluator as Json).id === ids.supervisor)).toBe(true);
    expect(list(await call('admin', 'GET', '/packages?search=Esposito')).meta.total).toBeGreaterThan(0);
    expect(list(await call('admin', 'GET', '/packages?status=assigned')).data.every((p) => p.status === 'assigned')).toBe(true);
  });
});

describe('privacy and status order (both engines)', () => {
  evaluatorPrivacySuite(server);
});
