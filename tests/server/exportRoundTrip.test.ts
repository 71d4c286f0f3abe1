import { exportRoundTripSuite } from './suites/exportRoundTrip.ts';
import { useTestServer } from './useServer.ts';

const server = useTestServer();
exportRoundTripSuite(server);
