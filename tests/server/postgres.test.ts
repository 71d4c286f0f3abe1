import { eq } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { WriteScope } from '../../server/src/cache/writeGeneration.ts';
import { tasks } from '../../server/src/db/schema/tasks.ts';
import { postgresWriteChannel } from '../../server/src/db/writeChannel.ts';
import { silentLogger } from '../../server/src/log.ts';
import { at, type TestServer } from './harness.ts';
import { cachingSuite } from './suites/caching.ts';
import { calendarRulesSuite } from './suites/calendarRules.ts';
import { conformanceSuite } from './suites/conformance.ts';
import { exportRoundTripSuite } from './suites/exportRoundTrip.ts';
import { importsSuite } from './suites/imports.ts';
import { keyValueSuite } from './suites/keyValue.ts';
import { leaveCalendarSuite } from './suites/leaveCalendar.ts';
import { notificationsSuite } from './suites/notifications.ts';
import { profileDuplicatesSuite } from './suites/profileDuplicates.ts';
import { searchSuite } from './suites/search.ts';
import { taskStatusHotSuite } from './suites/taskStatusHot.ts';
import { taskStatusRaceSuite } from './suites/taskStatusRace.ts';
import { workflowStepsSuite } from './suites/workflowSteps.ts';
import { sortingSuite } from './suites/sorting.ts';
import { statisticsSuite } from './suites/statistics.ts';
import { describeOnPostgres, seededPgDatabases, useTestServer, useTestServerPair } from './useServer.ts';

// The same suites on real PostgreSQL (DATABASE_URL), one cluster for the file and one fresh database per suite, when
// its binaries are installed (Debian: apt-get install -y postgresql). Without them the run is skipped with a visible
// notice.

