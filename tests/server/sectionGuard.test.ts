import { sectionGuardSuite } from './suites/sectionGuard.ts';
import { useTestServer } from './useServer.ts';

sectionGuardSuite(useTestServer());
