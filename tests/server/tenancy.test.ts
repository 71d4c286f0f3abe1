import { tenancySuite } from './suites/tenancy.ts';
import { useTestServer } from './useServer.ts';

tenancySuite(useTestServer());
