import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { calendarEventProfiles, calendarEvents, calendars } from '../../../server/src/db/schema/calendars.ts';
import { tasks } from '../../../server/src/db/schema/tasks.ts';
import { at, type Reply, type TestServer } from '../harness.ts';
import { schemaErrors } from '../responseSchema.ts';
import { roleClient, type Role, type Row } from './roleClient.ts';

// Calendars, subscriptions, events, works (phases, types, media) and tasks (status, checklists, comments, media).

export function workSuite(server: () => TestServer): void {
  const { as, call, admin, data, page, ok, db, userId } = roleClient(server);
  const primaryOf = async (slug: string, role: Role): Promise<number> => {
    const [c] = await db()
      .select({ id: calendars.id })
      .from(calendars)
      .where(and(eq(calendars.ownerId, await userId(slug, role)), eq(calendars.primary, true)));
    return c?.id ?? 0;
  };
  const aCustomer = async (slug = 'acme', role: Role = 'admin'): Promise<Row> => {
    const row = page(await call(slug, role, 'GET', '/profiles?type=customer')).data[0];
    if (!row) throw new Error('no customer seeded');
    return row;
  };
  const upload = async (slug: string, role: Role, path: string, bytes: Uint8Array, name: string): Promise<Reply> => {
    const form = new FormData();
    form.append('file', new Blob([bytes], { type: 'application/pdf' }), name);
    return server().request(slug, 'POST', path, { token: await as(slug, role), rawBody: form });
  };

  describe('work seed', () => {
    it('gives every user a primary calendar, a company calendar, works and tasks in every status', async () => {
      const mine = page(ok(await admin('GET', '/users/me/calendars'), 200));
      const cals = mine.data.map((s) => s.calendar as Row);
      expect(cals.some((c) => c.primary === true && c.type === 'user')).toBe(true);
      expect(cals.some((c) => c.type === 'company' && c.background_color === '#f97316')).toBe(true);
      for (const status of ['active', 'suspended', 'closed']) expect(page(await admin('GET', `/works?status=${status}`)).meta.total).toBeGreaterThan(0);
      for (const status of ['started', 'paused', 'completed']) expect(page(await admin('GET', `/tasks?status=${status}`)).meta.total).toBeGreaterThan(0);
      const works = page(await admin('GET', '/works')).data;
      expect(works.length).toBeGreaterThanOrEqual(8);
      expect(works.some((w) => (w.customer as Row | null)?.type === 'customer')).toBe(true);
      const types = page(await admin('GET', '/task-types')).data.map((t) => t.name);
      expect(types).toEqual(expect.arrayContaining(['Installazione', 'Manutenzione', 'Sopralluogo', 'Consulenza']));
      const started = page(await admin('GET', '/tasks/running')).data;
      expect(started.length).toBeGreaterThan(0);
      for (const t of started) expect(t.started_by).not.toBeNull();
      const now = new Date();
      const month = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
      const events = page(await admin('GET', `/calendars/fullcalendar-events?start=${month}-01%2000:00:00&end=${month}-28%2023:59:59&page_size=500`));
      expect(events.meta.total).toBeGreaterThan(5);
      expect(events.data.some((e) => e.all_day === true)).toBe(true);
    });
  });

  describe('calendars and subscriptions', () => {
    it('creates a user calendar subscribed by its creator, filters by type, updates and deletes it', async () => {
      const made = data(ok(await admin('POST', '/calendars', { name: 'Trasferte', background_color: '#123456' }), 201));
      expect(made).toMatchObject({ name: 'Trasferte', type: 'user', company_id: null, selected: true, visible: true, hidden: false, subscribed: true, primary: false });
      expect((made.owner as Row).id).toBe(await userId('acme', 'admin'));
      const companies = page(await admin('GET', '/calendars?types=company')).data;
      expect(companies.length).toBeGreaterThan(0);
      for (const c of companies) expect(c.type).toBe('company');
      const both = page(await admin('GET', '/calendars?types=company&types=user')).data.map((c) => c.id);
      expect(both).toContain(made.id);
      expect(data(ok(await admin('PUT', `/calendars/${made.id}`, { name: 'Viaggi' }), 200)).name).toBe('Viaggi');
      ok(await admin('DELETE', `/calendars/${made.id}`), 204);
      ok(await admin('DELETE', `/calendars/${made.id}`), 404);
    });

    it('refuses to delete a primary calendar (409) and lets only the owner change a user calendar (403)', async () => {
      const primary = await primaryOf('acme', 'admin');
      ok(await admin('DELETE', `/calendars/${primary}`), 409);
      const supervisorCal = await primaryOf('acme', 'supervisor');
      ok(await admin('PUT', `/calendars/${supervisorCal}`, { name: 'Non mio' }), 403);
    });

    it('needs company_id for a company calendar (422) and the permission to create (403)', async () => {
      ok(await admin('POST', '/calendars', { name: 'Azienda', type: 'company' }), 422);
      ok(await admin('POST', '/calendars', { name: 'Azienda', type: 'company', company_id: 999999 }), 422);
      ok(await call('acme', 'operator', 'POST', '/calendars', { name: 'Mio' }), 403);
    });

    it('subscribes once (201, then 200 with the same subscription), updates, unsubscribes; primary stays', async () => {
      const target = await primaryOf('acme', 'operator');
      const first = ok(await admin('POST', '/users/me/calendars', { calendar_id: target }), 201);
      const again = ok(await admin('POST', '/users/me/calendars', { calendar_id: target }), 200);
      expect(data(again).id).toBe(data(first).id);
      const subId = data(first).id;
      const changed = data(ok(await admin('PUT', `/users/me/calendars/${subId}`, { selected: false, background_color: '#abcdef' }), 200));
      expect(changed).toMatchObject({ selected: false, visible: true, background_color: '#abcdef' });
      expect((changed.calendar as Row).background_color).toBe('#abcdef');
      expect(data(ok(await admin('GET', `/users/me/calendars/${subId}`), 200)).calendar_id).toBe(target);
      // Another user's subscription is not mine to read.
      ok(await call('acme', 'supervisor', 'GET', `/users/me/calendars/${subId}`), 404);
      ok(await admin('DELETE', `/users/me/calendars/${subId}`), 204);
      ok(await admin('GET', `/users/me/calendars/${subId}`), 404);
      ok(await admin('POST', '/users/me/calendars', { calendar_id: 999999 }), 422);
      const myPrimary = await primaryOf('acme', 'admin');
      const primarySub = page(await admin('GET', '/users/me/calendars')).data.find((s) => s.calendar_id === myPrimary);
      ok(await admin('DELETE', `/users/me/calendars/${primarySub?.id ?? 0}`), 409);
    });

    it('creates a primary calendar lazily for a user without one', async () => {
      const id = await userId('acme', 'sub_admin');
      await db().delete(calendars).where(and(eq(calendars.ownerId, id), eq(calendars.primary, true)));
      const mine = page(ok(await call('acme', 'sub_admin', 'GET', '/users/me/calendars'), 200)).data;
      expect(mine.filter((s) => (s.calendar as Row).primary === true)).toHaveLength(1);
    });
  });

  describe('events', () => {
    it('creates with a 30-minute default, keeps a missing summary null, lists by overlap and attendee', async () => {
      const cal = await primaryOf('acme', 'admin');
      const customer = await aCustomer();
      const made = data(ok(await admin('POST', `/calendars/${cal}/events`, { start: '2031-03-10 09:00:00', attendees: { profiles: [customer.id] } }), 201));
      expect(made).toMatchObject({ start: '2031-03-10 09:00:00', end: '2031-03-10 09:30:00', duration: 30, summary: null, calendar_id: cal });
      expect(made.attendees).toEqual([{ id: customer.id, name: customer.name, kind: 'profile' }]);
      const [stored] = await db().select({ summary: calendarEvents.summary }).from(calendarEvents).where(eq(calendarEvents.id, made.id));
      expect(stored?.summary).toBeNull();
      const fc = page(await admin('GET', '/calendars/fullcalendar-events?start=2031-03-10%2000:00:00&end=2031-03-11%2000:00:00'));
      expect(fc.data.find((e) => e.id === made.id)).toMatchObject({ title: 'Untitled event', editable: true }); // spec §5's 'Evento senza titolo' in English (tests/server/i18n/serverWords.test.ts reads both)

      const withEnd = data(ok(await admin('POST', `/calendars/${cal}/events`, { summary: 'Lunga', start: '2031-03-10 10:00:00', end: '2031-03-10 12:15:00' }), 201));
      expect(withEnd.duration).toBe(135);
      ok(await admin('POST', `/calendars/${cal}/events`, { start: '2031-03-10 10:00:00', end: '2031-03-10 09:00:00' }), 422);

      const overlap = page(await admin('GET', `/calendars/${cal}/events?start=2031-03-10%2009:15:00&end=2031-03-10%2010:30:00`)).data.map((e) => e.id);
      expect(overlap).toEqual([made.id, withEnd.id]);
      const later = page(await admin('GET', `/calendars/${cal}/events?start=2031-03-10%2009:30:00&end=2031-03-10%2010:00:00`)).data.map((e) => e.id);
      expect(later).toEqual([]);
      const byAttendee = page(await admin('GET', `/calendars/${cal}/events?start=2031-03-01%2000:00:00&end=2031-04-01%2000:00:00&attendee=${customer.id}`)).data.map((e) => e.id);
      expect(byAttendee).toEqual([made.id]);
      ok(await admin('GET', `/calendars/${cal}/events?start=2031-03-10%2009:00:00&end=2031-03-09%2000:00:00`), 422);
    });

    it('updates: start keeps the duration, end recomputes it; calendar and 403 rules apply', async () => {
      const cal = await primaryOf('acme', 'admin');
      const ev = data(ok(await admin('POST', `/calendars/${cal}/events`, { summary: 'Riunione', start: '2031-04-01 09:00:00', duration: 60 }), 201));
      const moved = data(ok(await admin('PUT', `/calendars/${cal}/events/${ev.id}`, { start: '2031-04-01 11:00:00' }), 200));
      expect(moved).toMatchObject({ start: '2031-04-01 11:00:00', end: '2031-04-01 12:00:00', duration: 60, calendar_id: cal });
      const resized = data(ok(await admin('PUT', `/calendars/${cal}/events/${ev.id}`, { end: '2031-04-01 11:45:00' }), 200));
      expect(resized).toMatchObject({ end: '2031-04-01 11:45:00', duration: 45 });
      ok(await admin('PUT', `/calendars/${cal}/events/${ev.id}`, { end: '2031-04-01 10:00:00' }), 422);
      // The operator may edit events, but not in the admin's calendar.
      ok(await call('acme', 'operator', 'PUT', `/calendars/${cal}/events/${ev.id}`, { summary: 'X' }), 403);
      ok(await call('acme', 'operator', 'POST', `/calendars/${cal}/events`, { start: '2031-04-01 09:00:00' }), 403);
      ok(await admin('DELETE', `/calendars/${cal}/events/${ev.id}`), 204);
      ok(await admin('GET', `/calendars/${cal}/events/${ev.id}`), 404);
    });

    it('masks private events of others and refuses to resize or delete vacation events (409)', async () => {
      const cal = await primaryOf('acme', 'operator');
      const ev = data(ok(await call('acme', 'operator', 'POST', `/calendars/${cal}/events`, { summary: 'Visita medica', start: '2031-05-02 08:00:00', private: true }), 201));
      expect(data(await call('acme', 'operator', 'GET', `/calendars/${cal}/events/${ev.id}`)).summary).toBe('Visita medica');
      expect(data(await admin('GET', `/calendars/${cal}/events/${ev.id}`))).toMatchObject({ summary: null, description: null, private: true });
      await db().update(calendarEvents).set({ vacationId: 4242, type: 'vacation' }).where(eq(calendarEvents.id, ev.id));
      const refused = ok(await call('acme', 'operator', 'PUT', `/calendars/${cal}/events/${ev.id}`, { end: '2031-05-02 18:00:00' }), 409);
      expect(at(refused.body, 'message')).toBe('Events of vacation and permission type cannot be resized');
      ok(await call('acme', 'operator', 'PUT', `/calendars/${cal}/events/${ev.id}`, { description: 'Solo testo' }), 200);
      ok(await call('acme', 'operator', 'DELETE', `/calendars/${cal}/events/${ev.id}`), 409);
      const fc = page(await call('acme', 'operator', 'GET', '/calendars/fullcalendar-events?start=2031-05-02%2000:00:00&end=2031-05-03%2000:00:00'));
      expect(fc.data.find((e) => e.id === ev.id)).toMatchObject({ editable: false, vacation: { id: 4242 } });
    });

    it('moves an event to another writable calendar of the tenant, keeping id and times', async () => {
      const from = await primaryOf('acme', 'admin');
      const to = data(ok(await admin('POST', '/calendars', { name: 'Destinazione' }), 201)).id;
      const ev = data(ok(await admin('POST', `/calendars/${from}/events`, { summary: 'Da spostare', start: '2031-06-01 09:00:00' }), 201));
      const moved = data(ok(await admin('POST', `/calendars/${from}/events/${ev.id}/move?destination=${to}`), 200));
      expect(moved).toMatchObject({ id: ev.id, calendar_id: to, start: '2031-06-01 09:00:00', end: '2031-06-01 09:30:00' });
      ok(await admin('GET', `/calendars/${from}/events/${ev.id}`), 404);
      ok(await admin('GET', `/calendars/${to}/events/${ev.id}`), 200);
      ok(await admin('POST', `/calendars/${to}/events/${ev.id}/move?destination=${to}`), 200);
      ok(await admin('POST', `/calendars/${to}/events/${ev.id}/move?destination=999999`), 404);
      const borgoCal = await primaryOf('borgo', 'admin');
      ok(await admin('POST', `/calendars/${to}/events/${ev.id}/move?destination=${borgoCal}`), 404);
      const opCal = await primaryOf('acme', 'operator');
      ok(await call('acme', 'operator', 'POST', `/calendars/${to}/events/${ev.id}/move?destination=${opCal}`), 403);
    });

    it('lists resources: one per active user with the primary calendar and its events', async () => {
      const cal = await primaryOf('acme', 'supervisor');
      const ev = data(ok(await call('acme', 'supervisor', 'POST', `/calendars/${cal}/events`, { summary: 'Cantiere', start: '2031-07-01 09:00:00' }), 201));
      const r = page(ok(await admin('GET', '/calendars/resources?start=2031-07-01%2000:00:00&end=2031-07-02%2000:00:00'), 200));
      expect(r.meta.total).toBeGreaterThanOrEqual(4);
      const sup = r.data.find((u) => u.calendar_id === cal);
      expect(sup).toBeDefined();
      expect((sup?.events as Row[]).map((e) => e.id)).toContain(ev.id);
      const self = page(await call('acme', 'operator', 'GET', '/calendars/resources?start=2031-07-01%2000:00:00&end=2031-07-02%2000:00:00&self=true'));
      expect(self.data.map((u) => u.id)).toEqual([await userId('acme', 'operator')]);
    });
  });

  describe('works, phases and work types', () => {
    it('creates with a generated code, reads, updates, filters, and deletes keeping the tasks', async () => {
      const customer = await aCustomer();
      const made = data(ok(await admin('POST', '/works', { name: 'Allestimento stand fiera', customer_id: customer.id, start_date: '2031-01-10' }), 201));
      expect(made).toMatchObject({ status: 'active', customer_id: customer.id, customer: { id: customer.id, type: 'customer' }, phases_count: 0, tasks_count: 0, media: [] });
      expect(made.code).toMatch(/^\d{4}-\d{4}$/);
      ok(await admin('POST', '/works', { name: 'Doppione', code: made.code }), 422);
      ok(await admin('POST', '/works', { name: 'Date', start_date: '2031-02-01', end_date: '2031-01-01' }), 422);
      const supplier = page(await admin('GET', '/profiles?type=supplier')).data[0];
      ok(await admin('POST', '/works', { name: 'Fornitore', customer_id: supplier?.id }), 422);
      ok(await admin('POST', '/works', {}), 422);
      const updated = data(ok(await admin('PUT', `/works/${made.id}`, { status: 'suspended', notes: 'In attesa' }), 200));
      expect(updated).toMatchObject({ status: 'suspended', notes: 'In attesa', name: 'Allestimento stand fiera' });
      const found = page(await admin('GET', `/works?search=stand%20fiera&status=suspended&customer_id=${customer.id}`)).data.map((w) => w.id);
      expect(found).toEqual([made.id]);
      ok(await admin('GET', '/works?sort=nonsense'), 422);
      const task = data(ok(await admin('POST', '/tasks', { summary: 'Legata alla pratica', work_id: made.id, with_event: false }), 201));
      expect(data(await admin('GET', `/works/${made.id}`)).tasks_count).toBe(1);
      ok(await admin('DELETE', `/works/${made.id}`), 204);
      ok(await admin('GET', `/works/${made.id}`), 404);
      expect(data(ok(await admin('GET', `/tasks/${task.id}`), 200)).work_id).toBeNull();
    });

    it("lists each work exactly as its own read shows it (customer, type, media, counters, people), in the page's order", async () => {
      // The list is built by one SQL statement (works/page.ts), the single work in JavaScript (works/present.ts):
      // they must agree key for key.
      const customer = await aCustomer();
      const type = data(ok(await admin('POST', '/work-types', { name: 'Confronto lista e scheda' }), 201));
      const work = data(ok(await admin('POST', '/works', { name: 'Confronto lista', customer_id: customer.id, work_type_id: type.id, start_date: '2031-03-01', end_date: '2031-03-31' }), 201));
      ok(await admin('POST', `/works/${work.id}/phases`, { name: 'Rilievo' }), 201);
      const operatorId = await userId('acme', 'operator');
      const parts: Row[] = [];
      for (const assignee of [operatorId, operatorId, await userId('acme', 'supervisor')]) {
        parts.push(data(ok(await admin('POST', '/tasks', { summary: 'Parte del confronto', work_id: work.id, assignee_id: assignee, with_event: false }), 201)));
      }
      // Two of them running now: the work says since when each runs (oldest first), in both reads.
      for (const part of parts.slice(0, 2)) ok(await admin('POST', `/tasks/${String(part.id)}/status`, { status: 'started' }), 200);
      await db().update(tasks).set({ startedAt: '2031-03-02 08:00:00' }).where(eq(tasks.id, Number(parts[1]?.id)));
      ok(await upload('acme', 'admin', `/works/${work.id}/media`, new Uint8Array([1, 2, 3]), 'Rilievo.pdf'), 201);
      const listed = page(ok(await admin('GET', '/works?page_size=100'), 200)).data;
      expect(listed.length).toBeGreaterThan(3);
      const mine = listed.find((w) => w.id === work.id);
      expect(mine).toMatchObject({ phases_count: 1, tasks_count: 3, work_type: { id: type.id, name: type.name }, customer: { id: customer.id } });
      expect(mine?.people).toEqual([await userId('acme', 'admin'), operatorId, await userId('acme', 'supervisor')].sort((a, b) => a - b));
      const first = data(ok(await admin('GET', `/tasks/${String(parts[0]?.id)}`), 200));
      expect(mine?.running_since).toEqual(['2031-03-02 08:00:00', first.started_at].sort());
      for (const row of listed) expect(row).toEqual(data(ok(await admin('GET', `/works/${row.id}`), 200)));
      // Pages cut the same order: two pages of 2 are the first four rows, by customer name both ways too.
      for (const sort of ['', '&sort=customer', '&sort=-customer', '&sort=-code']) {
        const all = page(ok(await admin('GET', `/works?page_size=100${sort}`), 200)).data.map((w) => w.id);
        const first = page(ok(await admin('GET', `/works?page_size=2&page=1${sort}`), 200));
        const second = page(ok(await admin('GET', `/works?page_size=2&page=2${sort}`), 200)).data.map((w) => w.id);
        expect([...first.data.map((w) => w.id), ...second]).toEqual(all.slice(0, 4));
        expect(first.meta.total).toBe(all.length);
      }
      const codes = page(ok(await admin('GET', '/works?page_size=100&sort=-code'), 200)).data.map((w) => String(w.code));
      expect(codes).toEqual([...codes].sort().reverse());
    });

    it('keeps phase positions dense on insert, move and delete', async () => {
      const work = data(ok(await admin('POST', '/works', { name: 'Fasi' }), 201));
      const a = data(ok(await admin('POST', `/works/${work.id}/phases`, { name: 'A' }), 201));
      const b = data(ok(await admin('POST', `/works/${work.id}/phases`, { name: 'B' }), 201));
      const c = data(ok(await admin('POST', `/works/${work.id}/phases`, { name: 'C', position: 1 }), 201));
      const order = async () => page(await admin('GET', `/works/${work.id}/phases`)).data.map((p) => [p.name, p.position]);
      expect(await order()).toEqual([['C', 1], ['A', 2], ['B', 3]]);
      ok(await admin('PUT', `/works/${work.id}/phases/${c.id}`, { position: 3, status: 'done' }), 200);
      expect(await order()).toEqual([['A', 1], ['B', 2], ['C', 3]]);
      ok(await admin('PUT', `/works/${work.id}/phases/${a.id}`, { start_date: '2031-02-02', end_date: '2031-02-01' }), 422);
      ok(await admin('DELETE', `/works/${work.id}/phases/${a.id}`), 204);
      expect(await order()).toEqual([['B', 1], ['C', 2]]);
      expect(data(await admin('GET', `/works/${work.id}`)).phases_count).toBe(2);
      ok(await admin('DELETE', `/works/${work.id}/phases/${b.id + 100000}`), 404);
      ok(await call('acme', 'operator', 'POST', `/works/${work.id}/phases`, { name: 'No' }), 403);
    });

    it('work types: unique names (422), update, 409 while used, delete', async () => {
      const t = data(ok(await admin('POST', '/work-types', { name: 'Collaudo', description: 'Prove finali' }), 201));
      ok(await admin('POST', '/work-types', { name: 'Collaudo' }), 422);
      expect(data(ok(await admin('PUT', `/work-types/${t.id}`, { name: 'Collaudo finale' }), 200)).name).toBe('Collaudo finale');
      const w = data(ok(await admin('POST', '/works', { name: 'Con tipo', work_type_id: t.id }), 201));
      expect(w.work_type).toEqual({ id: t.id, name: 'Collaudo finale' });
      // The refusal names the reason, so the list can show it instead of a generic failure.
      expect(JSON.parse(ok(await admin('DELETE', `/work-types/${t.id}`), 409).text)).toEqual({ message: 'The work type is used by works and cannot be deleted.' });
      expect(data(ok(await admin('GET', `/work-types/${t.id}`), 200))).toMatchObject({ id: t.id, name: 'Collaudo finale' });
      ok(await admin('DELETE', `/works/${w.id}`), 204);
      ok(await admin('DELETE', `/work-types/${t.id}`), 204);
      ok(await admin('GET', `/work-types/${t.id}`), 404);
      ok(await admin('DELETE', `/work-types/${t.id}`), 404);
      ok(await call('acme', 'operator', 'POST', '/work-types', { name: 'No' }), 403);
      ok(await call('acme', 'operator', 'POST', '/works', { name: 'No' }), 403);
    });
  });

  describe('media', () => {
    it('uploads, downloads byte-identical with the original name, renames and deletes (works and tasks)', async () => {
      const work = data(ok(await admin('POST', '/works', { name: 'Con allegati' }), 201));
      const bytes = new Uint8Array(70_000).map((_, i) => (i * 31) % 256);
      const up = data(ok(await upload('acme', 'admin', `/works/${work.id}/media`, bytes, 'Preventivo firmato.pdf'), 201));
      expect(up).toMatchObject({ file_name: 'Preventivo firmato.pdf', size: bytes.byteLength });
      const down = await server().app.request(`http://acme.localhost/api/works/${work.id}/media/${up.id}/download`, {
        headers: { authorization: `Bearer ${await as('acme', 'admin')}` },
      });
      expect(down.status).toBe(200);
      expect(down.headers.get('content-disposition')).toContain('filename="Preventivo firmato.pdf"');
      expect(new Uint8Array(await down.arrayBuffer())).toEqual(bytes);
      expect((data(await admin('GET', `/works/${work.id}`)).media as Row[]).map((m) => m.id)).toEqual([up.id]);
      expect(data(ok(await admin('PUT', `/works/${work.id}/media/${up.id}`, { file_name: 'Preventivo.pdf' }), 200)).file_name).toBe('Preventivo.pdf');
      ok(await admin('DELETE', `/works/${work.id}/media/${up.id}`), 204);
      ok(await admin('GET', `/works/${work.id}/media/${up.id}/download`), 404);

      const task = data(ok(await admin('POST', '/tasks', { summary: 'Con foto', with_event: false }), 201));
      const photo = data(ok(await upload('acme', 'admin', `/tasks/${task.id}/media`, new Uint8Array([9, 8, 7]), 'foto è.jpg'), 201));
      const got = await server().app.request(`http://acme.localhost/api/tasks/${task.id}/media/${photo.id}/download`, {
        headers: { authorization: `Bearer ${await as('acme', 'admin')}` },
      });
      expect(new Uint8Array(await got.arrayBuffer())).toEqual(new Uint8Array([9, 8, 7]));
      expect(got.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent('foto è.jpg')}`);
      // Another work's id with this media id is a 404.
      ok(await admin('GET', `/works/${work.id}/media/${photo.id}/download`), 404);
    });

    it('answers 413 for a file over the upload limit', async () => {
      const small = server().withConfig({ uploadMaxBytes: 1024 });
      const work = data(ok(await admin('POST', '/works', { name: 'Limite' }), 201));
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(4096)]), 'grande.bin');
      const r = await small.request('acme', 'POST', `/works/${work.id}/media`, { token: await as('acme', 'admin'), rawBody: form });
      expect(r.status).toBe(413);
    });
  });

  describe('tasks', () => {
    it("creates the 'Costo ' event with the task (primary calendar, profile attendee, ids) and checklists", async () => {
      const customer = await aCustomer();
      const work = data(ok(await admin('POST', '/works', { name: 'Per task' }), 201));
      const task = data(
        ok(
          await admin('POST', '/tasks', {
            summary: 'Posa pavimento',
            start: '2031-08-01 08:00:00',
            profile_id: customer.id,
            work_id: work.id,
            checklists: [{ name: 'Materiali', items: [{ name: 'Colla' }, { name: 'Listelli' }] }, { name: 'Vuota' }],
          }),
          201,
        ),
      );
      expect(task).toMatchObject({ status: 'paused', tracked_seconds: 0, assignee: { id: await userId('acme', 'admin') }, profile: { id: customer.id } });
      const lists = task.checklists as Row[];
      expect(lists.map((l) => [l.name, (l.items as Row[]).map((i) => i.name)])).toEqual([['Materiali', ['Colla', 'Listelli']], ['Vuota', []]]);
      const link = task.event as { id: number; calendar_id: number };
      expect(link.calendar_id).toBe(await primaryOf('acme', 'admin'));
      const ev = data(ok(await admin('GET', `/calendars/${link.calendar_id}/events/${link.id}`), 200));
      expect(ev).toMatchObject({ summary: 'Cost: Posa pavimento', start: '2031-08-01 08:00:00', end: '2031-08-01 08:30:00', task_id: task.id, work_id: work.id });
      expect(ev.attendees).toEqual([{ id: customer.id, name: customer.name, kind: 'profile' }]);

      // Updating with the event follows the task; with_event false removes it.
      ok(await admin('PUT', `/tasks/${task.id}`, { summary: 'Posa parquet', end: '2031-08-01 12:00:00', profile_id: null, with_event: true }), 200);
      const after = data(await admin('GET', `/calendars/${link.calendar_id}/events/${link.id}`));
      expect(after).toMatchObject({ summary: 'Cost: Posa parquet', end: '2031-08-01 12:00:00', duration: 240, attendees: [] });
      const off = data(ok(await admin('PUT', `/tasks/${task.id}`, { with_event: false }), 200));
      expect(off.event).toBeNull();
      ok(await admin('GET', `/calendars/${link.calendar_id}/events/${link.id}`), 404);
      const on = data(ok(await admin('PUT', `/tasks/${task.id}`, { with_event: true }), 200));
      const newLink = on.event as { id: number; calendar_id: number };
      expect(newLink).not.toBeNull();

      // Deleting the task deletes its event first.
      ok(await admin('DELETE', `/tasks/${task.id}`), 204);
      ok(await admin('GET', `/tasks/${task.id}`), 404);
      expect(await db().select().from(calendarEvents).where(eq(calendarEvents.id, newLink.id))).toHaveLength(0);
    });

    it('validates: start required with the event, end not before start, ids of the tenant', async () => {
      ok(await admin('POST', '/tasks', { summary: 'Senza inizio' }), 422);
      ok(await admin('POST', '/tasks', { summary: 'Senza evento', with_event: false }), 201);
      ok(await admin('POST', '/tasks', { summary: 'Rovescio', start: '2031-08-02 10:00:00', end: '2031-08-02 09:00:00' }), 422);
      const borgoWork = page(await call('borgo', 'admin', 'GET', '/works')).data[0];
      ok(await admin('POST', '/tasks', { summary: 'Altrui', with_event: false, work_id: borgoWork?.id }), 422);
      ok(await admin('POST', '/tasks', { summary: '' }), 422);
    });

    it('deleting an event clears the task link', async () => {
      const task = data(ok(await admin('POST', '/tasks', { summary: 'Link', start: '2031-08-03 09:00:00' }), 201));
      const link = task.event as { id: number; calendar_id: number };
      ok(await admin('DELETE', `/calendars/${link.calendar_id}/events/${link.id}`), 204);
      expect(data(await admin('GET', `/tasks/${task.id}`)).event).toBeNull();
    });

    it('tracks time through the status call with every transition', async () => {
      const task = data(ok(await admin('POST', '/tasks', { summary: 'Cronometro', with_event: false }), 201));
      const status = (body: Record<string, unknown>) => admin('POST', `/tasks/${task.id}/status`, body);
      const started = data(ok(await status({ status: 'started' }), 200));
      expect(started.status).toBe('started');
      expect(started.started_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      expect((started.started_by as Row).id).toBe(await userId('acme', 'admin'));
      // Same status: 200, nothing changes.
      expect(data(ok(await status({ status: 'started' }), 200)).started_at).toBe(started.started_at);
      // A run of 100 seconds.
      await db().update(tasks).set({ runStartedAt: new Date(Date.now() - 100_000) }).where(eq(tasks.id, task.id));
      const paused = data(ok(await status({ status: 'paused' }), 200));
      expect(paused).toMatchObject({ status: 'paused', started_at: null, started_by: null });
      expect(paused.tracked_seconds).toBeGreaterThanOrEqual(100);
      expect(paused.tracked_seconds).toBeLessThan(110);
      ok(await status({ status: 'started' }), 200);
      await db().update(tasks).set({ runStartedAt: new Date(Date.now() - 50_000) }).where(eq(tasks.id, task.id));
      const done = data(ok(await status({ status: 'completed' }), 200));
      expect(done.status).toBe('completed');
      expect(done.completed_at).not.toBeNull();
      expect(done.tracked_seconds).toBeGreaterThanOrEqual(150);
      for (const body of [{ status: 'started' }, { status: 'paused' }, { status: 'started', reopen: true }]) {
        const refused = ok(await status(body), 409);
        expect(refused.body).toEqual({ message: 'Cannot track a completed task.' });
      }
      ok(await status({ status: 'completed' }), 200);
      const reopened = data(ok(await status({ status: 'paused', reopen: true }), 200));
      expect(reopened).toMatchObject({ status: 'paused', completed_at: null });
      expect(reopened.tracked_seconds).toBe(done.tracked_seconds);
      // paused → completed directly adds nothing.
      expect(data(ok(await status({ status: 'completed' }), 200)).tracked_seconds).toBe(done.tracked_seconds);
      ok(await status({ status: 'running' }), 422);
      // Create and update never change the status.
      ok(await admin('PUT', `/tasks/${task.id}`, { status: 'started' }), 422);
    });

    it('shows running tasks to their people, to the team leader and to administrators', async () => {
      const operatorId = await userId('acme', 'operator');
      const supervisorId = await userId('acme', 'supervisor');
      const opTask = data(ok(await call('acme', 'operator', 'POST', '/tasks', { summary: 'Turno operatore', with_event: false }), 201));
      ok(await call('acme', 'operator', 'POST', `/tasks/${opTask.id}/status`, { status: 'started' }), 200);
      const supTask = data(ok(await call('acme', 'supervisor', 'POST', '/tasks', { summary: 'Turno supervisore', with_event: false }), 201));
      ok(await call('acme', 'supervisor', 'POST', `/tasks/${supTask.id}/status`, { status: 'started' }), 200);
      const running = async (role: Role) => page(await call('acme', role, 'GET', '/tasks/running')).data.map((t) => t.id);
      const op = await running('operator');
      expect(op).toContain(opTask.id);
      expect(op).not.toContain(supTask.id);
      const sup = await running('supervisor');
      expect(sup).toEqual(expect.arrayContaining([opTask.id, supTask.id]));
      expect(await running('admin')).toEqual(expect.arrayContaining([opTask.id, supTask.id]));
      const mine = page(await call('acme', 'operator', 'GET', '/tasks/running')).data.find((t) => t.id === opTask.id);
      expect(mine).toMatchObject({ status: 'started', started_by: { id: operatorId } });
      expect(mine?.started_at).not.toBeNull();
      const list = page(await admin('GET', `/tasks?running=true&assignee_id=${supervisorId}`)).data.map((t) => t.id);
      expect(list).toContain(supTask.id);
      expect(list).not.toContain(opTask.id);
    });

    it('filters the list by range, work, status and assignee', async () => {
      const work = data(ok(await admin('POST', '/works', { name: 'Filtri' }), 201));
      const t1 = data(ok(await admin('POST', '/tasks', { summary: 'Dentro', start: '2032-01-10 09:00:00', end: '2032-01-10 17:00:00', work_id: work.id }), 201));
      ok(await admin('POST', '/tasks', { summary: 'Fuori', start: '2032-02-10 09:00:00', work_id: work.id }), 201);
      const inRange = page(await admin('GET', `/tasks?start=2032-01-10%2016:00:00&end=2032-01-11%2000:00:00&work_id=${work.id}`)).data.map((t) => t.id);
      expect(inRange).toEqual([t1.id]);
      expect(page(await admin('GET', `/tasks?work_id=${work.id}&status=paused`)).meta.total).toBe(2);
      ok(await admin('GET', '/tasks?start=2032-01-10%2016:00:00&end=2032-01-01%2000:00:00'), 422);
    });

    it('list rows leave out checklists, comments, media and event unless include asks; the task keeps them', async () => {
      const work = data(ok(await admin('POST', '/works', { name: 'Righe snelle' }), 201));
      const task = data(ok(await admin('POST', '/tasks', { summary: 'Snella', start: '2032-03-01 09:00:00', work_id: work.id, checklists: [{ name: 'L', items: [{ name: 'I' }] }] }), 201));
      ok(await admin('POST', `/tasks/${task.id}/comments`, { body: 'Nota' }), 201);
      const row = page(await admin('GET', `/tasks?work_id=${work.id}`)).data[0] as Row;
      expect(row).toMatchObject({ id: task.id, summary: 'Snella', work: { id: work.id, name: 'Righe snelle' } });
      for (const detail of ['checklists', 'comments', 'media', 'event']) expect(row).not.toHaveProperty(detail);
      const some = page(await admin('GET', `/tasks?work_id=${work.id}&include=comments,event`)).data[0] as Row;
      expect((some.comments as Row[]).map((c) => c.body)).toEqual(['Nota']);
      expect(some.event).toEqual(task.event);
      expect(some).not.toHaveProperty('checklists');
      const full = page(await admin('GET', `/tasks?work_id=${work.id}&include=checklists,comments,media,event`)).data[0] as Row;
      expect(full).toEqual(data(await admin('GET', `/tasks/${task.id}`)));
      ok(await admin('GET', '/tasks?include=history'), 422);
      expect(page(await admin('GET', '/tasks/running?include=checklists')).data.every((t) => Array.isArray((t as Row).checklists))).toBe(true);
    });

    it('checklists and items: add, rename, check/uncheck with checked_at, delete', async () => {
      const task = data(ok(await admin('POST', '/tasks', { summary: 'Liste', with_event: false }), 201));
      const list = data(ok(await admin('POST', `/tasks/${task.id}/checklists`, { name: 'Controlli', items: [{ name: 'Uno' }] }), 201));
      expect((list.items as Row[]).map((i) => i.name)).toEqual(['Uno']);
      expect(data(ok(await admin('PUT', `/tasks/${task.id}/checklists/${list.id}`, { name: 'Verifiche' }), 200)).name).toBe('Verifiche');
      const item = data(ok(await admin('POST', `/tasks/${task.id}/checklists/${list.id}/items`, { name: 'Due' }), 201));
      expect(item).toMatchObject({ name: 'Due', position: 2, checked: false, checked_at: null });
      const base = `/tasks/${task.id}/checklists/${list.id}/items/${item.id}`;
      const checked = data(ok(await admin('POST', `${base}/check`), 200));
      expect(checked.checked).toBe(true);
      expect(checked.checked_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      expect(data(ok(await admin('POST', `${base}/check`), 200)).checked_at).toBe(checked.checked_at);
      expect(data(ok(await admin('POST', `${base}/uncheck`), 200))).toMatchObject({ checked: false, checked_at: null });
      expect(data(ok(await admin('PUT', base, { name: 'Tre' }), 200)).name).toBe('Tre');
      ok(await admin('DELETE', base), 204);
      ok(await admin('POST', `${base}/check`), 404);
      const other = data(ok(await admin('POST', '/tasks', { summary: 'Altra', with_event: false }), 201));
      ok(await admin('PUT', `/tasks/${other.id}/checklists/${list.id}`, { name: 'X' }), 404);
      ok(await admin('DELETE', `/tasks/${task.id}/checklists/${list.id}`), 204);
      expect(data(await admin('GET', `/tasks/${task.id}`)).checklists).toEqual([]);
    });

    it('comments: the author or an administrator edits and deletes; others get 403', async () => {
      const task = data(ok(await admin('POST', '/tasks', { summary: 'Commenti', with_event: false }), 201));
      const c = data(ok(await call('acme', 'operator', 'POST', `/tasks/${task.id}/comments`, { body: 'Fatto metà' }), 201));
      expect(c).toMatchObject({ body: 'Fatto metà', author: { id: await userId('acme', 'operator') } });
      ok(await call('acme', 'supervisor', 'PUT', `/tasks/${task.id}/comments/${c.id}`, { body: 'No' }), 403);
      ok(await call('acme', 'supervisor', 'DELETE', `/tasks/${task.id}/comments/${c.id}`), 403);
      expect(data(ok(await call('acme', 'operator', 'PUT', `/tasks/${task.id}/comments/${c.id}`, { body: 'Fatto tutto' }), 200)).body).toBe('Fatto tutto');
      ok(await admin('DELETE', `/tasks/${task.id}/comments/${c.id}`), 204);
      ok(await admin('POST', `/tasks/${task.id}/comments`, { body: '' }), 422);
    });

    it('task types: CRUD, unique name, 409 while used', async () => {
      const t = data(ok(await admin('POST', '/task-types', { name: 'Collaudo' }), 201));
      ok(await admin('POST', '/task-types', { name: 'Collaudo' }), 422);
      expect(data(ok(await admin('PUT', `/task-types/${t.id}`, { name: 'Collaudo finale', description: 'x' }), 200))).toMatchObject({ name: 'Collaudo finale', description: 'x' });
      const task = data(ok(await admin('POST', '/tasks', { summary: 'Tipizzata', with_event: false, task_type_id: t.id }), 201));
      expect(task.task_type).toEqual({ id: t.id, name: 'Collaudo finale' });
      expect(JSON.parse(ok(await admin('DELETE', `/task-types/${t.id}`), 409).text)).toEqual({ message: 'The task type is used by tasks and cannot be deleted.' });
      expect(data(ok(await admin('GET', `/task-types/${t.id}`), 200))).toMatchObject({ id: t.id, name: 'Collaudo finale', description: 'x' });
      ok(await admin('DELETE', `/tasks/${task.id}`), 204);
      ok(await admin('DELETE', `/task-types/${t.id}`), 204);
      ok(await admin('GET', `/task-types/${t.id}`), 404);
    });

    it('task types: a use the in-use check did not see is still a 409, never a 500', async () => {
      const t = data(ok(await admin('POST', '/task-types', { name: 'Usato di nascosto' }), 201));
      // What a task created between the check and the delete looks like to that check: a row it does not find
      // (here: of another tenant) that the restricting foreign key still counts.
      const task = data(ok(await call('borgo', 'admin', 'POST', '/tasks', { summary: 'Altrove', with_event: false }), 201));
      await db().update(tasks).set({ taskTypeId: t.id }).where(eq(tasks.id, task.id));
      expect(JSON.parse(ok(await admin('DELETE', `/task-types/${t.id}`), 409).text)).toEqual({ message: 'The task type is used by tasks and cannot be deleted.' });
      await db().update(tasks).set({ taskTypeId: null }).where(eq(tasks.id, task.id));
      ok(await admin('DELETE', `/task-types/${t.id}`), 204);
      expect(page(await admin('GET', '/task-types?search=Collaudo%20finale')).meta.total).toBe(0);
    });

    it('checks permissions: operators may not delete tasks or create task types', async () => {
      const task = data(ok(await call('acme', 'operator', 'POST', '/tasks', { summary: 'Mia', with_event: false }), 201));
      ok(await call('acme', 'operator', 'DELETE', `/tasks/${task.id}`), 403);
      ok(await call('acme', 'operator', 'POST', '/task-types', { name: 'No' }), 403);
      ok(await call('acme', 'operator', 'DELETE', `/calendars/${await primaryOf('acme', 'operator')}`), 403);
    });

    it('lets a supervisor delete a task they planned (and its event); their role still deletes no task types', async () => {
      const task = data(ok(await call('acme', 'supervisor', 'POST', '/tasks', { summary: 'Sopralluogo annullato', start: '2030-03-04 09:00:00', end: '2030-03-04 10:00:00' }), 201));
      ok(await call('acme', 'supervisor', 'DELETE', `/tasks/${task.id}`), 204);
      ok(await call('acme', 'supervisor', 'GET', `/tasks/${task.id}`), 404);
      expect(await db().select({ id: calendarEvents.id }).from(calendarEvents).where(eq(calendarEvents.taskId, Number(task.id)))).toEqual([]);
      const type = data(ok(await admin('POST', '/task-types', { name: `Tipo supervisore ${Date.now()}` }), 201));
      ok(await call('acme', 'supervisor', 'DELETE', `/task-types/${type.id}`), 403);
    });
  });

  describe('response shapes', () => {
    it('match the contract schemas for every kind of record', async () => {
      const customer = await aCustomer();
      const work = data(ok(await admin('POST', '/works', { name: 'Forma', customer_id: customer.id, start_date: '2031-10-01' }), 201));
      ok(await upload('acme', 'admin', `/works/${work.id}/media`, new Uint8Array([1, 2]), 'w.txt'), 201);
      const phase = data(ok(await admin('POST', `/works/${work.id}/phases`, { name: 'Fase' }), 201));
      const task = data(ok(await admin('POST', '/tasks', { summary: 'Forma', start: '2031-10-01 09:00:00', profile_id: customer.id, work_id: work.id, checklists: [{ name: 'L', items: [{ name: 'I' }] }] }), 201));
      ok(await admin('POST', `/tasks/${task.id}/comments`, { body: 'commento' }), 201);
      ok(await upload('acme', 'admin', `/tasks/${task.id}/media`, new Uint8Array([3]), 't.txt'), 201);
      ok(await admin('POST', `/tasks/${task.id}/status`, { status: 'started' }), 200);
      const link = task.event as { id: number; calendar_id: number };
      const checks: [string, unknown][] = [
        ['Work', data(await admin('GET', `/works/${work.id}`))],
        ['Phase', phase],
        ['WorkType', page(await admin('GET', '/work-types')).data[0]],
        ['TaskType', page(await admin('GET', '/task-types')).data[0]],
        ['Task', data(await admin('GET', `/tasks/${task.id}`))],
        ['CalendarEvent', data(await admin('GET', `/calendars/${link.calendar_id}/events/${link.id}`))],
        ...page(await admin('GET', '/calendars')).data.map((c): [string, unknown] => ['Calendar', c]),
        ...page(await admin('GET', '/users/me/calendars')).data.map((c): [string, unknown] => ['CalendarSubscription', c]),
        ...page(await admin('GET', '/calendars/fullcalendar-events?start=2031-10-01%2000:00:00&end=2031-10-02%2000:00:00')).data.map((e): [string, unknown] => ['FullcalendarEvent', e]),
        ...page(await admin('GET', '/calendars/resources?start=2031-10-01%2000:00:00&end=2031-10-02%2000:00:00')).data.map((r): [string, unknown] => ['CalendarResource', r]),
        ...page(await admin('GET', '/tasks?page_size=100')).data.map((t): [string, unknown] => ['TaskListItem', t]),
        ...page(await admin('GET', '/tasks?page_size=100&include=checklists,comments,media,event')).data.map((t): [string, unknown] => ['Task', t]),
        ...page(await admin('GET', '/works?page_size=100')).data.map((w): [string, unknown] => ['Work', w]),
      ];
      for (const [schema, value] of checks) expect(schemaErrors(server(), schema, value), `${schema} ${JSON.stringify(value)}`).toEqual([]);
    });
  });

  describe('tenant isolation', () => {
    it("answers 404 to another tenant's calendars, events, works, tasks and their parts", async () => {
      const cal = await primaryOf('acme', 'admin');
      const ev = data(ok(await admin('POST', `/calendars/${cal}/events`, { summary: 'Segreto', start: '2031-09-01 09:00:00' }), 201));
      const work = data(ok(await admin('POST', '/works', { name: 'Riservata' }), 201));
      const phase = data(ok(await admin('POST', `/works/${work.id}/phases`, { name: 'Fase' }), 201));
      const task = data(ok(await admin('POST', '/tasks', { summary: 'Riservato', start: '2031-09-01 10:00:00', checklists: [{ name: 'L', items: [{ name: 'I' }] }] }), 201));
      const list = (task.checklists as Row[])[0] as Row;
      const item = (list.items as Row[])[0] as Row;
      const comment = data(ok(await admin('POST', `/tasks/${task.id}/comments`, { body: 'c' }), 201));
      const media = data(ok(await upload('acme', 'admin', `/works/${work.id}/media`, new Uint8Array([1]), 'a.txt'), 201));
      const wt = data(ok(await admin('POST', '/work-types', { name: 'Tipo riservato' }), 201));
      const tt = data(ok(await admin('POST', '/task-types', { name: 'Tipo riservato' }), 201));
      const sub = data(ok(await admin('POST', '/users/me/calendars', { calendar_id: await primaryOf('acme', 'supervisor') }), 201));
      const borgo = (method: string, path: string, body?: unknown) => call('borgo', 'admin', method, path, body);
      const borgoCal = await primaryOf('borgo', 'admin');
      const probes: [string, string, unknown?][] = [
        ['PUT', `/calendars/${cal}`, { name: 'x' }],
        ['DELETE', `/calendars/${cal}`],
        ['GET', `/calendars/${cal}/events`],
        ['GET', `/calendars/${cal}/events/${ev.id}`],
        ['PUT', `/calendars/${cal}/events/${ev.id}`, { summary: 'x' }],
        ['DELETE', `/calendars/${cal}/events/${ev.id}`],
        ['POST', `/calendars/${cal}/events/${ev.id}/move?destination=${borgoCal}`],
        ['POST', `/calendars/${borgoCal}/events/${ev.id}/move?destination=${borgoCal}`],
        ['POST', `/calendars/${cal}/events`, { start: '2031-09-01 09:00:00' }],
        ['GET', `/users/me/calendars/${sub.id}`],
        ['GET', `/works/${work.id}`],
        ['PUT', `/works/${work.id}`, { name: 'x' }],
        ['DELETE', `/works/${work.id}`],
        ['GET', `/works/${work.id}/phases`],
        ['PUT', `/works/${work.id}/phases/${phase.id}`, { name: 'x' }],
        ['DELETE', `/works/${work.id}/phases/${phase.id}`],
        ['GET', `/works/${work.id}/media/${media.id}/download`],
        ['PUT', `/works/${work.id}/media/${media.id}`, { file_name: 'x' }],
        ['DELETE', `/works/${work.id}/media/${media.id}`],
        ['GET', `/work-types/${wt.id}`],
        ['PUT', `/work-types/${wt.id}`, { name: 'x' }],
        ['DELETE', `/work-types/${wt.id}`],
        ['GET', `/task-types/${tt.id}`],
        ['PUT', `/task-types/${tt.id}`, { name: 'x' }],
        ['DELETE', `/task-types/${tt.id}`],
        ['GET', `/tasks/${task.id}`],
        ['PUT', `/tasks/${task.id}`, { summary: 'x' }],
        ['DELETE', `/tasks/${task.id}`],
        ['POST', `/tasks/${task.id}/status`, { status: 'started' }],
        ['POST', `/tasks/${task.id}/checklists`, { name: 'x' }],
        ['PUT', `/tasks/${task.id}/checklists/${list.id}`, { name: 'x' }],
        ['POST', `/tasks/${task.id}/checklists/${list.id}/items/${item.id}/check`],
        ['DELETE', `/tasks/${task.id}/checklists/${list.id}/items/${item.id}`],
        ['PUT', `/tasks/${task.id}/comments/${comment.id}`, { body: 'x' }],
        ['POST', `/tasks/${task.id}/comments`, { body: 'x' }],
      ];
      for (const [method, path, body] of probes) {
        const r = await borgo(method, path, body);
        expect(r.status, `${method} ${path}: ${r.text}`).toBe(404);
      }
      // Lists of the other tenant do not show them either.
      expect(page(await borgo('GET', '/works?search=Riservata')).meta.total).toBe(0);
      expect(page(await borgo('GET', '/tasks?search=Riservato')).meta.total).toBe(0);
      expect(page(await borgo('GET', '/calendars')).data.map((c) => c.id)).not.toContain(cal);
      ok(await borgo('POST', '/users/me/calendars', { calendar_id: cal }), 422);
      // Nothing changed in acme.
      expect(data(await admin('GET', `/calendars/${cal}/events/${ev.id}`)).summary).toBe('Segreto');
      const [attendance] = await db().select().from(calendarEventProfiles).where(eq(calendarEventProfiles.eventId, ev.id));
      expect(attendance).toBeUndefined();
    });
  });
}
