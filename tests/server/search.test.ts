import { searchSuite } from './suites/search.ts';
import { useTestServer } from './useServer.ts';

// On PGlite (unaccent loaded as its contrib extension); the PostgreSQL run is in postgres.test.ts (`suites`).

searchSuite(useTestServer());
