import { profileDuplicatesSuite } from './suites/profileDuplicates.ts';
import { useTestServer } from './useServer.ts';

// On PGlite (pg_trgm loaded as its contrib extension); the PostgreSQL run is in postgres.test.ts (`suites`).

profileDuplicatesSuite(useTestServer());
