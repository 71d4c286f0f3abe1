import { documentsSuite } from './suites/documents.ts';
import { useTestServer } from './useServer.ts';

const server = useTestServer();
documentsSuite(server);
