import fc from 'fast-check';
import { expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { createRoleUser, tenantIdOf } from '../contract/roleUsers.ts';
import { at, type TestServer } from '../harness.ts';
import { roleClient, type Row } from './roleClient.ts';

// Payroll rules of leave requests (contract createVacation / updateVacation / changeVacationStatus), and the one
// balance: remaining hours always equal the allowance minus the accepted, modified and pending requests.

const WEEK = { working_hours_per_day: '8', working_days: [1, 2, 3, 4, 5] };

export function vacationRulesSuite(server: () => TestServer): void {
  const { as, call, admin, data, page, ok, userId } = roleClient(server);
  const hoursFor = async (role: 'operator' | 'supervisor', year: number, vacation = '40', permission = '8') =>
    ok(await admin('POST', '/user-vacation-hours', { user_id: await userId('acme', role), year, vacation_hours: vacation, permission_hours: permission, ...WEEK }), 201);

  it('an operator files leave only for themselves; filing for others needs vacations.management', async () => {
    await hoursFor('operator', 2061);
    await hoursFor('supervisor', 2061);
    const sup = await userId('acme', 'supervisor');
    const theirs = ok(await call('acme', 'operator', 'POST', '/vacations', { user_id: sup, type: 'illness', start: '2061-03-07 09:00:00', end: '2061-03-07 10:00:00' }), 403);
    expect(at(theirs.body, 'message')).toMatch(/management/);
    const mine = data(ok(await call('acme', 'operator', 'POST', '/vacations', { type: 'illness', start: '2061-03-07 09:00:00', end: '2061-03-07 10:00:00' }), 201));
    expect(mine.user).toMatchObject({ id: await userId('acme', 'operator') });
    ok(await admin('POST', '/vacations', { user_id: sup, type: 'illness', start: '2061-03-08 09:00:00', end: '2061-03-08 10:00:00' }), 201);
    // The operator's list holds their own requests only.
    const listed = page(ok(await call('acme', 'operator', 'GET', '/vacations?from=2061-01-01&to=2061-12-31'), 200)).data;
    expect(listed.map((v) => (v.user as Row).id)).toEqual([mine.user && (mine.user as Row).id]);
  });

  it('nobody decides on their own request, administrators included', async () => {
    await hoursFor('supervisor', 2062);
    const own = data(ok(await call('acme', 'supervisor', 'POST', '/vacations', { type: 'illness', start: '2062-03-07 09:00:00', end: '2062-03-07 10:00:00' }), 201));
    ok(await call('acme', 'supervisor', 'PUT', `/vacations/${own.id}/status`, { status: 'accepted' }), 403);
    const adminsOwn = await admin('POST', '/user-vacation-hours', { user_id: await userId('acme', 'admin'), year: 2062, vacation_hours: '40', permission_hours: '8', ...WEEK });
    ok(adminsOwn, 201);
    const a = data(ok(await admin('POST', '/vacations', { type: 'illness', start: '2062-03-07 09:00:00', end: '2062-03-07 10:00:00' }), 201));
    ok(await admin('PUT', `/vacations/${a.id}/status`, { status: 'accepted' }), 403);
    // Someone else decides, and the requester's note survives the approver's.
    ok(await admin('PUT', `/vacations/${own.id}`, { type: 'illness', start: '2062-03-07 09:00:00', end: '2062-03-07 10:00:00', notes: 'Mia nota' }), 200);
    const decided = data(ok(await admin('PUT', `/vacations/${own.id}/status`, { status: 'rejected', notes: 'Nota del capo' }), 200));
    expect(decided).toMatchObject({ status: 'rejected', notes: 'Mia nota', approver_notes: 'Nota del capo' });
  });

  it("a team leader without vacations.changeStatus sees and decides their team's requests only, never their own", async () => {
    const s = server();
    // A leader whose role has only what operators have: no changeStatus, no management.
    const leader = await createRoleUser(s, await tenantIdOf(s, 'acme'), 'vacation_team_leader', ['vacations', 'vacations.viewAny', 'vacations.view', 'vacations.create']);
    const asLeader = (method: string, path: string, body?: unknown) => s.request('acme', method, path, { token: leader.token, ...(body !== undefined ? { body } : {}) });
    const op = await userId('acme', 'operator');
    ok(await admin('POST', '/users/related-users', { user_id: leader.userId, related_users: [op] }), 204);
    await hoursFor('operator', 2066);
    await hoursFor('supervisor', 2066);
    ok(await admin('POST', '/user-vacation-hours', { user_id: leader.userId, year: 2066, vacation_hours: '40', permission_hours: '8', ...WEEK }), 201);
    const member = data(ok(await call('acme', 'operator', 'POST', '/vacations', { type: 'permission', start: '2066-03-04 09:00:00', end: '2066-03-04 13:00:00' }), 201));
    const stranger = data(ok(await call('acme', 'supervisor', 'POST', '/vacations', { type: 'permission', start: '2066-03-04 09:00:00', end: '2066-03-04 13:00:00' }), 201));
    const own = data(ok(await asLeader('POST', '/vacations', { type: 'permission', start: '2066-03-05 09:00:00', end: '2066-03-05 10:00:00' }), 201));
    // The list holds the leader's own and the team's requests, not the others'.
    const listed = page(ok(await asLeader('GET', '/vacations?from=2066-01-01&to=2066-12-31&status=pending'), 200)).data.map((v) => v.id);
    expect(listed.sort()).toEqual([member.id, own.id].sort());
    expect(page(ok(await asLeader('GET', `/vacations?from=2066-01-01&to=2066-12-31&user_id=${await userId('acme', 'supervisor')}`), 200)).data).toEqual([]);
    // Reading one request follows the list: the team's yes, someone else's no; an operator reads only their own.
    ok(await asLeader('GET', `/vacations/${member.id}`), 200);
    ok(await asLeader('GET', `/vacations/${stranger.id}`), 404);
    ok(await call('acme', 'operator', 'GET', `/vacations/${stranger.id}`), 404);
    ok(await call('acme', 'operator', 'GET', `/vacations/${member.id}`), 200);
    // The team's request is theirs to decide; someone else's and their own are not.
    const decided = data(ok(await asLeader('PUT', `/vacations/${member.id}/status`, { status: 'accepted', notes: 'Va bene' }), 200));
    expect(decided).toMatchObject({ status: 'accepted', approver: { id: leader.userId }, approver_notes: 'Va bene' });
    const refused = ok(await asLeader('PUT', `/vacations/${stranger.id}/status`, { status: 'accepted' }), 403);
    expect(at(refused.body, 'message')).toMatch(/team/);
    ok(await asLeader('PUT', `/vacations/${own.id}/status`, { status: 'accepted' }), 403);
    // An operator leading nobody decides nothing.
    ok(await call('acme', 'operator', 'PUT', `/vacations/${stranger.id}/status`, { status: 'rejected' }), 403);
    // Out of the team, out of reach.
    ok(await admin('DELETE', '/users/related-users', { user_id: leader.userId, related_users: [op] }), 204);
    ok(await asLeader('PUT', `/vacations/${member.id}/status`, { status: 'rejected' }), 403);
  });

  it("exports to Excel the same people as the list: an operator's workbook holds their own requests only", async () => {
    await hoursFor('operator', 2067);
    await hoursFor('supervisor', 2067);
    const mine = data(ok(await call('acme', 'operator', 'POST', '/vacations', { type: 'permission', start: '2067-03-04 09:00:00', end: '2067-03-04 13:00:00' }), 201));
    ok(await call('acme', 'supervisor', 'POST', '/vacations', { type: 'permission', start: '2067-03-04 09:00:00', end: '2067-03-04 13:00:00' }), 201);
    const load = async (role: 'operator' | 'admin') => {
      const res = await server().app.request('http://acme.localhost/api/vacations/excel?from=2067-01-01&to=2067-12-31', { headers: { authorization: `Bearer ${await as('acme', role)}` } });
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(await res.arrayBuffer());
      const sheet = book.worksheets[0];
      if (!sheet) throw new Error('no sheet');
      return sheet;
    };
    const opSheet = await load('operator');
    expect(opSheet.actualRowCount - 1).toBe(1);
    expect(opSheet.getCell('B2').value).toBe('operator@acme.test');
    expect(opSheet.getCell('H2').value).toBe(Number(mine.hours));
    expect((await load('admin')).actualRowCount - 1).toBe(2);
  });

  it('changing the period or type of an accepted request sends it back to pending, notes kept', async () => {
    await hoursFor('operator', 2063);
    const v = data(ok(await call('acme', 'operator', 'POST', '/vacations', { type: 'vacation', start: '2063-03-05 00:00:00', end: '2063-03-05 23:59:59', all_day: true, notes: 'Un giorno' }), 201));
    ok(await call('acme', 'supervisor', 'PUT', `/vacations/${v.id}/status`, { status: 'accepted', notes: 'Ok' }), 200);
    // Notes only: the decision holds.
    const notesOnly = data(ok(await admin('PUT', `/vacations/${v.id}`, { type: 'vacation', start: '2063-03-05 00:00:00', end: '2063-03-05 23:59:59', notes: 'Un giorno solo' }), 200));
    expect(notesOnly).toMatchObject({ status: 'accepted' });
    const moved = data(ok(await admin('PUT', `/vacations/${v.id}`, { type: 'vacation', start: '2063-03-06 00:00:00', end: '2063-03-06 23:59:59' }), 200));
    expect(moved).toMatchObject({ status: 'pending', approver: null, notes: 'Un giorno solo', approver_notes: 'Ok' });
    ok(await call('acme', 'supervisor', 'PUT', `/vacations/${v.id}/status`, { status: 'modified' }), 200);
    const retyped = data(ok(await admin('PUT', `/vacations/${v.id}`, { type: 'permission', start: '2063-03-06 09:00:00', end: '2063-03-06 11:00:00' }), 200));
    expect(retyped).toMatchObject({ status: 'pending', type: 'permission' });
  });

  it('two requests of one person cannot overlap (a rejected one no longer holds its period)', async () => {
    await hoursFor('operator', 2064);
    const first = data(ok(await call('acme', 'operator', 'POST', '/vacations', { type: 'illness', start: '2064-03-05 09:00:00', end: '2064-03-05 12:00:00' }), 201));
    const clash = ok(await call('acme', 'operator', 'POST', '/vacations', { type: 'permission', start: '2064-03-05 11:00:00', end: '2064-03-05 13:00:00' }), 422);
    expect(at(clash.body, 'message')).toBe('The period overlaps another request of the same person.');
    // Touching ends do not overlap.
    const next = data(ok(await call('acme', 'operator', 'POST', '/vacations', { type: 'permission', start: '2064-03-05 12:00:00', end: '2064-03-05 13:00:00' }), 201));
    ok(await admin('PUT', `/vacations/${next.id}`, { type: 'permission', start: '2064-03-05 10:00:00', end: '2064-03-05 13:00:00' }), 422);
    ok(await call('acme', 'supervisor', 'PUT', `/vacations/${first.id}/status`, { status: 'rejected' }), 200);
    ok(await admin('PUT', `/vacations/${next.id}`, { type: 'permission', start: '2064-03-05 10:00:00', end: '2064-03-05 13:00:00' }), 200);
  });

  it('refuses a request beyond the remaining hours with the remaining figure, unless the tenant allows negative balances', async () => {
    await hoursFor('operator', 2069, '40', '8');
    ok(await call('acme', 'operator', 'POST', '/vacations', { type: 'permission', start: '2069-03-05 09:00:00', end: '2069-03-05 14:00:00' }), 201); // 5 h
    const beyond = ok(await call('acme', 'operator', 'POST', '/vacations', { type: 'permission', start: '2069-03-06 09:00:00', end: '2069-03-06 13:00:00' }), 422); // 4 h > 3
    expect(at(beyond.body, 'message')).toBe('The request needs 4 h but only 3 h remain.');
    ok(await call('acme', 'operator', 'POST', '/vacations', { type: 'permission', start: '2069-03-06 09:00:00', end: '2069-03-06 12:00:00' }), 201); // exactly 3 h
    ok(await admin('POST', '/settings', { key: 'vacations.allow_negative_balance', value: '1' }), 201);
    try {
      ok(await call('acme', 'operator', 'POST', '/vacations', { type: 'permission', start: '2069-03-11 09:00:00', end: '2069-03-11 13:00:00' }), 201);
      const r = data(ok(await call('acme', 'operator', 'GET', '/user-vacation-hours/remainings?year=2069'), 200));
      expect(r.remaining_permission_hours).toBe('-4.00');
    } finally {
      ok(await admin('POST', '/settings', { key: 'vacations.allow_negative_balance', value: '0' }), 200);
    }
  });

  it('keeps remaining hours equal to the allowance minus accepted, modified and pending requests over any sequence', async () => {
    const op = await userId('acme', 'operator');
    // Every other year: a record the year before would carry its remainder over (issue 30) and change the sum.
    let year = 2071;
    type Step =
      | { kind: 'create'; type: 'vacation' | 'permission' | 'illness'; day: number; hours: number }
      | { kind: 'decide'; pick: number; status: 'accepted' | 'modified' | 'rejected' | 'pending' }
      | { kind: 'move'; pick: number; day: number; hours: number; type: 'vacation' | 'permission' }
      | { kind: 'delete'; pick: number };
    const day = fc.integer({ min: 1, max: 20 });
    const hours = fc.integer({ min: 1, max: 8 });
    const step: fc.Arbitrary<Step> = fc.oneof(
      fc.record({ kind: fc.constant('create' as const), type: fc.constantFrom('vacation' as const, 'permission' as const, 'illness' as const), day, hours }),
      fc.record({ kind: fc.constant('decide' as const), pick: fc.nat(), status: fc.constantFrom('accepted' as const, 'modified' as const, 'rejected' as const, 'pending' as const) }),
      fc.record({ kind: fc.constant('move' as const), pick: fc.nat(), day, hours, type: fc.constantFrom('vacation' as const, 'permission' as const) }),
      fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
    );
    // Working days of March, so every period has working hours.
    const dateOf = (y: number, n: number): string => {
      const d = new Date(Date.UTC(y, 2, 1));
      let seen = 0;
      for (;;) {
        const wd = d.getUTCDay();
        if (wd !== 0 && wd !== 6 && ++seen === n) return d.toISOString().slice(0, 10);
        d.setUTCDate(d.getUTCDate() + 1);
      }
    };
    const periodOf = (y: number, n: number, h: number) => ({ start: `${dateOf(y, n)} 08:00:00`, end: `${dateOf(y, n)} ${String(8 + h).padStart(2, '0')}:00:00` });
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 10 }), async (steps) => {
        const y = year;
        year += 2;
        await hoursFor('operator', y, '24', '12');
        const ids: number[] = [];
        for (const s of steps) {
          const target = ids.length > 0 && s.kind !== 'create' ? ids[s.pick % ids.length] : undefined;
          if (s.kind === 'create') {
            const r = await admin('POST', '/vacations', { user_id: op, type: s.type, ...periodOf(y, s.day, s.hours) });
            expect([201, 422]).toContain(r.status);
            if (r.status === 201) ids.push(data(r).id);
          } else if (target !== undefined && s.kind === 'decide') {
            // The status it already has is no decision (409); any other is taken.
            const before = data(ok(await admin('GET', `/vacations/${target}`), 200)).status;
            expect((await call('acme', 'supervisor', 'PUT', `/vacations/${target}/status`, { status: s.status })).status).toBe(before === s.status ? 409 : 200);
          } else if (target !== undefined && s.kind === 'move') {
            expect([200, 422]).toContain((await admin('PUT', `/vacations/${target}`, { type: s.type, ...periodOf(y, s.day, s.hours) })).status);
          } else if (target !== undefined && s.kind === 'delete') {
            ok(await admin('DELETE', `/vacations/${target}`), 204);
            ids.splice(ids.indexOf(target), 1);
          }
          const all = page(ok(await admin('GET', `/vacations?user_id=${op}&from=${y}-01-01&to=${y}-12-31&page_size=100`), 200)).data;
          const held = (type: string) =>
            all.filter((v) => v.type === type && v.status !== 'rejected').reduce((sum, v) => sum + Math.round(Number(v.hours) * 100), 0);
          const r = data(ok(await admin('GET', `/user-vacation-hours/remainings?user_id=${op}&year=${y}`), 200));
          expect(Math.round(Number(r.remaining_vacation_hours) * 100)).toBe(2400 - held('vacation'));
          expect(Math.round(Number(r.remaining_permission_hours) * 100)).toBe(1200 - held('permission'));
        }
      }),
      { numRuns: 6, seed: 14 },
    );
  }, 120_000);
}
