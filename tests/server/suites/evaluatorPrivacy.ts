import { beforeAll, expect, it } from 'vitest';
import type { TestServer } from '../harness.ts';
import { pageErrors, schemaErrors } from '../responseSchema.ts';
import { openSection } from '../sectionLogin.ts';
import { roleClient, type Role, type Row } from './roleClient.ts';

// Issue 30 point 1, on PGlite (evaluator.test.ts; SQL rules that read the same on PostgreSQL): evaluations are private and
// rated by the evaluator. The person evaluated never rates their own goals; everyone who neither manages packages
// nor evaluates one sees only their own package (others' packages, evaluations and goals answer 404, lists
// included); a sheet is published only with weights totalling 100 % and, when goals are unrated, only when asked
// to; the status only moves forward: assigned → rated → visible → acknowledged.

const YEAR = 2071;

export function evaluatorPrivacySuite(server: () => TestServer): void {
  const { as, call, data, page, ok, userId } = roleClient(server);
  const acme = (role: Role, method: string, path: string, body?: unknown) => call('acme', role, method, path, body);
  const ids = { admin: 0, sub_admin: 0, supervisor: 0, operator: 0 };
  const goal: Record<'shared' | 'second' | 'subs' | 'supervisors', number> = { shared: 0, second: 0, subs: 0, supervisors: 0 };
  const pkg = { supervisor: 0, operator: 0, subAdmin: 0 };
  const rating = { three: 0, four: 0, five: 0 };

  const newGoal = async (title: string) => data(ok(await acme('admin', 'POST', '/goals', { title, weight: '10', year: YEAR }), 201)).id;
  const newPackage = async (user: number, evaluator: number, goals: readonly (readonly [number, string])[]) =>
    data(
      ok(
        await acme('admin', 'POST', '/packages', {
          user_id: user,
          evaluator_id: evaluator,
          year: YEAR,
          period_start: `${YEAR}-01-01`,
          period_end: `${YEAR}-12-31`,
          goals: goals.map(([goalId, weight]) => ({ goal_id: goalId, weight })),
        }),
        201,
      ),
    ).id;
  const statusOf = async (id: number) => data(ok(await acme('admin', 'GET', `/packages/${id}`), 200)).status;

  beforeAll(async () => {
    for (const role of ['admin', 'sub_admin', 'supervisor', 'operator'] as const) {
      ids[role] = await userId('acme', role);
      await openSection(server(), 'acme', await as('acme', role));
    }
    goal.shared = await newGoal('Obiettivo condiviso');
    goal.second = await newGoal('Secondo obiettivo');
    goal.subs = await newGoal('Obiettivo della vicedirezione');
    goal.supervisors = await newGoal('Obiettivo riservato al supervisore');
    // The supervisor (who holds packages.management) is evaluated by the administrator; the operator by the
    // supervisor; the sub-administrator by the operator, who manages nothing.
    pkg.supervisor = await newPackage(ids.supervisor, ids.admin, [
      [goal.shared, '60'],
      [goal.supervisors, '40'],
    ]);
    pkg.operator = await newPackage(ids.operator, ids.supervisor, [
      [goal.shared, '50'],
      [goal.second, '50'],
    ]);
    pkg.subAdmin = await newPackage(ids.sub_admin, ids.operator, [[goal.subs, '100']]);
    const scale = page(ok(await acme('admin', 'GET', '/ratings'), 200)).data;
    const byValue = (value: number) => (scale.find((r) => r.value === value) as Row).id;
    rating.three = byValue(3);
    rating.four = byValue(4);
    rating.five = byValue(5);
  });

  it('the person evaluated never rates their own goals, managers included: 403 and nothing written', async () => {
    const own = ok(await acme('supervisor', 'POST', `/packages/${pkg.supervisor}/evaluations`, { goal_id: goal.shared, rating_id: rating.five }), 403);
    expect(String((own.body as { message: string }).message)).toMatch(/own package/);
    expect(page(ok(await acme('admin', 'GET', `/packages/${pkg.supervisor}/evaluations`), 200)).meta.total).toBe(0);
    expect(await statusOf(pkg.supervisor)).toBe('assigned');
    // Only the evaluator or a manager rates: the operator evaluates the sub-administrator (without any management
    // key); the administrator (a manager) rates the supervisor.
    ok(await acme('operator', 'POST', `/packages/${pkg.subAdmin}/evaluations`, { goal_id: goal.subs, rating_id: rating.four }), 201);
    ok(await acme('sub_admin', 'POST', `/packages/${pkg.subAdmin}/evaluations`, { goal_id: goal.subs, rating_id: rating.four }), 403);
    ok(await acme('admin', 'POST', `/packages/${pkg.supervisor}/evaluations`, { goal_id: goal.shared, rating_id: rating.four }), 201);
    expect(await statusOf(pkg.subAdmin)).toBe('rated');
  });

  it('a package is never its own evaluation: the person evaluated as evaluator, named or by default, is refused (422), in the reader language', async () => {
    const body = (user: number, evaluator?: number) => ({
      user_id: user,
      ...(evaluator === undefined ? {} : { evaluator_id: evaluator }),
      year: YEAR + 1,
      period_start: `${YEAR + 1}-01-01`,
      period_end: `${YEAR + 1}-12-31`,
      goals: [{ goal_id: goal.shared, weight: '100' }],
    });
    const named = await server().request('acme', 'POST', '/packages', { token: await as('acme', 'admin'), headers: { 'accept-language': 'it' }, body: body(ids.operator, ids.operator) });
    expect([named.status, (named.body as { errors?: Record<string, string[]> }).errors?.['evaluator_id']]).toEqual([
      422,
      ['Chi valuta non può essere la persona valutata: scegli un altro valutatore.'],
    ]);
    // Left empty, the evaluator is whoever creates it: the sub-administrator assigning a package to himself.
    const byDefault = await server().request('acme', 'POST', '/packages', { token: await as('acme', 'sub_admin'), headers: { 'accept-language': 'en' }, body: body(ids.sub_admin) });
    expect([byDefault.status, (byDefault.body as { errors?: Record<string, string[]> }).errors?.['evaluator_id']]).toEqual([
      422,
      ['The evaluator cannot be the person evaluated: choose another evaluator.'],
    ]);
    // Nor by an edit that makes the person their own evaluator.
    const edited = await acme('admin', 'PUT', `/packages/${pkg.operator}`, { ...body(ids.operator, ids.operator), year: YEAR, period_start: `${YEAR}-01-01`, period_end: `${YEAR}-12-31` });
    expect(edited.status).toBe(422);
    expect(data(ok(await acme('admin', 'GET', `/packages/${pkg.operator}`), 200)).evaluator).toMatchObject({ id: ids.supervisor });
  });

  it("an operator gets 404 for other people's packages, evaluations and goals, in single reads and lists", async () => {
    for (const path of [
      `/packages/${pkg.supervisor}`,
      `/packages/${pkg.supervisor}/evaluations`,
      `/packages/${pkg.supervisor}/evaluation-sheet`,
      `/packages/${pkg.supervisor}/goals/${goal.shared}`,
      `/goals/${goal.supervisors}`,
    ])
      ok(await acme('operator', 'GET', path), 404);
    ok(await acme('operator', 'POST', `/packages/${pkg.supervisor}/evaluations`, { goal_id: goal.supervisors, rating_id: rating.three }), 404);
    ok(await acme('operator', 'PUT', `/packages/${pkg.supervisor}/acknowledgment/confirm`), 404);

    // Lists hold her own package and the one she evaluates; totals count only those.
    const listed = page(ok(await acme('operator', 'GET', `/packages?year=${YEAR}&page_size=1`), 200));
    expect(listed.meta.total).toBe(2);
    expect(listed.data).toHaveLength(1);
    const all = page(ok(await acme('operator', 'GET', `/packages?year=${YEAR}`), 200)).data.map((p) => p.id);
    expect(all.sort((a, b) => a - b)).toEqual([pkg.operator, pkg.subAdmin].sort((a, b) => a - b));
    expect(page(ok(await acme('operator', 'GET', `/packages?year=${YEAR}&user_id=${ids.supervisor}`), 200)).meta.total).toBe(0);
    const goals = page(ok(await acme('operator', 'GET', `/goals?year=${YEAR}`), 200));
    expect(goals.data.map((g) => g.id).sort((a, b) => a - b)).toEqual([goal.shared, goal.second, goal.subs].sort((a, b) => a - b));
    expect(goals.meta.total).toBe(3);
    // A manager still lists everything.
    expect(page(ok(await acme('supervisor', 'GET', `/packages?year=${YEAR}`), 200)).meta.total).toBe(3);
  });

  it('the person evaluated reads no ratings of their package before the sheet is visible', async () => {
    ok(await acme('supervisor', 'POST', `/packages/${pkg.operator}/evaluations`, { goal_id: goal.shared, rating_id: rating.four }), 201);
    ok(await acme('supervisor', 'POST', `/packages/${pkg.operator}/evaluations`, { goal_id: goal.second, rating_id: rating.three }), 201);
    // (50 × 4 + 50 × 3) / 100
    expect(data(ok(await acme('supervisor', 'GET', `/packages/${pkg.operator}`), 200))).toMatchObject({ status: 'rated', total_weight: '100.00', weighted_score: '3.50' });
    const mine = data(ok(await acme('operator', 'GET', `/packages/${pkg.operator}`), 200));
    expect(mine).toMatchObject({ status: 'rated', weighted_score: null });
    // The contract's Package, with its new total_weight and (hidden) weighted_score.
    expect(schemaErrors(server(), 'Package', mine)).toEqual([]);
    expect(pageErrors(server(), 'Package', ok(await acme('supervisor', 'GET', `/packages?year=${YEAR}`), 200).body)).toEqual([]);
    expect(page(ok(await acme('operator', 'GET', `/packages/${pkg.operator}/evaluations`), 200)).meta.total).toBe(0);
    expect(data(ok(await acme('operator', 'GET', `/packages/${pkg.operator}/goals/${goal.shared}`), 200)).evaluations).toEqual([]);
    ok(await acme('operator', 'GET', `/packages/${pkg.operator}/evaluation-sheet`), 403);
  });

  it('publishing needs weights totalling 100 % and an explicit include_unrated while goals are unrated; nothing changes when refused', async () => {
    // The administrator's: the others have their package of the year already (one per person and year).
    const unbalanced = await newPackage(ids.admin, ids.supervisor, [
      [goal.shared, '30'],
      [goal.second, '30'],
    ]);
    const refused = ok(await acme('admin', 'POST', '/packages/visible_annual', { year: YEAR, include_unrated: true }), 422);
    expect(JSON.stringify(refused.body)).toContain(`#${unbalanced} `);
    expect(JSON.stringify(refused.body)).toContain('60');
    ok(await acme('admin', 'DELETE', `/packages/${unbalanced}`), 204);

    // The supervisor's package still has an unrated goal: named, and nothing published without the flag.
    const asked = ok(await acme('admin', 'POST', '/packages/visible_annual', { year: YEAR }), 422);
    const errors = (asked.body as { errors: Record<string, string[]> }).errors;
    expect(errors.include_unrated?.join(' ')).toContain(`#${pkg.supervisor} `);
    expect(errors.include_unrated?.join(' ')).not.toContain(`#${pkg.operator} `);
    expect(await statusOf(pkg.operator)).toBe('rated');
    expect(data(ok(await acme('admin', 'POST', '/packages/visible_annual', { year: YEAR, include_unrated: true }), 200))).toEqual({ year: YEAR, updated_count: 3 });
    expect(await statusOf(pkg.operator)).toBe('visible');
    expect(await statusOf(pkg.supervisor)).toBe('visible');
    // Now the operator reads her sheet and score.
    expect(data(ok(await acme('operator', 'GET', `/packages/${pkg.operator}/evaluation-sheet`), 200))).toMatchObject({ visible: true, weighted_score: '3.50', total_weight: '100.00' });
    expect(data(ok(await acme('operator', 'GET', `/packages/${pkg.operator}`), 200))).toMatchObject({ weighted_score: '3.50' });
  });

  it('the status only moves forward: acknowledged after visible; ratings and goals frozen once visible', async () => {
    // The administrator's (the operator has her package of the year): a hidden sheet cannot be acknowledged.
    const fresh = await newPackage(ids.admin, ids.supervisor, [[goal.second, '100']]);
    ok(await acme('admin', 'PUT', `/packages/${fresh}/acknowledgment/confirm`), 409);
    expect(await statusOf(fresh)).toBe('assigned');

    const evaluations = page(ok(await acme('supervisor', 'GET', `/packages/${pkg.operator}/evaluations`), 200)).data;
    ok(await acme('supervisor', 'DELETE', `/packages/${pkg.operator}/evaluations/${(evaluations[0] as Row).id}`), 409);
    ok(await acme('admin', 'POST', `/packages/${pkg.supervisor}/evaluations`, { goal_id: goal.supervisors, rating_id: rating.three }), 409);
    const body = { user_id: ids.operator, evaluator_id: ids.supervisor, year: YEAR, period_start: `${YEAR}-01-01`, period_end: `${YEAR}-12-31`, goals: [{ goal_id: goal.shared, weight: '100' }] };
    ok(await acme('supervisor', 'PUT', `/packages/${pkg.operator}`, body), 409);
    expect(await statusOf(pkg.operator)).toBe('visible');

    ok(await acme('supervisor', 'PUT', `/packages/${pkg.operator}/acknowledgment/confirm`), 403);
    expect(data(ok(await acme('operator', 'PUT', `/packages/${pkg.operator}/acknowledgment/confirm`), 200))).toMatchObject({ status: 'acknowledged', acknowledgement: { confirmed: true } });
    ok(await acme('operator', 'PUT', `/packages/${pkg.operator}/acknowledgment/confirm`), 409);
    expect(await statusOf(pkg.operator)).toBe('acknowledged');
  });
}
