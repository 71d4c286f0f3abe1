import { afterAll, beforeAll, describe } from 'vitest';
import { findPgBin, startPgCluster, type PgCluster } from './pgCluster.ts';
import { profileDuplicatesSuite } from './suites/profileDuplicates.ts';
import { useTestServer } from './useServer.ts';

// Both engines: PGlite (pg_trgm loaded as its contrib extension) and, when installed, PostgreSQL.

describe('PGlite', () => {
  profileDuplicatesSuite(useTestServer());
});

const binDir = findPgBin();
if (binDir) {
  describe('PostgreSQL', () => {
    let cluster: PgCluster | undefined;
    const ready = startPgCluster(binDir).then((c) => (cluster = c));
    beforeAll(async () => {
      await ready;
    }, 120_000);
    afterAll(() => cluster?.stop());
    profileDuplicatesSuite(useTestServer(async () => (await ready).createDatabase('bottega_profile_duplicates')));
  });
}
