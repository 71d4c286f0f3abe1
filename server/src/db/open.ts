import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import pg from 'pg';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { Config } from '../config.ts';
import type { Db } from './client.ts';
import { acquireLock } from './lockfile.ts';
import { countingStatements, countPgliteStatements, countPgStatements } from '../diag/statementCount.ts';
import { registerPreparedRunner } from './named.ts';
import { pglitePreparedRunner } from './pglitePrepared.ts';
import { postgresWriteChannel, type WriteChannel } from './writeChannel.ts';
import type { Logger } from '../log.ts';
import { errResult, okResult, type Result } from '../result.ts';
import { registerNotificationSource } from '../modules/notifications/hub.ts';
import { pgliteNotificationSource, postgresNotificationSource } from '../modules/notifications/sources.ts';

export type Database = {
  readonly db: Db;
  readonly kind: 'pglite' | 'postgres';
  /** Applies pending migrations (the same SQL files on both engines). */
  migrate(): Promise<void>;
  /** How this process tells others on the same database that it wrote; null when no other can exist (PGlite). */
  readonly writeChannel: WriteChannel | null;
  /**
   * Routine upkeep the engine does not do by itself: PGlite has no autovacuum, so without a VACUUM (ANALYZE) its
   * planner has no statistics and no page is marked all-visible (a capped count then visits every row it counts).
   * Nothing on PostgreSQL (its autovacuum does it). main.ts runs it in the background once started, then every few hours.
   */
  maintain(): Promise<void>;
  /**
   * PGlite only (null on PostgreSQL): its data folder, and a way to run `fn` while the database does nothing, after a
   * checkpoint, so that a copy of the folder taken meanwhile is consistent (backup/create.ts). Requests wait.
   */
  readonly files: { readonly dir: string; held<T>(fn: () => Promise<T>): Promise<T> } | null;
  /**
   * Whether the routine upkeep ran within `withinMs` (PGlite: a marker in the data folder; always true on
   * PostgreSQL, which does its own): a restart then skips the start-up VACUUM that would hold the database.
   */
  maintainedWithin(withinMs: number): boolean;
  /**
   * Writes what the write-ahead log holds into the data files. PGlite runs PostgreSQL in single-user mode: no
   * checkpointer runs by itself, so after a crash (kill -9) recovery replayed every write since the process
   * started — the seed included — which took 25–70 s. main.ts checkpoints every half minute; a no-op on PostgreSQL.
   */
  checkpoint(): Promise<void>;
  close(): Promise<void>;
};

export type DbOpenError = { readonly _tag: 'DbOpenError'; readonly message: string };

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Database sessions run in the tenants' usual zone so that `localtimestamp` defaults are plausible wall-clock
 * times; handlers still pass the tenant's own wall clock explicitly.
 */
const SESSION_TIMEZONE = 'Europe/Rome';

const INT8_OID = 20;

/**
 * Loadable extensions PGlite is opened with (every PGlite of this database must offer them: bench/bigTenant.ts too).
 * pg_trgm: name similarity of the duplicate warning, created at boot. unaccent: the global search's text search
 * configurations, created by migration 0007 (without it they fold accents by translate() only).
 */
export const PGLITE_EXTENSIONS = { pg_trgm, unaccent };

export async function openDatabase(config: Config, log: Logger): Promise<Result<Database, DbOpenError>> {
  if (config.databaseUrl) return okResult(openPostgres(config.databaseUrl, config.databasePoolSize, log));
  return openPglite(config.dataDir);
}

function openPostgres(url: string, poolSize: number, log: Logger): Database {
  // pg returns INT8 (count(*), bigint) as strings; our ids and counts fit a JS number, as PGlite returns them.
  // NUMERIC stays a string on both engines (money travels as decimal strings).
  pg.types.setTypeParser(INT8_OID, (v: string) => Number(v));
  const pool = new pg.Pool({ connectionString: url, max: poolSize, options: `-c TimeZone=${SESSION_TIMEZONE}` });
  // The benchmarks' statements per request (diag/statementCount.ts); off in production.
  if (countingStatements()) countPgStatements(pool);
  const db = drizzlePg({ client: pool });
  const writeChannel = postgresWriteChannel(pool, url, log);
  const notifications = postgresNotificationSource(url, log);
  registerNotificationSource(db, notifications);
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder }),
    writeChannel,
    maintain: () => Promise.resolve(),
    files: null,
    maintainedWithin: () => true,
    checkpoint: () => Promise.resolve(),
    async close() {
      await writeChannel.close();
      await notifications.close();
      await pool.end();
    },
  };
}

async function openPglite(dataDir: string): Promise<Result<Database, DbOpenError>> {
  const lock = acquireLock(dataDir);
  if (!lock.ok) return errResult({ _tag: 'DbOpenError', message: lock.error.message });
  try {
    const client = await PGlite.create(path.join(dataDir, 'pglite'), { extensions: PGLITE_EXTENSIONS });
    await client.exec(`SET TIME ZONE '${SESSION_TIMEZONE}'`);
    if (countingStatements()) countPgliteStatements(client);
    const db = drizzlePglite({ client });
    registerPreparedRunner(db, pglitePreparedRunner(client));
    const notifications = pgliteNotificationSource(client);
    registerNotificationSource(db, notifications);
    let closed = false;
    const maintainedMarker = path.join(dataDir, '.maintained');
    return okResult({
      db,
      kind: 'pglite',
      migrate: () => migratePglite(db, { migrationsFolder }),
      async maintain() {
        // Table by table, the loop given back between tables: PGlite runs in this thread, so one database-wide
        // VACUUM held the event loop for its whole length (1.6 s under the fairness load, every probe waiting:
        // issue 36.1); one table at a time, the longest wait is the biggest table's.
        const tables = await client.query<{ name: string }>(
          `select format('%I.%I', n.nspname, c.relname) as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
           where c.relkind in ('r', 'm') and n.nspname <> 'information_schema' and n.nspname not like 'pg_toast%' order by c.oid`,
        );
        for (const { name } of tables.rows) {
          if (closed) return;
          await client.exec(`VACUUM (ANALYZE) ${name}`);
          await new Promise((resolve) => setImmediate(resolve));
        }
        fs.writeFileSync(maintainedMarker, new Date().toISOString());
      },
      maintainedWithin(withinMs) {
        try {
          return Date.now() - fs.statSync(maintainedMarker).mtimeMs < withinMs;
        } catch {
          return false;
        }
      },
      async checkpoint() {
        if (!closed) await client.exec('CHECKPOINT');
      },
      writeChannel: null,
      files: {
        dir: path.join(dataDir, 'pglite'),
        async held(fn) {
          await client.exec('CHECKPOINT');
          // No transaction in progress and no statement running: nothing writes to the folder until fn is done.
          return client._runExclusiveTransaction(() => client.runExclusive(fn));
        },
      },
      async close() {
        if (closed) return;
        closed = true;
        try {
          await notifications.close();
          await client.close();
        } finally {
          lock.value.release();
        }
      },
    });
  } catch (e) {
    lock.value.release();
    return errResult({ _tag: 'DbOpenError', message: `Cannot open PGlite in ${dataDir}: ${(e as Error).message}` });
  }
}
