import { describe } from 'vitest';
import { profileDuplicatesSuite } from './suites/profileDuplicates.ts';
import { describeOnPostgres, useTestServer } from './useServer.ts';

// Both engines: PGlite (pg_trgm loaded as its contrib extension) and, when installed, PostgreSQL.

describe('PGlite', () => {
  profileDuplicatesSuite(useTestServer());
});

describeOnPostgres('PostgreSQL', (clusterReady) => {
  profileDuplicatesSuite(useTestServer(async () => (await clusterReady()).createDatabase('bottega_profile_duplicates')));
});
