import { createHash } from 'node:crypto';
import { fillPlaceholders, type SQL } from 'drizzle-orm';
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

type Compiled = ReturnType<PgDialect['sqlToQuery']>;

const preparedRunners = new WeakMap<Db, PreparedRunner>();

/** `db` runs named statements with `runner` (PGlite: open.ts). A transaction's handle is not `db`: it runs them plainly. */
export function registerPreparedRunner(db: Db, runner: PreparedRunner): void {
  preparedRunners.set(db, runner);
}

/** Runs `query` as a named prepared statement; answers the driver's raw result (`{ rows }` on both engines). */
export async function runNamed(db: Db, query: SQL): Promise<unknown> {
  const compiled = dialect.sqlToQuery(query);
  return runCompiled(db, compiled, statementName(compiled.sql), {});
}

async function runCompiled(db: Db, compiled: Compiled, name: string, values: Readonly<Record<string, unknown>>): Promise<unknown> {
  const runner = preparedRunners.get(db);
  if (runner) {
    try {
      return await runner(name, compiled.sql, fillPlaceholders(compiled.params, values));
    } catch (e) {
      if (!(e instanceof UnpreparableParameter)) throw e;
    }
  }
  // Drizzle's prepared query fills the placeholders itself.
  return db._.session.prepareQuery(compiled, undefined, name, false).execute(values);
}

/**
 * A named prepared statement whose text is built once: `build` names each value with `sql.placeholder(key)` of
 * `V` (`db` only lends its query builder), and each run only fills them in. For the hottest writes: building a
 * statement of many nested `sql` parts (the task status change with its two wire objects) cost Drizzle a quarter of a
 * millisecond per call, a fifth of the statement's own time on PGlite, and hashing its text for the name some more.
 */
export function namedStatement<V extends Record<string, unknown>>(build: (db: Db) => SQL): (db: Db, values: V) => Promise<unknown> {
  let built: { readonly compiled: Compiled; readonly name: string } | undefined;
  return (db, values) => {
    if (!built) {
      const compiled = dialect.sqlToQuery(build(db));
      built = { compiled, name: statementName(compiled.sql) };
    }
    return runCompiled(db, built.compiled, built.name, values);
  };
}
