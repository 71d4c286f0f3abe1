import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';
import { UnpreparableParameter, type PreparedRunner } from './pglitePrepared.ts';

// Hot raw statements as named prepared statements. Drizzle's `.prepare(name)` exists only on its query builders;
// the task pages, the task wire and the works page are raw SQL (wireSql.ts, works/page.ts), so they go through the
// session the same way `.prepare()` does. On node-postgres a named statement is parsed and planned once per pooled
// connection and then only bound and executed. Drizzle's PGlite session ignores the name, so a PGlite database
// registers its own runner of named statements (pglitePrepared.ts).

const dialect = new PgDialect();

/**
 * The name is derived from the text, so one text always has one name: node-postgres refuses a known name with
 * another text, and statements differing only by their parameters share one plan.
 */
const statementName = (text: string): string => `b_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;

const preparedRunners = new WeakMap<Db, PreparedRunner>();

/** `db` runs named statements with `runner` (PGlite: open.ts). A transaction's handle is not `db`: it runs them plainly. */
export function registerPreparedRunner(db: Db, runner: PreparedRunner): void {
  preparedRunners.set(db, runner);
}

/** Runs `query` as a named prepared statement; answers the driver's raw result (`{ rows }` on both engines). */
export async function runNamed(db: Db, query: SQL): Promise<unknown> {
  const compiled = dialect.sqlToQuery(query);
  const name = statementName(compiled.sql);
  const runner = preparedRunners.get(db);
  if (runner) {
    try {
      return await runner(name, compiled.sql, compiled.params);
    } catch (e) {
      if (!(e instanceof UnpreparableParameter)) throw e;
    }
  }
  return db._.session.prepareQuery(compiled, undefined, name, false).execute();
}
