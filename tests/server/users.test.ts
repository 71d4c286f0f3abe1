import { rolesSuite } from './suites/roles.ts';
import { sectionAccessSuite } from './suites/sectionAccess.ts';
import { usersSuite } from './suites/users.ts';
import { useTestServer } from './useServer.ts';

const server = useTestServer();
usersSuite(server);
rolesSuite(server);
sectionAccessSuite(server);
