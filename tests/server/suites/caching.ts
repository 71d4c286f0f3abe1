import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { calendarEvents } from '../../../server/src/db/schema/calendars.ts';
import { profiles } from '../../../server/src/db/schema/directory.ts';
import { tasks } from '../../../server/src/db/schema/tasks.ts';
import { vacations } from '../../../server/src/db/schema/vacations.ts';
import { tenantSettings, tenants, users } from '../../../server/src/db/schema/core.ts';
import { DEMO_PASSWORD } from '../../../server/src/db/seed/demoTenants.ts';
import { taskListRowOfWire } from '../../../server/src/modules/tasks/wireSql.ts';
import { at, TEST_CLIENT, type TestServer } from '../harness.ts';

type Row = Record<string, unknown> & { id: number };
type Page = { data: Row[] };

// The server keeps resolved tokens and the answers to the task and work reads in memory (auth/sessionCache.ts,
// http/responseCache.ts). What matters to users: a write through the API is visible to the very next read, a
// revoked right is refused at once, and only a change made behind the server's back waits for the time-to-live.

export function cachingSuite(server: () => TestServer): void {
  const as = (role: string) => server().token('acme', `${role}@acme.test`);
  const call = async (role: string, method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
    server().request('acme', method, path, { token: await as(role), ...(body !== undefined ? { body } : {}), ...(headers ? { headers } : {}) });

  describe('caching', () => {
    it('serves a task read from memory until a write through the API, and fresh on Cache-Control: no-cache', async () => {
      const list = (await call('admin', 'GET', '/tasks?page_size=5')).body as Page;
      const task = list.data[0];
      if (!task) throw new Error('the seed has no task');
      const before = at((await call('admin', 'GET', `/tasks/${task.id}`)).body, 'data.summary');

      // Behind the server's back: the cached answer stands (this is what the cache is for)...
      const changed = await server().database.db.update(tasks).set({ summary: 'Cambiata fuori dal server' }).where(eq(tasks.id, task.id)).returning({ id: tasks.id });
      expect(changed).toHaveLength(1);
      expect(at((await call('admin', 'GET', `/tasks/${task.id}`)).body, 'data.summary')).toBe(before);
      // ...a client asking for a fresh answer gets one...
      expect(at((await call('admin', 'GET', `/tasks/${task.id}`, undefined, { 'cache-control': 'no-cache' })).body, 'data.summary')).toBe('Cambiata fuori dal server');
      // ...and any write through the API ends every cached read.
      expect((await call('admin', 'PUT', `/tasks/${task.id}`, { summary: 'Riepilogo aggiornato' })).status).toBe(200);
      expect(at((await call('admin', 'GET', `/tasks/${task.id}`)).body, 'data.summary')).toBe('Riepilogo aggiornato');
    });

    it('shows a renamed work inside the task list at once', async () => {
      const withWork = ((await call('admin', 'GET', '/tasks?page_size=50')).body as Page).data.find((t) => typeof t.work_id === 'number');
      if (!withWork) throw new Error('the seed has no task with a work');
      const renamed = await call('admin', 'PUT', `/works/${String(withWork.work_id)}`, { name: 'Commessa rinominata' });
      expect(renamed.status, renamed.text).toBe(200);
      const again = ((await call('admin', 'GET', '/tasks?page_size=50')).body as Page).data.find((t) => t.id === withWork.id);
      expect(at(again, 'work.name')).toBe('Commessa rinominata');
    });

    it('refuses at once a role that has just lost the permission', async () => {
      const roles = (await call('admin', 'GET', '/roles')).body as Page;
      const operator = roles.data.find((r) => r.name === 'operator');
      if (!operator) throw new Error('no operator role');
      const granted = at((await call('admin', 'GET', `/roles/${operator.id}`)).body, 'data.permissions') as string[];
      expect(granted).toContain('tasks.viewAny');
      expect((await call('operator', 'GET', '/tasks')).status).toBe(200);
      expect((await call('operator', 'GET', '/tasks')).status).toBe(200);
      try {
        expect((await call('admin', 'PUT', `/roles/${operator.id}`, { permissions: granted.filter((p) => p !== 'tasks.viewAny') })).status).toBe(200);
        expect((await call('operator', 'GET', '/tasks')).status).toBe(403);
      } finally {
        await call('admin', 'PUT', `/roles/${operator.id}`, { permissions: granted });
      }
      expect((await call('operator', 'GET', '/tasks')).status).toBe(200);
    });

    it('refuses at once the token of a user who has just been deactivated', async () => {
      const me = await call('supervisor', 'GET', '/users/me');
      expect(me.status).toBe(200);
      const id = at(me.body, 'data.id') as number;
      try {
        expect((await call('admin', 'PUT', `/users/${id}`, { status: 'inactive' })).status).toBe(200);
        expect((await call('supervisor', 'GET', '/users/me')).status).toBe(401);
        expect((await call('supervisor', 'GET', '/tasks')).status).toBe(401);
      } finally {
        // Deactivation also revoked the supervisor's tokens: reactivating does not bring them back.
        await call('admin', 'PUT', `/users/${id}`, { status: 'active' });
      }
      expect((await call('supervisor', 'GET', '/users/me')).status).toBe(401);
    });

    it('keeps a cached task read across writes elsewhere: a sign-in, a preference save, a timer in another tenant', async () => {
      const task = ((await call('admin', 'GET', '/tasks?page_size=5')).body as Page).data[0];
      if (!task) throw new Error('the seed has no task');
      const before = at((await call('admin', 'GET', `/tasks/${task.id}`)).body, 'data.summary');
      // Behind the server's back, so only a cached answer can still show the old summary.
      await server().database.db.update(tasks).set({ summary: 'Cambiata alle spalle del server' }).where(eq(tasks.id, task.id));

      const signIn = await server().request('borgo', 'POST', '/oauth/token', {
        body: { grant_type: 'password', ...TEST_CLIENT, username: 'operator@borgo.test', password: DEMO_PASSWORD },
        headers: { 'x-forwarded-for': '10.77.0.1' },
      });
      expect(signIn.status).toBe(200);
      expect((await call('operator', 'POST', '/users/me/preferences', { key: 'menu.expanded', value: 'collapsed' })).status).toBeLessThan(300);
      const cantiere = await server().token('cantiere', 'admin@cantiere.test');
      const elsewhere = ((await server().request('cantiere', 'GET', '/tasks?page_size=50', { token: cantiere })).body as Page).data.find((t) => t.status === 'paused');
      if (!elsewhere) throw new Error('cantiere has no paused task');
      expect((await server().request('cantiere', 'POST', `/tasks/${elsewhere.id}/status`, { token: cantiere, body: { status: 'started' } })).status).toBe(200);

      expect(at((await call('admin', 'GET', `/tasks/${task.id}`)).body, 'data.summary')).toBe(before);
      // A task write in the same tenant ends it.
      expect((await call('admin', 'PUT', `/tasks/${task.id}`, { summary: String(before) })).status).toBe(200);
      expect(at((await call('admin', 'GET', `/tasks/${task.id}`)).body, 'data.summary')).toBe(before);
      const other = ((await call('admin', 'GET', '/tasks?page_size=5')).body as Page).data[1];
      if (!other) throw new Error('the seed has one task only');
      const otherBefore = at((await call('admin', 'GET', `/tasks/${other.id}`)).body, 'data.summary');
      await server().database.db.update(tasks).set({ summary: 'Cambiata di nuovo' }).where(eq(tasks.id, other.id));
      expect(at((await call('admin', 'GET', `/tasks/${other.id}`)).body, 'data.summary')).toBe(otherBefore);
      expect((await call('admin', 'POST', '/tasks', { summary: 'Scrittura della stessa famiglia', with_event: false })).status).toBe(201);
      expect(at((await call('admin', 'GET', `/tasks/${other.id}`)).body, 'data.summary')).toBe('Cambiata di nuovo');
    });

    it('shows a renamed profile in the directory list and in the task list at once', async () => {
      const created = await call('admin', 'POST', '/profiles', { type: 'customer', business_name: 'Cliente da rinominare' });
      expect(created.status, created.text).toBe(201);
      const id = at(created.body, 'data.id') as number;
      const task = await call('admin', 'POST', '/tasks', { summary: 'Per il cliente', profile_id: id, with_event: false });
      const taskId = at(task.body, 'data.id') as number;
      const listed = async () => ((await call('admin', 'GET', '/profiles?page_size=500&sort=-id')).body as Page).data.find((p) => p.id === id);
      expect(at(await listed(), 'business_name')).toBe('Cliente da rinominare');
      expect(at((await call('admin', 'GET', `/tasks/${taskId}`)).body, 'data.profile.name')).toBe('Cliente da rinominare');
      expect((await call('admin', 'PUT', `/profiles/${id}`, { type: 'customer', business_name: 'Cliente rinominato' })).status).toBe(200);
      expect(at(await listed(), 'business_name')).toBe('Cliente rinominato');
      expect(at((await call('admin', 'GET', `/tasks/${taskId}`)).body, 'data.profile.name')).toBe('Cliente rinominato');
    });

    it("keeps a month of events across a task's status change, and follows a task's own event at once", async () => {
      const made = await call('admin', 'POST', '/tasks', { summary: 'Montaggio', start: '2031-05-06 09:00:00' });
      expect(made.status, made.text).toBe(201);
      const taskId = at(made.body, 'data.id') as number;
      const link = at(made.body, 'data.event') as { id: number; calendar_id: number };
      const month = `/calendars/${link.calendar_id}/events?start=2031-05-01%2000:00:00&end=2031-06-01%2000:00:00&page_size=500`;
      const summary = async () => ((await call('admin', 'GET', month)).body as Page).data.find((e) => e.id === link.id)?.summary;
      expect(await summary()).toBe('Cost: Montaggio');
      // Behind the server's back, then a status change (writes the task only): the month stays cached...
      await server().database.db.update(calendarEvents).set({ summary: 'Cambiato alle spalle' }).where(eq(calendarEvents.id, link.id));
      expect((await call('admin', 'POST', `/tasks/${taskId}/status`, { status: 'started' })).status).toBe(200);
      expect(await summary()).toBe('Cost: Montaggio');
      // ...a task update rewrites its event: the month follows at once.
      expect((await call('admin', 'PUT', `/tasks/${taskId}`, { summary: 'Smontaggio' })).status).toBe(200);
      expect(await summary()).toBe('Cost: Smontaggio');
      // A deleted task takes its event with it.
      expect((await call('admin', 'DELETE', `/tasks/${taskId}`)).status).toBe(204);
      expect(await summary()).toBeUndefined();
    });

    it('keeps the directory list across task and preference writes, and ends it on a profile write', async () => {
      const created = await call('admin', 'POST', '/profiles', { type: 'customer', business_name: 'Cliente in memoria' });
      const id = at(created.body, 'data.id') as number;
      const listed = async () => ((await call('admin', 'GET', '/profiles?page_size=500&sort=-id')).body as Page).data.find((p) => p.id === id);
      expect(at(await listed(), 'business_name')).toBe('Cliente in memoria');
      await server().database.db.update(profiles).set({ businessName: 'Alle spalle' }).where(eq(profiles.id, id));
      expect((await call('admin', 'POST', '/tasks', { summary: 'Scrittura di attività', with_event: false })).status).toBe(201);
      expect((await call('admin', 'POST', '/users/me/preferences', { key: 'menu.expanded', value: 'expanded' })).status).toBeLessThan(300);
      expect(at(await listed(), 'business_name')).toBe('Cliente in memoria');
      const other = await call('admin', 'POST', '/profiles', { type: 'customer', business_name: 'Un altro cliente' });
      expect(other.status).toBe(201);
      expect(at(await listed(), 'business_name')).toBe('Alle spalle');
    });

    it("keeps a task's answer across another task's status change, and ends it on its own", async () => {
      const make = async (summary: string) => at((await call('admin', 'POST', '/tasks', { summary, with_event: false })).body, 'data.id') as number;
      const [mine, other] = [await make('La mia attività'), await make("L'altra attività")];
      expect(at((await call('admin', 'GET', `/tasks/${mine}`)).body, 'data.summary')).toBe('La mia attività');
      await server().database.db.update(tasks).set({ summary: 'Alle spalle del server' }).where(eq(tasks.id, mine));
      expect((await call('admin', 'POST', `/tasks/${other}/status`, { status: 'started' })).status).toBe(200);
      expect((await call('admin', 'POST', `/tasks/${other}/comments`, { body: 'Altrove' })).status).toBe(201);
      expect(at((await call('admin', 'GET', `/tasks/${mine}`)).body, 'data.summary')).toBe('La mia attività');
      // The list is made of every task: it follows the other task's change at once.
      const listed = ((await call('admin', 'GET', '/tasks?status=started&page_size=500')).body as Page).data.map((t) => t.id);
      expect(listed).toContain(other);
      expect((await call('admin', 'POST', `/tasks/${mine}/checklists`, { name: 'Mia' })).status).toBe(201);
      expect(at((await call('admin', 'GET', `/tasks/${mine}`)).body, 'data.summary')).toBe('Alle spalle del server');
    });

    // Issue 36.3: the status call answers the task as getTask does; its answer is kept as that user's next read.
    it("answers a task's read after its status change with the change's own answer, the fresh one's twin", async () => {
      const made = await call('admin', 'POST', '/tasks', { summary: 'Pulsante 4711', with_event: false });
      const taskId = at(made.body, 'data.id') as number;
      await call('admin', 'GET', `/tasks/${taskId}`);
      const started = await call('admin', 'POST', `/tasks/${taskId}/status`, { status: 'started' });
      expect(started.status, started.text).toBe(200);
      const fresh = await call('admin', 'GET', `/tasks/${taskId}`, undefined, { 'cache-control': 'no-cache' });
      expect(fresh.text).toBe(started.text);
      const paused = await call('admin', 'POST', `/tasks/${taskId}/status`, { status: 'paused' });
      // Behind the server's back after the change: the next read is the change's answer, not the database's...
      await server().database.db.update(tasks).set({ summary: 'Alle spalle 4711' }).where(eq(tasks.id, taskId));
      const next = await call('admin', 'GET', `/tasks/${taskId}`);
      expect(next.text).toBe(paused.text);
      expect(at(next.body, 'data.status')).toBe('paused');
      // ...another user's read is their own, and asked again for its status the call answers the same text.
      expect(at((await call('subadmin', 'GET', `/tasks/${taskId}`)).body, 'data.summary')).toBe('Alle spalle 4711');
      const again = await call('admin', 'POST', `/tasks/${taskId}/status`, { status: 'paused' });
      expect(again.text).toBe((await call('admin', 'GET', `/tasks/${taskId}`, undefined, { 'cache-control': 'no-cache' })).text);
    });

    // Issue 36.3 (session 14): a start or a pause puts the task's new row into the kept task pages (any user, any
    // language) instead of ending them; a move that changes the task's place (a completion) or a filtered page ends them.
    it("puts a started or paused task's new row into the kept task pages, the fresh page's twin, and ends them on a completion", async () => {
      const made = await call('admin', 'POST', '/tasks', { summary: 'Riga 4711', with_event: false });
      const other = await call('admin', 'POST', '/tasks', { summary: 'Vicina 4711', with_event: false });
      const taskId = at(made.body, 'data.id') as number;
      const otherId = at(other.body, 'data.id') as number;
      const path = '/tasks?page_size=500';
      const row = async (role: string, id: number, url = path, headers?: Record<string, string>) =>
        ((await call(role, 'GET', url, undefined, headers)).body as Page).data.find((t) => t.id === id);
      const english = { 'accept-language': 'en' };
      const italian = { 'accept-language': 'it' };
      expect(at(await row('admin', taskId), 'status')).toBe('paused');
      expect(at(await row('subadmin', taskId, path, italian), 'status')).toBe('paused');
      expect(await row('admin', taskId, '/tasks?page_size=500&status=paused')).toBeDefined();
      // The page kept is byte for byte what the database answers after the change.
      expect((await call('admin', 'POST', `/tasks/${taskId}/status`, { status: 'started' })).status).toBe(200);
      const kept = await call('admin', 'GET', path);
      expect(kept.text).toBe((await call('admin', 'GET', path, undefined, { 'cache-control': 'no-cache' })).text);
      expect(at(await row('admin', taskId), 'status')).toBe('started');
      // Behind the server's back, then a pause: the pages are kept (the other task's old summary), the task's row is new,
      // for another user and language too; a page filtered by status is not patched but read again.
      await server().database.db.update(tasks).set({ summary: 'Alle spalle 4711' }).where(eq(tasks.id, otherId));
      const paused = await call('admin', 'POST', `/tasks/${taskId}/status`, { status: 'paused' });
      expect(paused.status, paused.text).toBe(200);
      expect(at(await row('admin', otherId, path, english), 'summary')).toBe('Vicina 4711');
      for (const [role, headers] of [['admin', english], ['subadmin', italian]] as const) {
        const mine = await row(role, taskId, path, headers);
        expect(at(mine, 'status')).toBe('paused');
        expect(at(mine, 'started_by')).toBeNull();
        expect(at(mine, 'tracked_seconds')).toBe(at(paused.body, 'data.tracked_seconds'));
      }
      expect(at(await row('admin', otherId, '/tasks?page_size=500&status=paused'), 'summary')).toBe('Alle spalle 4711');
      // A completion moves the task among the last (open first): the pages end and are read again.
      expect((await call('admin', 'POST', `/tasks/${taskId}/status`, { status: 'completed' })).status).toBe(200);
      expect(at(await row('admin', taskId, path, english), 'status')).toBe('completed');
      expect(at(await row('admin', otherId, path, english), 'summary')).toBe('Alle spalle 4711');
    });

    // Issue 36.3 (session 17): the status change cuts the row it puts into the kept pages from its own answer (wireSql.ts
    // taskListRowOfWire) instead of having the database build it again: the cut must be the fresh page's row exactly,
    // for a task with every detail, and text that imitates the markers.
    it("puts into the kept task pages a row cut from the change's answer, byte for byte the fresh page's, details and all", async () => {
      const made = await call('admin', 'POST', '/tasks', { summary: 'Dettagli 4712, "tracked_seconds" : 1', description: ', "event" : null', start: '2031-06-02 09:00:00', end: '2031-06-02 10:00:00', with_event: true });
      expect(made.status, made.text).toBe(201);
      const taskId = at(made.body, 'data.id') as number;
      const list = await call('admin', 'POST', `/tasks/${taskId}/checklists`, { name: 'Lista, "media" : []', items: [{ name: 'Voce "tracked_seconds" : 2' }] });
      expect(list.status, list.text).toBe(201);
      const comment = await call('admin', 'POST', `/tasks/${taskId}/comments`, { body: 'Nota, "tracked_seconds" : 3, "event" : {}' });
      expect(comment.status, comment.text).toBe(201);
      const path = '/tasks?page_size=500';
      const fresh = async () => (await call('admin', 'GET', path, undefined, { 'cache-control': 'no-cache' })).text;
      expect((await call('admin', 'GET', path)).status).toBe(200);
      for (const status of ['started', 'paused', 'started']) {
        const changed = await call('admin', 'POST', `/tasks/${taskId}/status`, { status });
        expect(changed.status, changed.text).toBe(200);
        expect(at(changed.body, 'data.comments.0.body')).toBe('Nota, "tracked_seconds" : 3, "event" : {}');
        const kept = await call('admin', 'GET', path);
        expect(at((kept.body as Page).data.find((t) => t.id === taskId), 'status')).toBe(status);
        expect(kept.text).toBe(await fresh());
      }
      // Every task of the tenant (the demo's have checklists, comments, events): its row in the fresh page is the cut
      // of its whole answer.
      const page = await fresh();
      const ids = (JSON.parse(page) as Page).data.map((t) => t.id);
      expect(ids.length).toBeGreaterThan(5);
      for (const id of ids) {
        const whole = (await call('admin', 'GET', `/tasks/${id}`, undefined, { 'cache-control': 'no-cache' })).text;
        const wire = whole.slice('{"data":'.length, -1);
        const row = taskListRowOfWire(wire);
        expect(row, wire).not.toBeNull();
        expect(page).toContain(`${row ?? ''}`);
        expect(row).not.toContain('"checklists" : ');
      }
    });

    // Issue 36.3: the works' answers show their tasks' count, assignees, tracked seconds and since when they run, not
    // their status; a start (its run), a pause (the run's seconds added) or a new task shows at once. A work's total
    // counts a task running now: the answer carries the run's start (running_since), never a total that goes stale.
    it("shows a start's run, a pause's tracked seconds and a new task in the works at once", async () => {
      const work = await call('admin', 'POST', '/works', { name: 'Officina 4711' });
      expect(work.status, work.text).toBe(201);
      const workId = at(work.body, 'data.id') as number;
      const made = await call('admin', 'POST', '/tasks', { summary: 'Tornitura 4711', work_id: workId, with_event: false });
      expect(made.status, made.text).toBe(201);
      const taskId = at(made.body, 'data.id') as number;
      const listed = async () => ((await call('admin', 'GET', '/works?page_size=500&sort=-id')).body as Page).data.find((w) => w.id === workId);
      const one = async () => (await call('admin', 'GET', `/works/${workId}`)).body;
      expect(at(await listed(), 'tracked_seconds')).toBe(0);
      expect(at(await one(), 'data.tracked_seconds')).toBe(0);
      expect(at(await listed(), 'running_since')).toEqual([]);
      expect(at(await one(), 'data.running_since')).toEqual([]);
      // A start: no tracked time moves, but both answers show since when the task runs at once.
      const started = await call('admin', 'POST', `/tasks/${taskId}/status`, { status: 'started' });
      expect(started.status, started.text).toBe(200);
      const since = at(started.body, 'data.started_at');
      expect(since).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      expect(at(await listed(), 'running_since')).toEqual([since]);
      expect(at(await one(), 'data.running_since')).toEqual([since]);
      expect(at(await listed(), 'tracked_seconds')).toBe(0);
      await server().database.db.execute(sql`update works set name = 'Alle spalle 4711' where id = ${workId}`);
      // ...a pause adds the run's seconds (the run moved 90 s back): the very next reads show them.
      await server().database.db.execute(sql`update tasks set run_started_at = now() - interval '90 seconds' where id = ${taskId}`);
      const paused = await call('admin', 'POST', `/tasks/${taskId}/status`, { status: 'paused' });
      expect(paused.status, paused.text).toBe(200);
      const seconds = at(paused.body, 'data.tracked_seconds') as number;
      expect(seconds).toBeGreaterThanOrEqual(90);
      expect(at(await listed(), 'tracked_seconds')).toBe(seconds);
      expect(at(await listed(), 'running_since')).toEqual([]);
      expect(at(await listed(), 'name')).toBe('Alle spalle 4711');
      expect(at(await one(), 'data.tracked_seconds')).toBe(seconds);
      expect(at(await one(), 'data.running_since')).toEqual([]);
      // A start again, then a completion of the running task: its seconds are added once, and shown at once.
      expect((await call('admin', 'POST', `/tasks/${taskId}/status`, { status: 'started' })).status).toBe(200);
      await server().database.db.execute(sql`update tasks set run_started_at = now() - interval '30 seconds' where id = ${taskId}`);
      const completed = await call('admin', 'POST', `/tasks/${taskId}/status`, { status: 'completed' });
      expect(at(completed.body, 'data.tracked_seconds') as number).toBeGreaterThanOrEqual(seconds + 30);
      expect(at(await listed(), 'tracked_seconds')).toBe(at(completed.body, 'data.tracked_seconds'));
      // A new task of the work: the count follows at once.
      expect((await call('admin', 'POST', '/tasks', { summary: 'Fresatura 4711', work_id: workId, with_event: false })).status).toBe(201);
      expect(at(await listed(), 'tasks_count')).toBe(2);
      expect(at(await one(), 'data.tasks_count')).toBe(2);
    });

    // Issue 36.3 (session 15): a pause or a completion puts the task's work's new row (its tracked seconds) into the
    // kept works pages instead of ending them; a sorted page is read again.
    it("puts a paused task's work's new row into the kept works pages, the fresh page's twin, for every user and language", async () => {
      const work = await call('admin', 'POST', '/works', { name: 'Banco 4712' });
      const other = await call('admin', 'POST', '/works', { name: 'Vicino 4712' });
      const workId = at(work.body, 'data.id') as number;
      const otherId = at(other.body, 'data.id') as number;
      const made = await call('admin', 'POST', '/tasks', { summary: 'Saldatura 4712', work_id: workId, with_event: false });
      const taskId = at(made.body, 'data.id') as number;
      const path = '/works?page_size=500';
      const row = async (role: string, id: number, url = path, headers?: Record<string, string>) =>
        ((await call(role, 'GET', url, undefined, headers)).body as Page).data.find((w) => w.id === id);
      const english = { 'accept-language': 'en' };
      const italian = { 'accept-language': 'it' };
      expect(at(await row('admin', workId), 'tracked_seconds')).toBe(0);
      expect(at(await row('subadmin', workId, path, italian), 'tracked_seconds')).toBe(0);
      expect(await row('admin', workId, `${path}&sort=-id`)).toBeDefined();
      // A start: the page kept takes the work's row with the run's start, byte for byte the fresh page's.
      expect((await call('admin', 'POST', `/tasks/${taskId}/status`, { status: 'started' })).status).toBe(200);
      const running = await call('admin', 'GET', path);
      expect(running.text).toBe((await call('admin', 'GET', path, undefined, { 'cache-control': 'no-cache' })).text);
      expect(at(await row('admin', workId), 'running_since')).toHaveLength(1);
      // A run of 90 s paused: the page kept is byte for byte what the database answers after the pause.
      await server().database.db.execute(sql`update tasks set run_started_at = now() - interval '90 seconds' where id = ${taskId}`);
      const paused = await call('admin', 'POST', `/tasks/${taskId}/status`, { status: 'paused' });
      expect(paused.status, paused.text).toBe(200);
      const seconds = at(paused.body, 'data.tracked_seconds') as number;
      expect(seconds).toBeGreaterThanOrEqual(90);
      const kept = await call('admin', 'GET', path);
      expect(kept.text).toBe((await call('admin', 'GET', path, undefined, { 'cache-control': 'no-cache' })).text);
      expect(at(await row('admin', workId), 'tracked_seconds')).toBe(seconds);
      // Behind the server's back, then another run paused: the pages are kept (the other work's old name), the work's
      // row is new for another user and language too; a sorted page is not patched but read again.
      await server().database.db.execute(sql`update works set name = 'Alle spalle 4712' where id = ${otherId}`);
      expect((await call('admin', 'POST', `/tasks/${taskId}/status`, { status: 'started' })).status).toBe(200);
      await server().database.db.execute(sql`update tasks set run_started_at = now() - interval '30 seconds' where id = ${taskId}`);
      const again = await call('admin', 'POST', `/tasks/${taskId}/status`, { status: 'paused' });
      const total = at(again.body, 'data.tracked_seconds') as number;
      expect(total).toBeGreaterThanOrEqual(seconds + 30);
      expect(at(await row('admin', otherId, path, english), 'name')).toBe('Vicino 4712');
      for (const [role, headers] of [['admin', english], ['subadmin', italian]] as const) {
        const mine = await row(role, workId, path, headers);
        expect(at(mine, 'tracked_seconds')).toBe(total);
        expect(at(mine, 'tasks_count')).toBe(1);
      }
      expect(at(await row('admin', otherId, `${path}&sort=-id`), 'name')).toBe('Alle spalle 4712');
      // The work's own answer is read again, with the same seconds.
      expect(at((await call('admin', 'GET', `/works/${workId}`)).body, 'data.tracked_seconds')).toBe(total);
    });

    // Issue 36.2: the start-up calls of every page load are answered from memory, and a write through the API
    // (any process's, on PostgreSQL) ends them at once.
    it("serves the signed-in user from memory until a write of theirs, their role or another tenant's account", async () => {
      const me = async () => (await call('subadmin', 'GET', '/users/me')).body as { data: { id: number; name: string; websites: { slug: string }[] } };
      const before = (await me()).data;
      await server().database.db.update(users).set({ name: 'Nome cambiato fuori' }).where(eq(users.id, before.id));
      expect((await me()).data.name).toBe(before.name);
      const renamed = await call('admin', 'PUT', `/users/${before.id}`, { name: 'Marco Bianchi Jr' });
      expect(renamed.status, renamed.text).toBe(200);
      expect((await me()).data.name).toBe('Marco Bianchi Jr');
      // An account with the same e-mail created in another tenant is one more website at once.
      const email = (await call('subadmin', 'GET', '/users/me')).body as { data: { email: string } };
      const borgoAdmin = await server().token('borgo', 'admin@borgo.test');
      const roles = (await server().request('borgo', 'GET', '/roles', { token: borgoAdmin })).body as Page;
      const role = roles.data.find((r) => r.name === 'operator');
      if (!role) throw new Error('borgo has no operator role');
      const made = await server().request('borgo', 'POST', '/users', { token: borgoAdmin, body: { name: 'Marco Bianchi', email: email.data.email, role_id: role.id } });
      expect(made.status, made.text).toBe(201);
      expect((await me()).data.websites.map((w) => w.slug)).toContain('borgo');
      await call('admin', 'PUT', `/users/${before.id}`, { name: before.name });
    });

    it("serves the tenant's settings and the user's preferences from memory until a write of theirs", async () => {
      const settings = async () => ((await call('subadmin', 'GET', '/settings')).body as { data: { key: string; value: unknown }[] }).data;
      const title = async () => (await settings()).find((s) => s.key === 'evaluators.title')?.value;
      const before = await title();
      const [acme] = await server().database.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, 'acme'));
      await server().database.db.update(tenantSettings).set({ value: 'TPM' }).where(and(eq(tenantSettings.tenantId, acme?.id ?? 0), eq(tenantSettings.key, 'evaluators.title')));
      expect(await title()).toBe(before);
      expect((await call('admin', 'POST', '/settings', { key: 'evaluators.title', value: 'TPM' })).status).toBe(200);
      expect(await title()).toBe('TPM');
      await call('admin', 'POST', '/settings', { key: 'evaluators.title', value: 'Valutazioni' });
      expect(await title()).toBe('Valutazioni');

      const prefs = async () => ((await call('operator', 'GET', '/users/me/preferences')).body as { data: { key: string; value: unknown }[] }).data;
      const theme = async () => (await prefs()).find((p) => p.key === 'theme')?.value;
      await theme();
      expect((await call('operator', 'POST', '/users/me/preferences', { key: 'theme', value: 'dark' })).status).toBeLessThan(300);
      expect(await theme()).toBe('dark');
      expect((await call('operator', 'POST', '/users/me/preferences', { key: 'theme', value: 'light' })).status).toBe(200);
      expect(await theme()).toBe('light');
      // Another user's preferences are their own, cached or not.
      expect(((await call('subadmin', 'GET', '/users/me/preferences')).body as { data: { key: string; value: unknown }[] }).data).not.toContainEqual({ key: 'theme', value: 'light' });
    });

    it('words the next answer in a language chosen just now, while saving other preferences leaves the session in place', async () => {
      const words = async () => String(at((await call('subadmin', 'GET', '/tasks/987654321')).body, 'message'));
      const browsers = await words();
      expect(browsers).toBe('Task not found.');
      // Another preference does not end the session (writeFamilies.ts LANGUAGE_FAMILY): the words stay the browser's...
      expect((await call('subadmin', 'POST', '/users/me/preferences', { key: 'menu.expanded', value: 'collapsed' })).status).toBeLessThan(300);
      expect(await words()).toBe(browsers);
      try {
        // ...the language preference does, set and deleted, at once.
        expect((await call('subadmin', 'POST', '/users/me/preferences', { key: 'language', value: 'it' })).status).toBeLessThan(300);
        expect(await words()).toBe('Attività non trovata.');
        expect((await call('subadmin', 'POST', '/users/me/preferences', { key: 'menu.expanded', value: 'expanded' })).status).toBeLessThan(300);
        expect(await words()).toBe('Attività non trovata.');
      } finally {
        expect((await call('subadmin', 'DELETE', '/users/me/preferences/language')).status).toBe(204);
      }
      expect(await words()).toBe(browsers);
    });

    // Issue 36 point 4: the dashboard's panels (the week's events, the pending requests, the samples to approve) are
    // read on every page load; from memory, and a write through the API shows at once.
    it("serves the dashboard panels' reads from memory until a write of their families", async () => {
      const week = '/calendars/fullcalendar-events?start=2031-09-01%2000:00:00&end=2031-09-08%2023:59:59&page_size=50';
      const made = await call('admin', 'POST', '/tasks', { summary: 'Collaudo', start: '2031-09-02 09:00:00' });
      expect(made.status, made.text).toBe(201);
      const taskId = at(made.body, 'data.id') as number;
      const eventId = at(made.body, 'data.event.id') as number;
      const title = async () => ((await call('admin', 'GET', week)).body as Page).data.find((e) => e.id === eventId)?.['title'];
      expect(await title()).toBe('Cost: Collaudo');
      await server().database.db.update(calendarEvents).set({ summary: 'Cambiato alle spalle' }).where(eq(calendarEvents.id, eventId));
      expect(await title()).toBe('Cost: Collaudo');
      expect((await call('admin', 'PUT', `/tasks/${taskId}`, { summary: 'Secondo collaudo' })).status).toBe(200);
      expect(await title()).toBe('Cost: Secondo collaudo');

      const pending = async () => ((await call('admin', 'GET', '/vacations?status=pending&page_size=10')).body as Page).data;
      const request = (await pending())[0];
      if (!request) throw new Error('the seed has no pending request in acme');
      await server().database.db.update(vacations).set({ notes: 'Alle spalle' }).where(eq(vacations.id, request.id));
      expect((await pending())[0]?.['notes']).toBe(request['notes']);
      const decided = await call('admin', 'PUT', `/vacations/${request.id}/status`, { status: 'rejected', notes: 'Overlap' });
      expect(decided.status, decided.text).toBe(200);
      expect((await pending()).map((r) => r.id)).not.toContain(request.id);

      const drafts = async () => ((await call('admin', 'GET', '/samples?status=draft&page_size=10')).body as Page).data.map((sample) => sample.id);
      const customer = ((await call('admin', 'GET', '/profiles?type=customer')).body as Page).data[0];
      if (!customer) throw new Error('the seed has no customer');
      const before = await drafts();
      const sample = await call('admin', 'POST', '/samples', { customer_id: customer.id, materials: ['PE'] });
      expect(sample.status, sample.text).toBe(201);
      expect(await drafts()).toContain(at(sample.body, 'data.id'));
      expect(before).not.toContain(at(sample.body, 'data.id'));
    });

    it("keeps one user's answer from another user", async () => {
      // The running tasks are scoped to the user (and their team): the same URL answers differently per user.
      const created = await call('admin', 'POST', '/tasks', { summary: 'Avviata dall\'amministratrice', with_event: false });
      const taskId = at(created.body, 'data.id') as number;
      expect((await call('admin', 'POST', `/tasks/${taskId}/status`, { status: 'started' })).status).toBe(200);
      const adminRunning = (await call('admin', 'GET', '/tasks/running')).body as Page;
      expect(adminRunning.data.map((t) => t.id)).toContain(taskId);
      const operatorRunning = (await call('operator', 'GET', '/tasks/running')).body as Page;
      expect(operatorRunning.data.map((t) => t.id)).not.toContain(taskId);
      const operatorId = at((await call('operator', 'GET', '/users/me')).body, 'data.id');
      for (const t of operatorRunning.data) expect([at(t, 'assignee.id'), at(t, 'started_by.id')]).toContain(operatorId);
    });
  });
}
