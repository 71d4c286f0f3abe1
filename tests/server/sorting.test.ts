import { sortingSuite } from './suites/sorting.ts';
import { useTestServer } from './useServer.ts';

sortingSuite(useTestServer());
