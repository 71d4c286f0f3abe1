import ExcelJS from 'exceljs';
import { and, eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { calendarEvents, calendarEventUsers, calendars } from '../../../server/src/db/schema/calendars.ts';
import { tenants } from '../../../server/src/db/schema/core.ts';
import { vacations } from '../../../server/src/db/schema/vacations.ts';
import { at, type TestServer } from '../harness.ts';
import { schemaErrors } from '../responseSchema.ts';
import { roleClient, type Role, type Row } from './roleClient.ts';

// Vacations (ferie e permessi) with their calendar events, vacation types, durations, the Excel export, and the
// users' yearly vacation hours with their remainings.

const WEEK = { hours_per_day: '8', days: [1, 2, 3, 4, 5] };

export function vacationsSuite(server: () => TestServer): void {
  const { as, call, admin, data, page, ok, db, userId } = roleClient(server);
  const hoursFor = async (role: Role, year: number, extra: Record<string, unknown> = {}): Promise<Row> =>
    data(
      ok(
        await admin('POST', '/user-vacation-hours', {
          user_id: await userId('acme', role),
          year,
          vacation_hours: '100',
          permission_hours: '20',
          ex_holiday_hours: '8',
          working_hours_per_day: WEEK.hours_per_day,
          working_days: WEEK.days,
          ...extra,
        }),
        201,
      ),
    );
  const thisYear = new Date().getFullYear();
  const conforms = (schema: string, value: unknown) => expect(schemaErrors(server(), schema, value), schema).toEqual([]);

  describe('seed', () => {
    it('gives every demo user vacation hours for this year and requests in every status, each with its event', async () => {
      const hours = page(ok(await admin('GET', `/user-vacation-hours?year=${thisYear}`), 200));
      expect(hours.meta.total).toBe(4);
      for (const h of hours.data) {
        expect(h).toMatchObject({ vacation_hours: '160.00', permission_hours: '72.00', working_hours_per_day: '8.00', working_days: [1, 2, 3, 4, 5] });
        conforms('UserVacationHour', h);
      }
      const all = page(ok(await admin('GET', '/vacations?page_size=100'), 200));
      expect(all.meta.total).toBeGreaterThanOrEqual(8);
      const statuses = new Set(all.data.map((v) => v.status));
      for (const s of ['pending', 'accepted', 'modified', 'rejected']) expect(statuses).toContain(s);
      for (const v of all.data) {
        conforms('Vacation', v);
        const event = v.event as { id: number; calendar_id: number } | null;
        expect(event, `vacation ${v.id}`).not.toBeNull();
        const e = data(ok(await admin('GET', `/calendars/${event?.calendar_id}/events/${event?.id}`), 200));
        expect(e).toMatchObject({ vacation_id: v.id, vacation: { id: v.id, status: v.status }, type: v.type });
        expect(Number(v.hours)).toBeGreaterThan(0);
      }
      // A tenant with the module hidden gets none.
      const [cantiere] = await db().select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, 'cantiere'));
      expect(await db().select({ id: vacations.id }).from(vacations).where(eq(vacations.tenantId, cantiere?.id ?? 0))).toEqual([]);
      expect(await db().select({ id: calendarEvents.id }).from(calendarEvents).where(and(eq(calendarEvents.tenantId, cantiere?.id ?? 0), isNotNull(calendarEvents.vacationId)))).toEqual([]);
    });
  });

  describe('vacation types', () => {
    it('lists the 18 types ("Altro" once) with Italian and English labels, colours of spec §9 and the allowance flag', async () => {
      const types = (ok(await admin('GET', '/vacation-types'), 200).body as { data: Row[] }).data;
      expect(types).toHaveLength(18);
      for (const t of types) conforms('VacationTypeInfo', t);
      const by = new Map(types.map((t) => [t.key, t]));
      expect(by.get('vacation')).toMatchObject({ label_it: 'Ferie', label_en: 'Vacation', counts_against_hours: true });
      expect(by.get('permission')).toMatchObject({ label_it: 'Permesso monte ore', counts_against_hours: true, color: '#f0e68c' });
      expect(by.get('vacations_and_permissions')).toMatchObject({ label_it: 'Ferie e permessi', color: '#008000', counts_against_hours: true });
      expect(by.get('illness')).toMatchObject({ label_it: 'Malattia', color: '#6a5acd', counts_against_hours: false });
      expect(by.get('mission')?.color).toBe('#ff6347');
      expect(by.get('smart_working')?.color).toBe('#b0c4de');
      expect(types.filter((t) => t.counts_against_hours).map((t) => t.key).sort()).toEqual(['ex_holiday', 'permission', 'vacation', 'vacations_and_permissions']);
    });
  });

  describe('duration', () => {
    it('counts working hours per day, capped at the hours per day, only on working days', async () => {
      await hoursFor('supervisor', 2031);
      const sup = await userId('acme', 'supervisor');
      const d = async (start: string, end: string) =>
        admin('GET', `/vacations/duration?user_id=${sup}&start=${encodeURIComponent(start)}&end=${encodeURIComponent(end)}`);
      // Monday 3 to Sunday 9 March 2031: five working days of 8 hours.
      const week = data(ok(await d('2031-03-03 00:00:00', '2031-03-09 23:59:59'), 200));
      expect(week).toEqual({ hours: '40.00', days: '5.00' });
      conforms('VacationDuration', week);
      expect(data(ok(await d('2031-03-03 09:00:00', '2031-03-03 11:30:00'), 200))).toEqual({ hours: '2.50', days: '0.31' });
      // Saturday: no working time.
      expect(data(ok(await d('2031-03-08 08:00:00', '2031-03-08 18:00:00'), 200))).toEqual({ hours: '0.00', days: '0.00' });
      // 18:00 Monday to 10:00 Tuesday: 6 hours, then 10 hours capped at 8.
      expect(data(ok(await d('2031-03-03 18:00:00', '2031-03-04 10:00:00'), 200))).toEqual({ hours: '14.00', days: '1.75' });
    });

    it('follows a different schedule: 7.5 hours Monday to Thursday', async () => {
      await hoursFor('sub_admin', 2031, { working_hours_per_day: '7.5', working_days: [4, 1, 2, 3] });
      const sa = await userId('acme', 'sub_admin');
      const r = await admin('GET', `/vacations/duration?user_id=${sa}&start=2031-03-03%2000:00:00&end=2031-03-09%2023:59:59`);
      expect(data(ok(r, 200))).toEqual({ hours: '30.00', days: '4.00' });
    });

    it("answers 'You must set vacation hours' and 'You must set working hours' (422)", async () => {
      const none = ok(await admin('GET', '/vacations/duration?start=2040-03-05%2009:00:00&end=2040-03-05%2011:00:00'), 422);
      expect(at(none.body, 'message')).toBe('You must set vacation hours');
      await hoursFor('operator', 2041, { working_hours_per_day: '0' });
      const op = await userId('acme', 'operator');
      const noSchedule = ok(await admin('GET', `/vacations/duration?user_id=${op}&start=2041-03-04%2009:00:00&end=2041-03-04%2011:00:00`), 422);
      expect(at(noSchedule.body, 'message')).toBe('You must set working hours');
      const backwards = ok(await admin('GET', `/vacations/duration?user_id=${op}&start=2041-03-04%2011:00:00&end=2041-03-04%2009:00:00`), 422);
      expect(at(backwards.body, 'message')).toBe('Given data are not valid');
      // The operator may ask (vacations.create) but a user of another tenant has no hours here.
      ok(await call('acme', 'operator', 'GET', '/vacations/duration?start=2040-03-05%2009:00:00&end=2040-03-05%2011:00:00'), 422);
    });

    it('names the year without hours of a period across the new year (Christmas before next year is set)', async () => {
      await hoursFor('supervisor', 2042);
      const sup = await userId('acme', 'supervisor');
      const path = `/vacations/duration?user_id=${sup}&start=2042-12-21%2000:00:00&end=2043-01-08%2023:59:59`;
      const english = ok(await admin('GET', path), 422);
      expect(at(english.body, 'message')).toBe('You must set the vacation hours of 2043');
      expect(at(english.body, 'code')).toBe('vacation_hours_not_set');
      const res = await server().app.request(`http://acme.localhost/api${path}`, { headers: { authorization: `Bearer ${await as('acme', 'admin')}`, 'accept-language': 'it' } });
      expect(at(await res.json(), 'message')).toBe('Devi impostare le ore di ferie del 2043');
      // The same period as a request: the same words.
      const request = ok(await admin('POST', '/vacations', { user_id: sup, type: 'vacation', all_day: true, start: '2042-12-21 00:00:00', end: '2043-01-08 23:59:59' }), 422);
      expect(at(request.body, 'message')).toBe('You must set the vacation hours of 2043');
    });
  });

  describe('requests', () => {
    it('creates a pending request with computed hours and a grey (pending) event in the primary calendar', async () => {
      await hoursFor('operator', 2033);
      const op = await userId('acme', 'operator');
      const made = data(
        ok(await call('acme', 'operator', 'POST', '/vacations', { type: 'vacation', start: '2033-01-03 00:00:00', end: '2033-01-05 23:59:59', all_day: true, notes: 'Montagna' }), 201),
      );
      expect(made).toMatchObject({ user: { id: op }, type: 'vacation', hours: '24.00', status: 'pending', approver: null, all_day: true, notes: 'Montagna', type_description: null });
      const [primary] = await db().select({ id: calendars.id }).from(calendars).where(and(eq(calendars.ownerId, op), eq(calendars.primary, true)));
      const link = made.event as { id: number; calendar_id: number };
      expect(link.calendar_id).toBe(primary?.id);
      const event = data(ok(await admin('GET', `/calendars/${link.calendar_id}/events/${link.id}`), 200));
      // All day: the event spans 00:00 → 00:00 of the day after the request's last day (issue 13, contract all_day).
      expect(event).toMatchObject({ start: '2033-01-03 00:00:00', end: '2033-01-06 00:00:00', all_day: true, status: 'tentative', type: 'vacation', vacation: { id: made.id, status: 'pending' } });
      const attendees = await db().select().from(calendarEventUsers).where(eq(calendarEventUsers.eventId, link.id));
      expect(attendees.map((a) => a.userId)).toEqual([op]);
      expect(data(ok(await admin('GET', `/vacations/${made.id}`), 200))).toMatchObject({ id: made.id, hours: '24.00' });
    });

    it("refuses with 'Given data are not valid' and the vacation-hours messages (422)", async () => {
      await hoursFor('admin', 2034);
      const backwards = ok(await admin('POST', '/vacations', { type: 'vacation', start: '2034-03-07 10:00:00', end: '2034-03-07 09:00:00' }), 422);
      expect(at(backwards.body, 'message')).toBe('Given data are not valid');
      // 2034-03-04 and 05 are a Saturday and a Sunday.
      const weekend = ok(await admin('POST', '/vacations', { type: 'vacation', start: '2034-03-04 00:00:00', end: '2034-03-05 23:59:59' }), 422);
      expect(at(weekend.body, 'message')).toBe('Given data are not valid');
      const noHours = ok(await admin('POST', '/vacations', { type: 'vacation', start: '2039-03-07 09:00:00', end: '2039-03-07 10:00:00' }), 422);
      expect(at(noHours.body, 'message')).toBe('You must set vacation hours');
      const foreign = await userId('borgo', 'operator');
      const other = ok(await admin('POST', '/vacations', { user_id: foreign, type: 'vacation', start: '2034-03-07 09:00:00', end: '2034-03-07 10:00:00' }), 422);
      expect(at(other.body, 'message')).toBe('Given data are not valid');
      ok(await admin('POST', '/vacations', { type: 'holiday', start: '2034-03-07 09:00:00', end: '2034-03-07 10:00:00' }), 422);
      ok(await admin('POST', '/vacations', { type: 'vacation' }), 422);
    });

    it('changes status: approver set, event status and vacation link in step; back to pending clears the approver', async () => {
      await hoursFor('operator', 2035);
      const admId = await userId('acme', 'admin');
      const v = data(ok(await admin('POST', '/vacations', { user_id: await userId('acme', 'operator'), type: 'mission', start: '2035-05-07 08:00:00', end: '2035-05-07 12:00:00' }), 201));
      const link = v.event as { id: number; calendar_id: number };
      const eventOf = async () => data(ok(await admin('GET', `/calendars/${link.calendar_id}/events/${link.id}`), 200));

      const accepted = data(ok(await admin('PUT', `/vacations/${v.id}/status`, { status: 'accepted', notes: 'Buon viaggio' }), 200));
      expect(accepted).toMatchObject({ status: 'accepted', approver: { id: admId }, notes: null, approver_notes: 'Buon viaggio' });
      conforms('Vacation', accepted);
      expect(await eventOf()).toMatchObject({ status: 'confirmed', vacation: { id: v.id, status: 'accepted' }, type: 'mission' });
      // The requester's calendar view carries the status its colour depends on (grey only while pending).
      const fc = page(await call('acme', 'operator', 'GET', '/calendars/fullcalendar-events?start=2035-05-07%2000:00:00&end=2035-05-08%2000:00:00&page_size=500'));
      expect(fc.data.find((e) => e.id === link.id)).toMatchObject({ vacation: { id: v.id, status: 'accepted' }, type: 'mission', editable: false });

      expect(data(ok(await admin('PUT', `/vacations/${v.id}/status`, { status: 'modified' }), 200))).toMatchObject({ status: 'modified', approver_notes: 'Buon viaggio' });
      expect(await eventOf()).toMatchObject({ status: 'confirmed', vacation: { status: 'modified' } });
      expect(data(ok(await admin('PUT', `/vacations/${v.id}/status`, { status: 'rejected' }), 200))).toMatchObject({ status: 'rejected', approver: { id: admId } });
      expect(await eventOf()).toMatchObject({ status: 'cancelled', vacation: { status: 'rejected' } });
      expect(data(ok(await admin('PUT', `/vacations/${v.id}/status`, { status: 'pending' }), 200))).toMatchObject({ status: 'pending', approver: null });
      expect(await eventOf()).toMatchObject({ status: 'tentative', vacation: { status: 'pending' } });

      ok(await admin('PUT', `/vacations/${v.id}/status`, { status: 'approved' }), 422);
      ok(await call('acme', 'operator', 'PUT', `/vacations/${v.id}/status`, { status: 'accepted' }), 403);
      ok(await call('acme', 'supervisor', 'PUT', `/vacations/${v.id}/status`, { status: 'accepted' }), 200);
    });

    it('updates the period: hours and the event follow; deleting removes the event', async () => {
      await hoursFor('supervisor', 2036);
      const v = data(ok(await admin('POST', '/vacations', { user_id: await userId('acme', 'supervisor'), type: 'vacation', start: '2036-06-04 00:00:00', end: '2036-06-04 23:59:59' }), 201));
      expect(v.hours).toBe('8.00');
      const link = v.event as { id: number; calendar_id: number };
      const changed = data(ok(await admin('PUT', `/vacations/${v.id}`, { type: 'permission', start: '2036-06-03 14:00:00', end: '2036-06-03 17:30:00', notes: 'Solo pomeriggio' }), 200));
      expect(changed).toMatchObject({ type: 'permission', hours: '3.50', status: 'pending', notes: 'Solo pomeriggio', event: link });
      expect(data(await admin('GET', `/calendars/${link.calendar_id}/events/${link.id}`))).toMatchObject({ start: '2036-06-03 14:00:00', end: '2036-06-03 17:30:00', duration: 210, type: 'permission' });
      const sat = ok(await admin('PUT', `/vacations/${v.id}`, { type: 'vacation', start: '2036-06-07 09:00:00', end: '2036-06-07 12:00:00' }), 422);
      expect(at(sat.body, 'message')).toBe('Given data are not valid');
      // The calendar refuses to delete it there; the vacation takes it with it.
      ok(await admin('DELETE', `/calendars/${link.calendar_id}/events/${link.id}`), 409);
      ok(await admin('DELETE', `/vacations/${v.id}`), 204);
      ok(await admin('GET', `/vacations/${v.id}`), 404);
      ok(await admin('GET', `/calendars/${link.calendar_id}/events/${link.id}`), 404);
      ok(await admin('DELETE', `/vacations/${v.id}`), 404);
    });

    it("lets the requester withdraw a pending request (its event and the approvers' notifications go, its hours are free); a decided one is refused (409, in their language)", async () => {
      await hoursFor('operator', 2038);
      const op = await userId('acme', 'operator');
      const ask = (start: string, end: string) => call('acme', 'operator', 'POST', '/vacations', { type: 'vacation', start, end });
      const v = data(ok(await ask('2038-02-01 00:00:00', '2038-02-01 23:59:59'), 201));
      const link = v.event as { id: number; calendar_id: number };
      const toDecide = async () => page(ok(await admin('GET', '/notifications?page_size=100'), 200)).data.filter((x) => x.record_type === 'vacation' && x.record_id === v.id);
      expect(await toDecide()).not.toEqual([]);
      // Another operator's request is outside the scope; an operator has no vacations.delete, yet withdraws their own.
      ok(await call('acme', 'operator', 'DELETE', `/vacations/${v.id}`), 403);
      ok(await call('acme', 'operator', 'POST', `/vacations/${v.id}/withdraw`), 204);
      ok(await admin('GET', `/vacations/${v.id}`), 404);
      ok(await admin('GET', `/calendars/${link.calendar_id}/events/${link.id}`), 404);
      expect(await toDecide()).toEqual([]);
      ok(await call('acme', 'operator', 'POST', `/vacations/${v.id}/withdraw`), 404);
      // The same day can be asked again: the withdrawn request holds no period.
      const again = data(ok(await ask('2038-02-01 00:00:00', '2038-02-01 23:59:59'), 201));
      // Rejected, not accepted: the filter test below counts this person's accepted requests from 2037 on.
      ok(await admin('PUT', `/vacations/${again.id}/status`, { status: 'rejected' }), 200);
      const refused = await server().request('acme', 'POST', `/vacations/${again.id}/withdraw`, { token: await as('acme', 'operator'), headers: { 'accept-language': 'it' } });
      expect(refused.status).toBe(409);
      expect(at(refused.body, 'message')).toMatch(/^Si può ritirare solo una richiesta non ancora decisa/);
      expect(data(ok(await admin('GET', `/vacations/${again.id}`), 200))).toMatchObject({ status: 'rejected', user: { id: op } });
    });

    it('filters by user, status, type and overlapping period; sorts and searches', async () => {
      await hoursFor('operator', 2037);
      const op = await userId('acme', 'operator');
      // Whole days are all-day requests; the permission is part of a day.
      const mk = async (type: string, start: string, end: string) =>
        data(ok(await admin('POST', '/vacations', { user_id: op, type, start, end, all_day: type !== 'permission', notes: 'filtro-2037' }), 201));
      const a = await mk('vacation', '2037-02-02 00:00:00', '2037-02-06 23:59:59');
      const b = await mk('illness', '2037-02-09 00:00:00', '2037-02-10 23:59:59');
      const c = await mk('permission', '2037-03-02 09:00:00', '2037-03-02 11:00:00');
      await admin('PUT', `/vacations/${b.id}/status`, { status: 'accepted' });
      const ids = async (q: string) => page(ok(await admin('GET', `/vacations?${q}`), 200)).data.map((v) => v.id);
      expect(await ids(`user_id=${op}&from=2037-01-01&to=2037-12-31&sort=start`)).toEqual([a.id, b.id, c.id]);
      expect(await ids(`user_id=${op}&from=2037-02-06&to=2037-02-09&sort=start`)).toEqual([a.id, b.id]);
      expect(await ids(`from=2037-02-07&to=2037-02-08`)).toEqual([]);
      expect(await ids(`user_id=${op}&status=accepted&from=2037-01-01`)).toEqual([b.id]);
      expect(await ids(`type=permission&from=2037-01-01&to=2037-12-31`)).toEqual([c.id]);
      expect(await ids(`search=filtro-2037&sort=-start`)).toEqual([c.id, b.id, a.id]);
      ok(await admin('GET', '/vacations?sort=nonsense'), 422);
      ok(await admin('GET', '/vacations?status=approved'), 422);
    });
  });

  describe('excel export', () => {
    it("GET /vacations/excel is the shared export of the list: its rows and words in the reader's language, and a holidays sheet", async () => {
      const r = await server().request('acme', 'GET', '/vacations/excel?from=2037-01-01&to=2037-12-31', { token: await as('acme', 'admin') });
      ok(r, 200);
      expect(r.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      // The harness reads English: the file and its words are English…
      expect(r.headers.get('content-disposition')).toMatch(/filename="Vacations and leave \d{4}-\d{2}-\d{2}\.xlsx"/);
      const load = async (url: string, language?: 'en') => {
        const res = await server().app.request(`http://acme.localhost/api${url}`, { headers: { authorization: `Bearer ${await as('acme', 'admin')}`, ...(language ? { 'accept-language': language } : {}) } });
        expect(res.status).toBe(200);
        const book = new ExcelJS.Workbook();
        await book.xlsx.load(await res.arrayBuffer());
        return book;
      };
      const english = await load('/vacations/excel?from=2037-01-01&to=2037-12-31', 'en');
      expect(english.worksheets[0]?.getRow(1).values).toEqual(expect.arrayContaining(['User', 'Type', 'Start', 'End', 'Hours', 'Status']));
      // In the list's order (latest start first), the types in the reader's words.
      expect(english.worksheets[0]?.getColumn(3).values).toEqual(expect.arrayContaining(['Vacation', 'Hour-bank leave']));
      expect(english.worksheets[1]?.name).toBe('Holidays');
      expect(english.worksheets[1]?.getCell('A1').value).toBe('Date');
      // …and a reader without Accept-Language gets the tenant's language, Italian.
      const book = await load('/vacations/excel?from=2037-01-01&to=2037-12-31');
      const sheet = book.worksheets[0];
      expect(sheet?.getCell('A1').value).toBe('Utente');
      expect(sheet?.getRow(1).values).toEqual(expect.arrayContaining(['Tipo', 'Inizio', 'Fine', 'Ore', 'Stato']));
      const listed = page(await admin('GET', '/vacations?from=2037-01-01&to=2037-12-31&page_size=500'));
      expect((sheet?.actualRowCount ?? 0) - 1).toBe(listed.meta.total);
      expect(sheet?.getCell('A2').value).toBe((listed.data[0] as { user: { name: string } } | undefined)?.user.name);
      // Real spreadsheet dates and numbers (not text).
      expect(sheet?.getCell('E2').type).toBe(ExcelJS.ValueType.Date);
      expect(sheet?.getCell('H2').type).toBe(ExcelJS.ValueType.Number);
      // The "Festività" sheet: the year's national holidays and acme's patron saint, as spreadsheet dates.
      const holidays = book.worksheets[1];
      expect(holidays?.name).toBe('Festività');
      const days = (holidays?.getRows(2, (holidays.actualRowCount ?? 1) - 1) ?? []).map((row) => [row.getCell(1).value, row.getCell(2).value]);
      expect(days).toContainEqual([new Date(Date.UTC(2037, 11, 25)), 'Natale']);
      expect(days).toContainEqual([new Date(Date.UTC(2037, 3, 25)), 'Festa della Liberazione']);
      expect(days).toContainEqual([new Date(Date.UTC(2037, 10, 13)), 'Santo patrono']);
      expect(days).toHaveLength(12);
      // The same workbook as the list's shared export for the same filters.
      const shared = await load('/exports/vacations?format=xlsx&filter[from]=2037-01-01&filter[to]=2037-12-31');
      expect(shared.worksheets.map((w) => [w.name, w.actualRowCount])).toEqual(book.worksheets.map((w) => [w.name, w.actualRowCount]));
      // Status filter narrows the rows too.
      const accepted = await load('/vacations/excel?from=2037-01-01&to=2037-12-31&status=accepted');
      expect(accepted.worksheets[0]?.actualRowCount).toBe(1 + page(await admin('GET', '/vacations?from=2037-01-01&to=2037-12-31&status=accepted')).meta.total);
      // A CSV is one table: the list's rows, no holidays.
      const csv = await server().request('acme', 'GET', '/exports/vacations?format=csv&filter[from]=2037-01-01&filter[to]=2037-12-31', { token: await as('acme', 'admin') });
      expect(csv.text.trim().split('\n')).toHaveLength(1 + listed.meta.total);
      expect(csv.text).not.toContain('Christmas');
    });
  });

  describe('user vacation hours', () => {
    it('round-trips a record; one per user and year (409 on create and on update)', async () => {
      const op = await userId('acme', 'operator');
      const made = await hoursFor('operator', 2050, { ex_holiday_hours: undefined });
      expect(made).toMatchObject({ user: { id: op, email: 'operator@acme.test' }, year: 2050, vacation_hours: '100.00', permission_hours: '20.00', ex_holiday_hours: '0.00', working_days: [1, 2, 3, 4, 5] });
      expect(data(ok(await admin('GET', `/user-vacation-hours/${made.id}`), 200)).year).toBe(2050);
      const body = { user_id: op, year: 2050, vacation_hours: '1', permission_hours: '1', working_hours_per_day: '8', working_days: [1] };
      const dup = ok(await admin('POST', '/user-vacation-hours', body), 409);
      expect(at(dup.body, 'message')).toBeTypeOf('string');
      const other = await hoursFor('operator', 2051);
      ok(await admin('PUT', `/user-vacation-hours/${other.id}`, { ...body, year: 2050 }), 409);
      const updated = data(ok(await admin('PUT', `/user-vacation-hours/${other.id}`, { ...body, year: 2051, vacation_hours: '120.5', working_days: [5, 1] }), 200));
      expect(updated).toMatchObject({ year: 2051, vacation_hours: '120.50', working_days: [1, 5] });
      const listed = page(ok(await admin('GET', `/user-vacation-hours?user_id=${op}&year=2051`), 200));
      expect(listed.data.map((h) => h.id)).toEqual([other.id]);
      ok(await admin('POST', '/user-vacation-hours', { ...body, year: 2052, user_id: await userId('borgo', 'operator') }), 422);
      ok(await admin('POST', '/user-vacation-hours', { ...body, year: 2052, working_days: [] }), 422);
      ok(await admin('POST', '/user-vacation-hours', { ...body, year: 2052, vacation_hours: 'tanti' }), 422);
      ok(await admin('DELETE', `/user-vacation-hours/${made.id}`), 204);
      ok(await admin('GET', `/user-vacation-hours/${made.id}`), 404);
    });

    it('deletes in bulk by user, optionally only one year', async () => {
      const sa = await userId('acme', 'sub_admin');
      await hoursFor('sub_admin', 2060);
      await hoursFor('sub_admin', 2061);
      await hoursFor('sub_admin', 2062);
      const count = async () => page(await admin('GET', `/user-vacation-hours?user_id=${sa}&page_size=500`)).data.filter((h) => Number(h.year) >= 2060).length;
      expect(await count()).toBe(3);
      ok(await admin('DELETE', `/user-vacation-hours?user_id=${sa}&year=2061`), 204);
      expect(await count()).toBe(2);
      ok(await admin('DELETE', `/user-vacation-hours?user_id=${sa}`), 204);
      expect(page(await admin('GET', `/user-vacation-hours?user_id=${sa}`)).meta.total).toBe(0);
      ok(await admin('DELETE', '/user-vacation-hours'), 422);
      // Another tenant's records are out of reach of the bulk delete.
      const borgoOp = await userId('borgo', 'operator');
      const before = page(await call('borgo', 'admin', 'GET', `/user-vacation-hours?user_id=${borgoOp}`)).meta.total;
      expect(before).toBeGreaterThan(0);
      ok(await admin('DELETE', `/user-vacation-hours?user_id=${borgoOp}`), 204);
      expect(page(await call('borgo', 'admin', 'GET', `/user-vacation-hours?user_id=${borgoOp}`)).meta.total).toBe(before);
    });

    it('computes remainings exactly: accepted, modified and pending requests, by allowance, per year', async () => {
      const op = await userId('acme', 'operator');
      await hoursFor('operator', 2032, { vacation_hours: '100.25', permission_hours: '20', ex_holiday_hours: '8' });
      const mk = async (type: string, start: string, end: string, status: string, extra: Record<string, unknown> = {}) => {
        const v = data(ok(await admin('POST', '/vacations', { user_id: op, type, start, end, ...extra }), 201));
        if (status !== 'pending') ok(await admin('PUT', `/vacations/${v.id}/status`, { status }), 200);
        return v;
      };
      await mk('vacation', '2032-03-01 00:00:00', '2032-03-02 23:59:59', 'accepted'); // 16 h
      await mk('ex_holiday', '2032-03-03 08:00:00', '2032-03-03 12:15:00', 'modified'); // 4.25 h
      await mk('permission', '2032-03-04 09:00:00', '2032-03-04 12:00:00', 'modified'); // 3 h
      await mk('vacations_and_permissions', '2032-03-05 14:00:00', '2032-03-05 16:00:00', 'accepted', { type_description: 'permission' }); // 2 h permission
      await mk('vacation', '2032-03-08 00:00:00', '2032-03-08 23:59:59', 'pending'); // 8 h, held while pending
      await mk('vacation', '2032-03-09 00:00:00', '2032-03-09 23:59:59', 'rejected'); // never spent
      await mk('illness', '2032-03-10 00:00:00', '2032-03-10 23:59:59', 'accepted'); // not against hours
      const r = data(ok(await admin('GET', `/user-vacation-hours/remainings?user_id=${op}&year=2032`), 200));
      conforms('UserVacationHourRemainings', r);
      // Ex-festività are a kind of their own (issue 30): no longer added to the ferie.
      expect(r).toMatchObject({
        user_id: op,
        year: 2032,
        vacation_hours: '100.25',
        permission_hours: '20.00',
        used_vacation_hours: '24.00',
        used_permission_hours: '5.00',
        remaining_vacation_hours: '76.25',
        remaining_permission_hours: '15.00',
      });
      expect(r.kinds).toContainEqual(expect.objectContaining({ kind: 'ex_holiday', allowance: '8.00', used: '4.25', remaining: '3.75' }));
      const none = ok(await admin('GET', `/user-vacation-hours/remainings?user_id=${op}&year=2099`), 422);
      expect(at(none.body, 'message')).toBe('You must set vacation hours');
      // Defaults: the current user and year (seeded: 160 ferie hours, 32 ex-festività apart).
      const mine = data(ok(await admin('GET', '/user-vacation-hours/remainings'), 200));
      expect(mine).toMatchObject({ user_id: await userId('acme', 'admin'), year: thisYear, vacation_hours: '160.00', permission_hours: '72.00' });
    });
  });

  describe('tenancy, permissions and the hidden module', () => {
    it("answers 404 for another tenant's requests and records", async () => {
      const v = page(await admin('GET', '/vacations')).data[0];
      const h = page(await admin('GET', '/user-vacation-hours')).data[0];
      const borgo = (method: string, path: string, body?: unknown) => call('borgo', 'admin', method, path, body);
      ok(await borgo('GET', `/vacations/${v?.id}`), 404);
      ok(await borgo('PUT', `/vacations/${v?.id}`, { type: 'vacation', start: '2031-03-03 09:00:00', end: '2031-03-03 10:00:00' }), 404);
      ok(await borgo('PUT', `/vacations/${v?.id}/status`, { status: 'accepted' }), 404);
      ok(await borgo('DELETE', `/vacations/${v?.id}`), 404);
      ok(await borgo('GET', `/user-vacation-hours/${h?.id}`), 404);
      ok(await borgo('PUT', `/user-vacation-hours/${h?.id}`, { user_id: await userId('borgo', 'admin'), year: 2070, vacation_hours: '1', permission_hours: '1', working_hours_per_day: '8', working_days: [1] }), 404);
      ok(await borgo('DELETE', `/user-vacation-hours/${h?.id}`), 404);
      const theirs = page(await borgo('GET', '/vacations?page_size=500')).data.map((x) => x.id);
      expect(theirs).not.toContain(v?.id);
      ok(await admin('GET', `/vacations/${v?.id}`), 200);
    });

    it('needs the permissions: operators ask and read, supervisors decide, only administrators delete', async () => {
      const v = page(await admin('GET', '/vacations')).data[0];
      const h = page(await admin('GET', '/user-vacation-hours')).data[0];
      ok(await call('acme', 'operator', 'GET', '/vacations'), 200);
      ok(await call('acme', 'operator', 'DELETE', `/vacations/${v?.id}`), 403);
      ok(await call('acme', 'operator', 'PUT', `/vacations/${v?.id}`, { type: 'vacation', start: '2031-03-03 09:00:00', end: '2031-03-03 10:00:00' }), 403);
      ok(await call('acme', 'operator', 'POST', '/user-vacation-hours', { user_id: 1, year: 2070, vacation_hours: '1', permission_hours: '1', working_hours_per_day: '8', working_days: [1] }), 403);
      ok(await call('acme', 'operator', 'DELETE', `/user-vacation-hours/${h?.id}`), 403);
      ok(await call('acme', 'supervisor', 'DELETE', `/vacations/${v?.id}`), 403);
      ok(await call('acme', 'supervisor', 'DELETE', `/user-vacation-hours?user_id=${await userId('acme', 'operator')}`), 403);
    });

    it('closes vacations and vacation hours where the tenant hides the module (cantiere)', async () => {
      for (const path of ['/vacations', '/vacation-types', '/user-vacation-hours', '/vacations/excel', '/user-vacation-hours/remainings']) {
        ok(await call('cantiere', 'admin', 'GET', path), 403);
      }
      ok(await call('cantiere', 'admin', 'POST', '/vacations', { type: 'vacation', start: '2031-03-03 09:00:00', end: '2031-03-03 10:00:00' }), 403);
      ok(await call('borgo', 'admin', 'GET', '/vacations'), 200);
    });
  });
}
