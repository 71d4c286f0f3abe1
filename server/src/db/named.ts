import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

// Hot raw statements as named prepared statements. Drizzle's `.prepare(name)` exists only on its query builders;
// the task pages and the task wire are raw SQL (wireSql.ts), so they go through the session the same way
// `.prepare()` does. On node-postgres a named statement is parsed and planned once per pooled connection and then
// only bound and executed; PGlite ignores the name (one in-process connection) and runs the text as before.

const dialect = new PgDialect();

/**
 * The name is derived from the text, so one text always has one name: node-postgres refuses a known name with
 * another text, and statements differing only by their parameters share one plan.
 */
const statementName = (text: string): string => `b_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;

/** Runs `query` as a named prepared statement; answers the driver's raw result (`{ rows }` on both engines). */
export async function runNamed(db: Db, query: SQL): Promise<unknown> {
  const compiled = dialect.sqlToQuery(query);
  return db._.session.prepareQuery(compiled, undefined, statementName(compiled.sql), false).execute();
}
