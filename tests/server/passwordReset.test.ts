import { passwordResetSuite } from './suites/passwordReset.ts';
import { useTestServer } from './useServer.ts';

passwordResetSuite(useTestServer());
