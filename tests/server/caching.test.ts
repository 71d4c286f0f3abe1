import { cachingSuite } from './suites/caching.ts';
import { useTestServer } from './useServer.ts';

cachingSuite(useTestServer());
