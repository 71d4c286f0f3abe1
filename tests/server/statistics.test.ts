import { statisticsSuite } from './suites/statistics.ts';
import { useTestServer } from './useServer.ts';

const server = useTestServer();
statisticsSuite(server);
