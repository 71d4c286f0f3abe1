import ExcelJS from 'exceljs';
import { expect, it } from 'vitest';
import { at, type TestServer } from '../harness.ts';
import { roleClient, type Row } from './roleClient.ts';

// Leave that knows the Italian calendar (issue 30 points 2, 3, 4, 10): personal allowances, holidays that cost no
// leave, balances per kind with carry-over, and the payroll report. Runs on PGlite and PostgreSQL.

const WEEK = { working_hours_per_day: '8', working_days: [1, 2, 3, 4, 5] };
type Kind = { kind: string; allowance: string; carried_over: string; expired: string; used: string; remaining: string };

export function leaveCalendarSuite(server: () => TestServer): void {
  const { as, call, admin, data, page, ok, userId } = roleClient(server);
  const allowance = async (role: 'operator' | 'supervisor', year: number, vacation = '40', permission = '8', exHoliday = '16') =>
    data(ok(await admin('POST', '/user-vacation-hours', { user_id: await userId('acme', role), year, vacation_hours: vacation, permission_hours: permission, ex_holiday_hours: exHoliday, ...WEEK }), 201));
  const kindOf = (r: Row, kind: string): Kind => (r.kinds as Kind[]).find((k) => k.kind === kind) as Kind;
  /** Sets a tenant setting for one test and gives back the value it had (the demo seed sets acme's leave calendar). */
  const setting = async (key: string, value: string | null): Promise<unknown> => {
    const before = await admin('GET', `/settings/${key}`);
    const previous = before.status === 200 ? data(before).value : null;
    expect([200, 201]).toContain((await admin('POST', '/settings', { key, value })).status);
    return previous;
  };
  const duration = async (start: string, end: string) =>
    data(ok(await call('acme', 'operator', 'GET', `/vacations/duration?start=${encodeURIComponent(start)}&end=${encodeURIComponent(end)}`), 200));

  it("an operator reads only their own allowances and balances, in lists and single reads; a manager everyone's", async () => {
    const own = await allowance('operator', 2070);
    const theirs = await allowance('supervisor', 2070);
    const op = await userId('acme', 'operator');
    const listed = page(ok(await call('acme', 'operator', 'GET', '/user-vacation-hours?page_size=100'), 200));
    expect(listed.data.length).toBeGreaterThan(0);
    expect(listed.data.every((r) => (r.user as Row).id === op)).toBe(true);
    expect(listed.meta.total).toBe(listed.data.length);
    expect(page(ok(await call('acme', 'operator', 'GET', `/user-vacation-hours?user_id=${await userId('acme', 'supervisor')}`), 200)).meta.total).toBe(0);
    ok(await call('acme', 'operator', 'GET', `/user-vacation-hours/${theirs.id}`), 404);
    ok(await call('acme', 'operator', 'GET', `/user-vacation-hours/${own.id}`), 200);
    ok(await call('acme', 'operator', 'GET', `/user-vacation-hours/remainings?user_id=${await userId('acme', 'supervisor')}&year=2070`), 404);
    ok(await call('acme', 'operator', 'GET', '/user-vacation-hours/remainings?year=2070'), 200);
    // Administrators manage leave: everyone's.
    const all = page(ok(await admin('GET', '/user-vacation-hours?year=2070'), 200));
    expect(all.data.map((r) => r.id).sort()).toEqual([own.id, theirs.id].sort());
    ok(await admin('GET', `/user-vacation-hours/remainings?user_id=${await userId('acme', 'supervisor')}&year=2070`), 200);
  });

  it('Christmas week 24–28/12/2026 costs 16 h and 8 December nothing; a pending request over the patron saint is recomputed, a decided one keeps its hours', async () => {
    expect((await duration('2026-12-24 00:00:00', '2026-12-28 23:59:59')).hours).toBe('16.00');
    expect((await duration('2026-12-08 00:00:00', '2026-12-08 23:59:59')).hours).toBe('0.00');
    expect((await duration('2026-04-06 09:00:00', '2026-04-06 13:00:00')).hours).toBe('0.00'); // Easter Monday
    const onImmacolata = ok(await call('acme', 'operator', 'POST', '/vacations', { type: 'vacation', start: '2026-12-08 00:00:00', end: '2026-12-08 23:59:59', all_day: true }), 422);
    expect(at(onImmacolata.body, 'errors.start.0')).toMatch(/no working hours/);
    await allowance('operator', 2072, '200');
    const pending = data(ok(await call('acme', 'operator', 'POST', '/vacations', { type: 'vacation', start: '2072-12-05 00:00:00', end: '2072-12-09 23:59:59', all_day: true }), 201));
    const decided = data(ok(await call('acme', 'operator', 'POST', '/vacations', { type: 'vacation', start: '2072-06-20 00:00:00', end: '2072-06-24 23:59:59', all_day: true }), 201));
    // 5–9/12/2072: Mon 5, Tue 6, Wed 7, Thu 8 (Immacolata), Fri 9 → 32 h; 20–24/06/2072 Mon–Fri → 40 h.
    expect([pending.hours, decided.hours]).toEqual(['32.00', '40.00']);
    ok(await call('acme', 'supervisor', 'PUT', `/vacations/${decided.id}/status`, { status: 'accepted' }), 200);
    const before = data(ok(await call('acme', 'operator', 'GET', '/user-vacation-hours/remainings?year=2072'), 200));
    const patron = await setting('vacations.patron_saint', '12-07');
    try {
      expect(data(ok(await call('acme', 'operator', 'GET', `/vacations/${pending.id}`), 200)).hours).toBe('24.00');
      await setting('vacations.patron_saint', '06-24');
      expect(data(ok(await call('acme', 'operator', 'GET', `/vacations/${pending.id}`), 200)).hours).toBe('32.00');
      // Decided: keeps the hours it was granted on; today's duration shows the difference.
      expect(data(ok(await call('acme', 'operator', 'GET', `/vacations/${decided.id}`), 200)).hours).toBe('40.00');
      expect((await duration('2072-06-20 00:00:00', '2072-06-24 23:59:59')).hours).toBe('32.00');
      const after = data(ok(await call('acme', 'operator', 'GET', '/user-vacation-hours/remainings?year=2072'), 200));
      expect(after.remaining_vacation_hours).toBe(before.remaining_vacation_hours);
    } finally {
      await setting('vacations.patron_saint', (patron as string | null) ?? null);
    }
    // Back to the demo's patron (13 November, or none): 8 December is the only holiday of that week again.
    expect(data(ok(await call('acme', 'operator', 'GET', `/vacations/${pending.id}`), 200)).hours).toBe('32.00');
  });

  it('balances per kind: ex-festività apart from ferie, a request beyond its kind refused, last year carried over until the expiry day', async () => {
    await allowance('operator', 2080, '40', '8', '16');
    await allowance('operator', 2081, '80', '8', '16');
    // No 2079 record: nothing carried into 2080.
    // 2080: ferie 25 of 40 used (with the hour below) → 15 carried into 2081; ex-festività 16 of 16 used → nothing carried.
    ok(await call('acme', 'operator', 'POST', '/vacations', { type: 'vacation', start: '2080-03-04 00:00:00', end: '2080-03-06 23:59:59', all_day: true }), 201);
    ok(await call('acme', 'operator', 'POST', '/vacations', { type: 'ex_holiday', start: '2080-03-11 00:00:00', end: '2080-03-12 23:59:59', all_day: true }), 201);
    const beyond = ok(await call('acme', 'operator', 'POST', '/vacations', { type: 'ex_holiday', start: '2080-03-13 09:00:00', end: '2080-03-13 10:00:00' }), 422);
    expect(at(beyond.body, 'message')).toBe('The request needs 1 h but only 0 h remain.');
    // The ferie are still there for a vacation request the same day.
    ok(await call('acme', 'operator', 'POST', '/vacations', { type: 'vacation', start: '2080-03-13 09:00:00', end: '2080-03-13 10:00:00' }), 201);
    // 2081 before the expiry (30 June by default): 80 + 15 carried (40 − 25).
    const early = data(ok(await call('acme', 'operator', 'POST', '/vacations', { type: 'vacation', start: '2081-02-03 00:00:00', end: '2081-02-03 23:59:59', all_day: true }), 201));
    expect(early.hours).toBe('8.00');
    const r = data(ok(await call('acme', 'operator', 'GET', '/user-vacation-hours/remainings?year=2081'), 200));
    expect(kindOf(r, 'vacation')).toMatchObject({ allowance: '80.00', carried_over: '15.00', used: '8.00', expired: '0.00', remaining: '87.00' });
    expect(kindOf(r, 'ex_holiday')).toMatchObject({ carried_over: '0.00', remaining: '16.00' });
    // After the expiry the 7 carried hours not spent by February are lost: a request in July sees 80 + 15 − 8 − 7 = 80.
    const july = { type: 'vacation', start: '2081-07-01 00:00:00', end: '2081-07-15 04:00:00' }; // 10 days + 4 h = 84 h
    const tooMuch = ok(await call('acme', 'operator', 'POST', '/vacations', july), 422);
    expect(at(tooMuch.body, 'message')).toBe('The request needs 84 h but only 80 h remain.');
    // A tenant-set later expiry keeps them for July: 87 remain.
    const expiry = await setting('vacations.carry_over_expiry', '07-31');
    try {
      ok(await call('acme', 'operator', 'POST', '/vacations', july), 201);
    } finally {
      await setting('vacations.carry_over_expiry', (expiry as string | null) ?? null);
    }
    // The type list names each kind and offers "Altro" once.
    const types = data(ok(await call('acme', 'operator', 'GET', '/vacation-types'), 200)) as unknown as Row[];
    expect(types.filter((t) => t.label_it === 'Altro')).toHaveLength(1);
    expect(types.find((t) => t.key === 'ex_holiday')).toMatchObject({ kind: 'ex_holiday', counts_against_hours: true });
    expect(types.find((t) => t.key === 'illness')).toMatchObject({ kind: null, counts_against_hours: false });
  });

  it('the monthly payroll report: per person and day, hours by kind, totals, as JSON and XLSX, for leave managers only', async () => {
    await allowance('operator', 2075, '200', '40');
    await allowance('supervisor', 2075, '200', '40');
    const christmas = data(ok(await call('acme', 'operator', 'POST', '/vacations', { type: 'vacation', start: '2075-12-23 00:00:00', end: '2075-12-29 23:59:59', all_day: true }), 201));
    const rol = data(ok(await call('acme', 'supervisor', 'POST', '/vacations', { type: 'permission', start: '2075-12-10 14:00:00', end: '2075-12-10 16:30:00' }), 201));
    ok(await call('acme', 'operator', 'POST', '/vacations', { type: 'vacation', start: '2075-12-04 00:00:00', end: '2075-12-04 23:59:59', all_day: true }), 201); // pending: not paid yet
    ok(await admin('PUT', `/vacations/${christmas.id}/status`, { status: 'accepted' }), 200);
    ok(await admin('PUT', `/vacations/${rol.id}/status`, { status: 'accepted' }), 200);
    ok(await call('acme', 'operator', 'GET', '/vacations/report?month=2075-12'), 403);
    ok(await admin('GET', '/vacations/report?month=2075-13'), 422);
    const report = data(ok(await admin('GET', '/vacations/report?month=2075-12'), 200));
    const people = report.people as { user: Row; days: { date: string; hours: Record<string, string> }[]; totals: Record<string, string> }[];
    const op = people.find((p) => p.user.email === 'operator@acme.test');
    // 23 Mon, 24 Tue, 25–26 holidays (Wed, Thu), 27 Fri, 28–29 weekend → 24 h.
    expect(op?.days.map((d) => d.date)).toEqual(['2075-12-23', '2075-12-24', '2075-12-27']);
    expect(op?.totals).toMatchObject({ vacation: '24.00', permission: '0.00', total: '24.00' });
    expect(people.find((p) => p.user.email === 'supervisor@acme.test')?.totals).toMatchObject({ permission: '2.50', total: '2.50' });
    expect(report.totals).toMatchObject({ vacation: '24.00', permission: '2.50', total: '26.50' });
    expect((report.holidays as { date: string }[]).map((h) => h.date)).toEqual(['2075-12-08', '2075-12-25', '2075-12-26']);
    const res = await server().app.request('http://acme.localhost/api/vacations/report/excel?month=2075-12', { headers: { authorization: `Bearer ${await as('acme', 'admin')}` } });
    expect(res.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.arrayBuffer());
    const sheet = book.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    const opRows = rows.filter((r) => r[1] === 'operator@acme.test');
    expect(opRows).toHaveLength(3);
    expect(opRows[0]?.[2]).toEqual(new Date(Date.UTC(2075, 11, 23)));
    expect(sheet.getCell(`C${rows.indexOf(opRows[0] as unknown[]) + 1}`).numFmt).toBe('dd/mm/yyyy');
    expect(opRows[0]?.[3]).toBe(8);
    expect(rows.at(-1)).toEqual(['Totale del mese', undefined, undefined, 24, 2.5, 0, 0, 26.5]);
    expect(book.worksheets[1]?.actualRowCount).toBe(4);
    // Its sheet is named for the month in the reader's words.
    expect(sheet.name).toBe('dicembre 2075');
    const english = await server().app.request('http://acme.localhost/api/vacations/report/excel?month=2075-12', { headers: { authorization: `Bearer ${await as('acme', 'admin')}`, 'accept-language': 'en' } });
    const englishBook = new ExcelJS.Workbook();
    await englishBook.xlsx.load(await english.arrayBuffer());
    expect(englishBook.worksheets[0]?.name).toBe('December 2075');
  });
}
