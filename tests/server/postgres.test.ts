import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WriteScope } from '../../server/src/cache/writeGeneration.ts';
import { postgresWriteChannel } from '../../server/src/db/writeChannel.ts';
import { silentLogger } from '../../server/src/log.ts';
import { at, startTestServer, type TestServer } from './harness.ts';
import { cachingSuite } from './suites/caching.ts';
import { calendarRulesSuite } from './suites/calendarRules.ts';
import { conformanceSuite } from './suites/conformance.ts';
import { crossTenantSuite } from './suites/crossTenant.ts';
import { fuzzSuite } from './suites/fuzz.ts';
import { keyValueSuite } from './suites/keyValue.ts';
import { oauthSuite } from './suites/oauth.ts';
import { passwordResetSuite } from './suites/passwordReset.ts';
import { permissionMatrixSuite } from './suites/permissionMatrix.ts';
import { permissionsSuite } from './suites/permissions.ts';
import { recordScopeSuite } from './suites/recordScope.ts';
import { taskStatusRaceSuite } from './suites/taskStatusRace.ts';
import { tenancySuite } from './suites/tenancy.ts';
import { sectionGuardSuite } from './suites/sectionGuard.ts';
import { sortingSuite } from './suites/sorting.ts';
import { statisticsSuite } from './suites/statistics.ts';
import { truthfulInputsSuite } from './suites/truthfulInputs.ts';
import { validationSuite } from './suites/validation.ts';
import { vacationRulesSuite } from './suites/vacationRules.ts';
import { findPgBin, startPgCluster, type PgCluster } from './pgCluster.ts';
import { useTestServer } from './useServer.ts';

// The same suites on real PostgreSQL (DATABASE_URL), one fresh database per suite, when its binaries are installed
// (Debian: apt-get install -y postgresql). Without them the run is skipped with a visible notice.

const binDir = findPgBin();

if (!binDir) {
  describe('PostgreSQL', () => {
    it.skip('skipped: no initdb/pg_ctl found (install postgresql to run the server suites on PostgreSQL)', () => undefined);
  });
  console.warn('[tests/server/postgres] PostgreSQL binaries not found: the PostgreSQL run is skipped.');
} else {
  describe('PostgreSQL', () => {
    let cluster: PgCluster | undefined;
    let starting: Promise<PgCluster> | undefined;
    const clusterReady = (): Promise<PgCluster> => (starting ??= startPgCluster(binDir).then((c) => (cluster = c)));
    beforeAll(async () => {
      await clusterReady();
    }, 120_000);
    afterAll(() => cluster?.stop());

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

      // Each keeps its own caches; a write through one must end what the other has cached well before the
      // caches' time-to-live (10 s), which would otherwise be the only bound.
      it('sees a write made through the other at once (LISTEN/NOTIFY)', async () => {
        const url = await (await clusterReady()).createDatabase('bottega_two_processes');
        const first = await startTestServer({ databaseUrl: url });
        const second = await startTestServer({ databaseUrl: url });
        try {
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
        } finally {
          await second.close();
          await first.close();
        }
      }, 120_000);
    });

    const suites = { calendarRulesSuite, tenancySuite, oauthSuite, cachingSuite, passwordResetSuite, permissionsSuite, validationSuite, keyValueSuite, conformanceSuite, crossTenantSuite, permissionMatrixSuite, recordScopeSuite, fuzzSuite, sortingSuite, truthfulInputsSuite, vacationRulesSuite, statisticsSuite, sectionGuardSuite, taskStatusRaceSuite };
    for (const [name, suite] of Object.entries(suites)) {
      describe(name, () => {
        suite(useTestServer(async () => (await clusterReady()).createDatabase(`bottega_${name.toLowerCase()}`)));
      });
    }
  });
}
