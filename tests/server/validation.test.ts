import { validationSuite } from './suites/validation.ts';
import { useTestServer } from './useServer.ts';

validationSuite(useTestServer());
