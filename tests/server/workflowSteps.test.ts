import { useTestServer } from './useServer.ts';
import { workflowStepsSuite } from './suites/workflowSteps.ts';

// Issue 35 point 5 on PGlite; postgres.test.ts runs the same suite on PostgreSQL.
workflowStepsSuite(useTestServer());
