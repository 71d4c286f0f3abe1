import { truthfulInputsSuite } from './suites/truthfulInputs.ts';
import { useTestServer } from './useServer.ts';

truthfulInputsSuite(useTestServer());
