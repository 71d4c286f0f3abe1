import { recordScopeSuite } from './suites/recordScope.ts';
import { useTestServer } from './useServer.ts';

recordScopeSuite(useTestServer());
