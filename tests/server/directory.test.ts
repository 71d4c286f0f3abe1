import { directorySuite } from './suites/directory.ts';
import { salesReportsSuite } from './suites/salesReports.ts';
import { useTestServer } from './useServer.ts';

// The directory on PGlite, with the sales reports, which only read the directory; the directory's PostgreSQL run is
// in postgres.test.ts (`suites`).

const server = useTestServer();
directorySuite(server);
salesReportsSuite(server);
