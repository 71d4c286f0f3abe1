import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/**
 * The Drizzle handle every repository receives. It is the common supertype of the PGlite and node-postgres
 * databases (and of their transactions), so module code never knows which engine it runs on.
 * Only the query builder is used (no relational `db.query`), so the schema is not part of the type.
 */
export type Db = PgDatabase<PgQueryResultHKT>;
