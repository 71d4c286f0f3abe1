import { samplesSuite } from './suites/samples.ts';
import { useTestServer } from './useServer.ts';

const server = useTestServer();
samplesSuite(server);
