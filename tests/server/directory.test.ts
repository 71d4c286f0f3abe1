import { directorySuite } from './suites/directory.ts';
import { salesReportsSuite } from './suites/salesReports.ts';
import { useTestServer } from './useServer.ts';

// The directory on PGlite, with the sales reports, which only read the directory. Its rules give the same answers on
// PostgreSQL; what differs between the engines (its search and sorting, the duplicate check) runs there in
// postgres.test.ts (`suites`).

const server = useTestServer();
directorySuite(server);
salesReportsSuite(server);
