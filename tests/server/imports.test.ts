import { importCliSuite } from './suites/importCli.ts';
import { importKindsSuite } from './suites/importKinds.ts';
import { importsSuite } from './suites/imports.ts';
import { useTestServer } from './useServer.ts';

const server = useTestServer();
importsSuite(server);
importKindsSuite(server);
importCliSuite(server);
