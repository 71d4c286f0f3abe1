import { crossTenantSuite } from './suites/crossTenant.ts';
import { useTestServer } from './useServer.ts';

crossTenantSuite(useTestServer());
