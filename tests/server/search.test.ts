import { afterAll, beforeAll, describe } from 'vitest';
import { findPgBin, startPgCluster, type PgCluster } from './pgCluster.ts';
import { searchSuite } from './suites/search.ts';
import { useTestServer } from './useServer.ts';

// Both engines: PGlite (unaccent loaded as its contrib extension) and, when installed, PostgreSQL.

describe('PGlite', () => {
  searchSuite(useTestServer());
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
    searchSuite(useTestServer(async () => (await ready).createDatabase('bottega_search')));
  });
}
