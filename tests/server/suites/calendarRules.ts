import { and, eq } from 'drizzle-orm';
import ical from 'node-ical';
import { describe, expect, it } from 'vitest';
import { calendars } from '../../../server/src/db/schema/calendars.ts';
import { at, type TestServer } from '../harness.ts';
import { roleClient, type Role, type Row } from './roleClient.ts';

// The event rules a calendar user relies on (issue 13): all-day spans, fixed-length types, events of vacation
// requests following their request, rejected requests not busy, and a task's event in its assignee's calendar.

const RESIZE = 'Events of vacation and permission type cannot be resized';

export function calendarRulesSuite(server: () => TestServer): void {
  const { call, admin, data, page, ok, db, userId } = roleClient(server);
  const primaryOf = async (role: Role): Promise<number> => {
    const [c] = await db().select({ id: calendars.id }).from(calendars).where(and(eq(calendars.ownerId, await userId('acme', role)), eq(calendars.primary, true)));
    return c?.id ?? 0;
  };
  const companyCalendar = async (): Promise<number> => (page(await admin('GET', '/calendars?types=company')).data[0]?.id ?? 0);
  const hours = async (role: Role, year: number) =>
    ok(
      await admin('POST', '/user-vacation-hours', {
        user_id: await userId('acme', role), year, vacation_hours: '100', permission_hours: '20', ex_holiday_hours: '8',
        working_hours_per_day: '8', working_days: [1, 2, 3, 4, 5],
      }),
      201,
    );

  describe('calendar event rules', () => {
    it('stores an all-day event from 00:00 to 00:00 of the day after its last day', async () => {
      const cal = await primaryOf('admin');
      const one = data(ok(await admin('POST', `/calendars/${cal}/events`, { summary: 'Fiera', start: '2031-04-10 10:30:00', all_day: true }), 201));
      expect(one).toMatchObject({ start: '2031-04-10 00:00:00', end: '2031-04-11 00:00:00', duration: 1440, all_day: true });
      const three = data(ok(await admin('POST', `/calendars/${cal}/events`, { summary: 'Fiera lunga', start: '2031-04-10 09:00:00', end: '2031-04-12 18:00:00', all_day: true }), 201));
      expect(three).toMatchObject({ start: '2031-04-10 00:00:00', end: '2031-04-13 00:00:00' });
      const timed = data(ok(await admin('POST', `/calendars/${cal}/events`, { summary: 'Riunione', start: '2031-04-14 10:30:00' }), 201));
      expect(timed).toMatchObject({ end: '2031-04-14 11:00:00', duration: 30 });
      const turned = data(ok(await admin('PUT', `/calendars/${cal}/events/${timed.id}`, { all_day: true }), 200));
      expect(turned).toMatchObject({ start: '2031-04-14 00:00:00', end: '2031-04-15 00:00:00' });
      // Moving a multi-day all-day event keeps its days.
      const moved = data(ok(await admin('PUT', `/calendars/${cal}/events/${three.id}`, { start: '2031-04-20 00:00:00' }), 200));
      expect(moved).toMatchObject({ start: '2031-04-20 00:00:00', end: '2031-04-23 00:00:00' });
    });

    it('refuses to resize vacation and permission types even without a request, but lets them move', async () => {
      const cal = await primaryOf('operator');
      // Every leave type of spec §3, paid and unpaid permission included (issue 30 point 9: these escaped before).
      for (const type of ['vacation', 'permission', 'vacations_and_permissions', 'ex_holiday', 'paid_time_off', 'not_paid_time_off']) {
        const e = data(ok(await call('acme', 'operator', 'POST', `/calendars/${cal}/events`, { summary: type, type, start: '2031-05-05 09:00:00', end: '2031-05-05 11:00:00' }), 201));
        const refused = ok(await call('acme', 'operator', 'PUT', `/calendars/${cal}/events/${e.id}`, { end: '2031-05-05 12:00:00' }), 409);
        expect(at(refused.body, 'message')).toBe(RESIZE);
        const moved = data(ok(await call('acme', 'operator', 'PUT', `/calendars/${cal}/events/${e.id}`, { start: '2031-05-06 09:00:00' }), 200));
        expect(moved).toMatchObject({ start: '2031-05-06 09:00:00', end: '2031-05-06 11:00:00', duration: 120 });
      }
      const meeting = data(ok(await call('acme', 'operator', 'POST', `/calendars/${cal}/events`, { summary: 'm', type: 'mission', start: '2031-05-05 09:00:00' }), 201));
      ok(await call('acme', 'operator', 'PUT', `/calendars/${cal}/events/${meeting.id}`, { end: '2031-05-05 12:00:00' }), 200);
    });

    it("keeps a request's event where and what the request says: no move, retype or re-time", async () => {
      await hours('operator', 2037);
      const v = data(ok(await call('acme', 'operator', 'POST', '/vacations', { type: 'vacation', start: '2037-03-03 00:00:00', end: '2037-03-03 23:59:59', all_day: true }), 201));
      const link = v.event as { id: number; calendar_id: number };
      const path = `/calendars/${link.calendar_id}/events/${link.id}`;
      // All day: stored 00:00 → 00:00 of the next day like any all-day event, not to the request's 23:59:59.
      expect(data(ok(await call('acme', 'operator', 'GET', path), 200))).toMatchObject({ start: '2037-03-03 00:00:00', end: '2037-03-04 00:00:00', duration: 1440, all_day: true });
      const company = await companyCalendar();
      ok(await admin('POST', `${path}/move?destination=${company}`), 409);
      ok(await call('acme', 'operator', 'PUT', path, { type: 'smart_working' }), 409);
      ok(await call('acme', 'operator', 'PUT', path, { start: '2037-03-04 00:00:00' }), 409);
      // Its text may still change.
      expect(data(ok(await call('acme', 'operator', 'PUT', path, { description: 'Montagna' }), 200))).toMatchObject({ description: 'Montagna', type: 'vacation', calendar_id: link.calendar_id });
    });

    it("makes a rejected request's event not busy and drops it from the resource timeline", async () => {
      await hours('supervisor', 2038);
      const sup = await userId('acme', 'supervisor');
      const v = data(ok(await admin('POST', '/vacations', { user_id: sup, type: 'vacation', start: '2038-03-02 00:00:00', end: '2038-03-02 23:59:59', all_day: true }), 201));
      const link = v.event as { id: number; calendar_id: number };
      const timeline = async (): Promise<Row[]> => {
        const rows = page(ok(await admin('GET', '/calendars/resources?start=2038-03-01%2000:00:00&end=2038-03-05%2000:00:00&page_size=100'), 200)).data;
        return (rows.find((r) => r.id === sup)?.events as Row[] | undefined) ?? [];
      };
      expect((await timeline()).map((e) => e.id)).toContain(link.id);
      ok(await admin('PUT', `/vacations/${v.id}/status`, { status: 'rejected' }), 200);
      expect(data(ok(await admin('GET', `/calendars/${link.calendar_id}/events/${link.id}`), 200))).toMatchObject({ busy: false, vacation: { status: 'rejected' } });
      expect((await timeline()).map((e) => e.id)).not.toContain(link.id);
    });

    it("puts a task's 'Costo ' event in the assignee's calendar and moves it when the task is reassigned", async () => {
      const operator = await userId('acme', 'operator');
      const task = data(ok(await admin('POST', '/tasks', { summary: 'Sopralluogo', start: '2031-06-02 09:00:00', end: '2031-06-02 10:00:00', assignee_id: operator, with_event: true }), 201));
      const opCal = await primaryOf('operator');
      const events = page(ok(await admin('GET', `/calendars/${opCal}/events?start=2031-06-02%2000:00:00&end=2031-06-03%2000:00:00`), 200)).data;
      expect(events.find((e) => e.task_id === task.id)).toMatchObject({ summary: 'Cost: Sopralluogo' });
      ok(await admin('PUT', `/tasks/${task.id}`, { assignee_id: await userId('acme', 'supervisor') }), 200);
      const supCal = await primaryOf('supervisor');
      const moved = page(ok(await admin('GET', `/calendars/${supCal}/events?start=2031-06-02%2000:00:00&end=2031-06-03%2000:00:00`), 200)).data;
      expect(moved.some((e) => e.task_id === task.id)).toBe(true);
    });

    it('serves a private, revocable iCalendar address that a parser reads; a replaced or revoked one answers 404', async () => {
      expect(data(ok(await call('acme', 'supervisor', 'GET', '/users/me/calendar-feed'), 200))).toMatchObject({ enabled: false });
      const cal = await primaryOf('supervisor');
      ok(await call('acme', 'supervisor', 'POST', `/calendars/${cal}/events`, { summary: 'Consegna', start: `${new Date().getFullYear() + 1}-01-15 09:00:00`, end: `${new Date().getFullYear() + 1}-01-15 10:30:00` }), 201);
      ok(await call('acme', 'supervisor', 'POST', `/calendars/${cal}/events`, { summary: 'Fiera', start: `${new Date().getFullYear() + 1}-01-20 00:00:00`, all_day: true }), 201);
      const made = data(ok(await call('acme', 'supervisor', 'POST', '/users/me/calendar-feed'), 201)) as Row & { url: string; token: string };
      expect(made.url).toMatch(/\/api\/calendar-feeds\/[A-Za-z0-9_-]{20,}$/);
      expect(data(ok(await call('acme', 'supervisor', 'GET', '/users/me/calendar-feed'), 200))).toMatchObject({ enabled: true });
      const feed = await server().request('acme', 'GET', `/calendar-feeds/${made.token}`);
      expect(feed.status).toBe(200);
      expect(feed.headers.get('content-type')).toMatch(/^text\/calendar/);
      const parsed = Object.values(ical.sync.parseICS(feed.text)).flatMap((c) => (c !== undefined && c.type === 'VEVENT' ? [c] : []));
      const summaryOf = (c: (typeof parsed)[number]): string => (typeof c.summary === 'string' ? c.summary : String(c.summary?.val ?? ''));
      const meeting = parsed.find((c) => summaryOf(c) === 'Consegna');
      const fair = parsed.find((c) => summaryOf(c) === 'Fiera');
      expect(meeting ? (meeting.end?.getTime() ?? 0) - meeting.start.getTime() : 0).toBe(90 * 60_000);
      expect(fair?.datetype).toBe('date');
      expect(feed.text).toContain('BEGIN:VCALENDAR');
      // Another tenant does not know the token.
      expect((await server().request('borgo', 'GET', `/calendar-feeds/${made.token}`)).status).toBe(404);
      // Rotation: the old address stops at once, the new one works.
      const rotated = data(ok(await call('acme', 'supervisor', 'POST', '/users/me/calendar-feed'), 201)) as Row & { token: string };
      expect((await server().request('acme', 'GET', `/calendar-feeds/${made.token}`)).status).toBe(404);
      expect((await server().request('acme', 'GET', `/calendar-feeds/${rotated.token}`)).status).toBe(200);
      ok(await call('acme', 'supervisor', 'DELETE', '/users/me/calendar-feed'), 204);
      expect((await server().request('acme', 'GET', `/calendar-feeds/${rotated.token}`)).status).toBe(404);
    });

    it("flags every calendar `writable` by the rule its event writes check, for each role (a write where false: 403)", async () => {
      const seen: Record<string, number> = {};
      for (const role of ['admin', 'sub_admin', 'supervisor', 'operator'] as const) {
        const listed = page(ok(await call('acme', role, 'GET', '/calendars?page_size=100'), 200)).data;
        const mine = page(ok(await call('acme', role, 'GET', '/users/me/calendars?page_size=100'), 200)).data;
        for (const sub of mine) {
          const cal = sub['calendar'] as Row;
          expect(cal['writable'], `${role}: subscription of calendar ${cal.id}`).toBe(listed.find((c) => c.id === cal.id)?.['writable']);
        }
        for (const cal of listed.filter((c) => c['type'] !== 'vacation')) {
          const made = await call('acme', role, 'POST', `/calendars/${cal.id}/events`, { summary: 'Prova', start: '2031-06-02 09:00:00' });
          expect(made.status, `${role} writes in ${String(cal['type'])} calendar ${String(cal['name'])} (writable ${String(cal['writable'])})`).toBe(cal['writable'] === true ? 201 : 403);
          const key = `${role}:${String(cal['writable'])}`;
          seen[key] = (seen[key] ?? 0) + 1;
        }
      }
      // Administrators and the supervisor (the demo role holds events.management) write everywhere; the operator in
      // their own calendar and their company's, not in colleagues'.
      expect(seen['admin:false'] ?? 0).toBe(0);
      expect(seen['sub_admin:false'] ?? 0).toBe(0);
      expect(seen['supervisor:false'] ?? 0).toBe(0);
      expect(seen['operator:true'] ?? 0).toBeGreaterThan(0);
      expect(seen['operator:false'] ?? 0).toBeGreaterThan(0);
    });
  });
}
