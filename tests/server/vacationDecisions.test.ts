import { vacationDecisionsSuite } from './suites/vacationDecisions.ts';
import { useTestServer } from './useServer.ts';

const server = useTestServer();
vacationDecisionsSuite(server);
