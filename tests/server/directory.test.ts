import { directorySuite } from './suites/directory.ts';
import { salesReportsSuite } from './suites/salesReports.ts';
import { useTestServer } from './useServer.ts';

const server = useTestServer();
directorySuite(server);
salesReportsSuite(server);
