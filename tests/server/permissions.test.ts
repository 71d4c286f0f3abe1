import { permissionsSuite } from './suites/permissions.ts';
import { useTestServer } from './useServer.ts';

permissionsSuite(useTestServer());
