import { conformanceSuite } from './suites/conformance.ts';
import { useTestServer } from './useServer.ts';

conformanceSuite(useTestServer());
