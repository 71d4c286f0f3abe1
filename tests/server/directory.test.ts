import { afterAll, beforeAll, describe } from 'vitest';
import { findPgBin, startPgCluster, type PgCluster } from './pgCluster.ts';
import { directorySuite } from './suites/directory.ts';
import { salesReportsSuite } from './suites/salesReports.ts';
import { useTestServer } from './useServer.ts';

// The directory on both engines: PGlite and, when installed, PostgreSQL (the sales reports, which only read the
// directory, on PGlite).

describe('PGlite', () => {
  const server = useTestServer();
  directorySuite(server);
  salesReportsSuite(server);
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
    directorySuite(useTestServer(async () => (await ready).createDatabase('bottega_directory')));
  });
}