describeOnPostgres('PostgreSQL', (clusterReady) => {
  describe('two server processes on one database', () => {
    // A process alone on its database skips the announce and catch-up round trips (the cheapest request paid
    // one each); a process joining says hello and waits until the others have heard it, so from its first
    // request on, both sides announce and catch up.
    it('learns of another process on the write channel before that one serves, and hears its writes', async () => {
      const url = await (await clusterReady()).createDatabase('bottega_write_channel');
      const pools = [new pg.Pool({ connectionString: url, max: 2 }), new pg.Pool({ connectionString: url, max: 2 })] as const;
      const first = postgresWriteChannel(pools[0], url, silentLogger);
      const second = postgresWriteChannel(pools[1], url, silentLogger);
      const heardByFirst: (WriteScope | null)[] = [];
      try {
        await first.listen((scope) => heardByFirst.push(scope));
        expect(first.hasPeers()).toBe(false);
        await second.listen(() => undefined);
        // Settled: the first has heard the hello.
        expect(first.hasPeers()).toBe(true);
        const deadline = Date.now() + 2_000;
        while (!second.hasPeers() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
        expect(second.hasPeers()).toBe(true);
        await second.announce({ tenantId: 1, family: 'tasks', record: 7 });
        await first.caughtUp();
        expect(heardByFirst).toContainEqual({ tenantId: 1, family: 'tasks', record: 7 });
        // Hello and present are not writes: nothing else but the connect's "unknown" was heard.
        expect(heardByFirst.filter((scope) => scope !== null)).toHaveLength(1);
      } finally {
        await Promise.all([first.close(), second.close()]);
        await Promise.all(pools.map((p) => p.end()));
      }
    }, 60_000);

    describe('two servers on one database', () => {
      const pair = useTestServerPair(async () => (await clusterReady()).createDatabase('bottega_two_processes'));

      // Each keeps its own caches; a write through one must end what the other has cached well before the
      // caches' time-to-live (10 s), which would otherwise be the only bound.
      it('sees a write made through the other at once (LISTEN/NOTIFY)', async () => {
        const [first, second] = pair();
        const read = async (server: TestServer, path: string) => server.request('acme', 'GET', path, { token: await server.token('acme', 'admin@acme.test') });
        const task = ((await read(first, '/tasks?page_size=1')).body as { data: { id: number; summary: string }[] }).data[0];
        if (!task) throw new Error('the seed has no task');
        expect(at((await read(first, `/tasks/${task.id}`)).body, 'data.summary')).toBe(task.summary);
        const token = await second.token('acme', 'admin@acme.test');
        expect((await second.request('acme', 'PUT', `/tasks/${task.id}`, { token, body: { summary: 'Scritto dall\'altro processo' } })).status).toBe(200);
        const deadline = Date.now() + 2_000;
        let seen: unknown;
        do {
          seen = at((await read(first, `/tasks/${task.id}`)).body, 'data.summary');
          if (seen !== task.summary) break;
          await new Promise((r) => setTimeout(r, 20));
        } while (Date.now() < deadline);
        expect(seen).toBe('Scritto dall\'altro processo');
      }, 120_000);

      // Issue 36.2: the start-up calls are answered from memory on each process; a write through the other ends them.
      it("sees the user's own record, settings and preferences written through the other at once", async () => {
        const [first, second] = pair();
        const firstToken = await first.token('acme', 'subadmin@acme.test');
        const secondToken = await second.token('acme', 'subadmin@acme.test');
        const secondAdmin = await second.token('acme', 'admin@acme.test');
        const read = async (path: string) => (await first.request('acme', 'GET', path, { token: firstToken })).body;
        const me = at(await read('/users/me'), 'data') as { id: number; name: string };
        await read('/settings');
        await read('/users/me/preferences');
        expect((await second.request('acme', 'PUT', `/users/${me.id}`, { token: secondAdmin, body: { name: 'Scritto altrove' } })).status).toBe(200);
        expect((await second.request('acme', 'POST', '/settings', { token: secondAdmin, body: { key: 'maps.api_key', value: 'altro-processo' } })).status).toBeLessThan(300);
        expect((await second.request('acme', 'POST', '/users/me/preferences', { token: secondToken, body: { key: 'menu.size', value: 'small' } })).status).toBeLessThan(300);
        // The writes were announced before they were answered: the very next reads through the first see them.
        expect(at(await read('/users/me'), 'data.name')).toBe('Scritto altrove');
        expect(at(await read('/settings'), 'data')).toContainEqual({ key: 'maps.api_key', value: 'altro-processo' });
        expect(at(await read('/users/me/preferences'), 'data')).toContainEqual({ key: 'menu.size', value: 'small' });
        await second.request('acme', 'PUT', `/users/${me.id}`, { token: secondAdmin, body: { name: me.name } });
      }, 120_000);

      // Issue 36.3: a start leaves the works cached, a pause ends them; so must the news of either from the other process.
      it("shows on the works a pause's tracked seconds written through the other, after a start that left them cached", async () => {
        const [first, second] = pair();
        const firstToken = await first.token('acme', 'admin@acme.test');
        const secondToken = await second.token('acme', 'admin@acme.test');
        const work = await second.request('acme', 'POST', '/works', { token: secondToken, body: { name: 'Processi 4711' } });
        const workId = at(work.body, 'data.id') as number;
        const task = await second.request('acme', 'POST', '/tasks', { token: secondToken, body: { summary: 'Processi 4711', work_id: workId, with_event: false } });
        const taskId = at(task.body, 'data.id') as number;
        const seconds = async () => at(((await first.request('acme', 'GET', '/works?page_size=500&sort=-id', { token: firstToken })).body as { data: { id: number }[] }).data.find((w) => w.id === workId), 'tracked_seconds');
        expect(await seconds()).toBe(0);
        expect((await second.request('acme', 'POST', `/tasks/${taskId}/status`, { token: secondToken, body: { status: 'started' } })).status).toBe(200);
        expect(await seconds()).toBe(0);
        await second.database.db.update(tasks).set({ runStartedAt: new Date(Date.now() - 60_000) }).where(eq(tasks.id, taskId));
        const paused = await second.request('acme', 'POST', `/tasks/${taskId}/status`, { token: secondToken, body: { status: 'paused' } });
        expect(at(paused.body, 'data.tracked_seconds') as number).toBeGreaterThanOrEqual(60);
        expect(await seconds()).toBe(at(paused.body, 'data.tracked_seconds'));
      }, 120_000);

      it('a stream on one process hears a notification written through another', async () => {
        const [first, second] = pair();
        const operator = await first.token('acme', 'operator@acme.test');
        const stream = await first.app.request('http://acme.localhost/api/notifications/stream', { headers: { accept: 'text/event-stream', authorization: `Bearer ${operator}` } });
        const reader = stream.body?.getReader();
        if (!reader) throw new Error('no stream');
        const me = await second.request('acme', 'GET', '/users/me', { token: await second.token('acme', 'operator@acme.test') });
        const operatorId = (me.body as { data: { id: number } }).data.id;
        const started = Date.now();
        const made = await second.request('acme', 'POST', '/tasks', { token: await second.token('acme', 'admin@acme.test'), body: { summary: "Dall'altro processo", assignee_id: operatorId, with_event: false } });
        expect(made.status, made.text).toBe(201);
        const decoder = new TextDecoder();
        let text = '';
        while (!text.includes('event: notification') && Date.now() - started < 5_000) {
          const chunk = await reader.read();
          if (chunk.done) break;
          text += decoder.decode(chunk.value);
        }
        await reader.cancel();
        expect(text).toContain('"kind":"task.assigned"');
        // Well before the 30-second safety poll: it was the signal.
        expect(Date.now() - started).toBeLessThan(5_000);
      }, 120_000);
    });
  });

  // Only what can differ between the engines runs here again (issue 36.7): PGlite is PostgreSQL itself, one connection
  // in the process, so the SQL rules, permissions, validation and tenancy of the other suites give the same answers on
  // both (each still runs on PGlite in its own file: fuzz, cross-tenant, directory, vacations, work…). Each suite kept,
  // with what can differ on PostgreSQL:
  const importsEngineSuite = (server: () => TestServer): void => importsSuite(server, 'acme', { engineOnly: true });
  const suites = {
    // Caches: what a write ends, as the pool and the write channel run it (PGlite: one connection, no channel).
    cachingSuite,
    // Races: two status changes really overlap on two connections (PGlite serialises them).
    taskStatusRaceSuite,
    // In-place updates: whether a start or a pause writes index entries, as the cluster's statistics count them.
    taskStatusHotSuite,
    // LISTEN/NOTIFY: a live stream hears a write through the write channel's own connection.
    notificationsSuite,
    // Search: text search configurations, unaccent and pg_trgm as the cluster loads them.
    searchSuite,
    // Similarity: pg_trgm's scores and thresholds on the cluster's build.
    profileDuplicatesSuite,
    // Sorting: the cluster's collation (ICU or libc) against PGlite's.
    sortingSuite,
    // The wall clock: dates and times through node-postgres in the session time zone.
    calendarRulesSuite,
    // The wall clock: leave periods across days and hours, timestamps as node-postgres reads them.
    leaveCalendarSuite,
    // The driver's values: numeric sums and date buckets as node-postgres returns them (strings, Dates).
    statisticsSuite,
    // The driver's values: jsonb settings and preferences as node-postgres parses them.
    keyValueSuite,
    // The driver: every operation once through node-postgres and its named statements, none answering 5xx.
    conformanceSuite,
    // Upsert by natural key and the undo's row fingerprints and restores, as each engine computes them.
    importsEngineSuite,
    // Exports read back by the import: numeric and dates as node-postgres reads them must compare unchanged.
    exportRoundTripSuite,
    // Workflow steps: written in the moves' transactions on the pool, their wall-clock times as the driver reads them.
    workflowStepsSuite,
  };
  // Each suite on its own copy of one migrated and seeded database (the two-server tests above migrate and seed their
  // own, so a fresh PostgreSQL database still goes through the migrations and the seed).
  const seededDatabase = seededPgDatabases(clusterReady);
  for (const [name, suite] of Object.entries(suites)) {
    describe(name, () => {
      suite(useTestServer(() => seededDatabase(`bottega_${name.toLowerCase()}`)));
    });
  }
});
