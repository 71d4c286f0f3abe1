import { afterAll, beforeAll, describe, it } from 'vitest';
import { cachingSuite } from './suites/caching.ts';
import { conformanceSuite } from './suites/conformance.ts';
import { crossTenantSuite } from './suites/crossTenant.ts';
import { fuzzSuite } from './suites/fuzz.ts';
import { keyValueSuite } from './suites/keyValue.ts';
import { oauthSuite } from './suites/oauth.ts';
import { passwordResetSuite } from './suites/passwordReset.ts';
import { permissionMatrixSuite } from './suites/permissionMatrix.ts';
import { permissionsSuite } from './suites/permissions.ts';
import { tenancySuite } from './suites/tenancy.ts';
import { validationSuite } from './suites/validation.ts';
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

    const suites = { tenancySuite, oauthSuite, cachingSuite, passwordResetSuite, permissionsSuite, validationSuite, keyValueSuite, conformanceSuite, crossTenantSuite, permissionMatrixSuite, fuzzSuite };
    for (const [name, suite] of Object.entries(suites)) {
      describe(name, () => {
        suite(useTestServer(async () => (await clusterReady()).createDatabase(`bottega_${name.toLowerCase()}`)));
      });
    }
  });
}
