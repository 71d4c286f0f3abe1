import { keyValueSuite } from './suites/keyValue.ts';
import { useTestServer } from './useServer.ts';

keyValueSuite(useTestServer());
