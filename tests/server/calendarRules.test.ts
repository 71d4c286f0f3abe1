import { calendarRulesSuite } from './suites/calendarRules.ts';
import { useTestServer } from './useServer.ts';

const server = useTestServer();
calendarRulesSuite(server);
