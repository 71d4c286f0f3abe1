import { fuzzSuite } from './suites/fuzz.ts';
import { useTestServer } from './useServer.ts';

fuzzSuite(useTestServer());
