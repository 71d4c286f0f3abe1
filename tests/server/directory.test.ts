import { describe } from 'vitest';
import { directorySuite } from './suites/directory.ts';
import { salesReportsSuite } from './suites/salesReports.ts';
import { describeOnPostgres, useTestServer } from './useServer.ts';

// The directory on both engines: PGlite and, when installed, PostgreSQL (the sales reports, which only read the
// directory, on PGlite).

describe('PGlite', () => {
  const server = useTestServer();
  directorySuite(server);
  salesReportsSuite(server);
});

describeOnPostgres('PostgreSQL', (clusterReady) => {
  directorySuite(useTestServer(async () => (await clusterReady()).createDatabase('bottega_directory')));
});
