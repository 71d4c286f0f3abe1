import { vacationsSuite } from './suites/vacations.ts';
import { useTestServer } from './useServer.ts';

const server = useTestServer();
vacationsSuite(server);
