import { proposalsSuite } from './suites/proposals.ts';
import { useTestServer } from './useServer.ts';

const server = useTestServer();
proposalsSuite(server);
