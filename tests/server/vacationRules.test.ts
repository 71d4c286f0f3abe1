import { vacationRulesSuite } from './suites/vacationRules.ts';
import { useTestServer } from './useServer.ts';

const server = useTestServer();
vacationRulesSuite(server);
