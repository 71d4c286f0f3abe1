import { proposalsSuite } from './suites/proposals.ts';
import { proposalsMergeSuite } from './suites/proposalsMerge.ts';
import { useTestServer } from './useServer.ts';

const server = useTestServer();
proposalsSuite(server);
proposalsMergeSuite(server);
