import { permissionMatrixSuite } from './suites/permissionMatrix.ts';
import { useTestServer } from './useServer.ts';

permissionMatrixSuite(useTestServer());
