import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, describe, expect } from 'vitest';
import type { Db } from '../../../server/src/db/client.ts';
import { migrationsFolder, PGLITE_EXTENSIONS } from '../../../server/src/db/open.ts';
import { describeOnPostgres } from '../useServer.ts';

// What every migration test needs (a database of the previous version, migrated with its rows in it, on both
// engines), kept once so that each test file holds only its migration's rules.

/** A database the test migrates itself: from an earlier migrations folder, then from the real one. */
export type MigrationEngine = { readonly db: Db; migrate(folder: string): Promise<void>; close(): Promise<void> };

/**
 * A scratch folder for `migrationsBefore`, removed after the file's tests. Call it at the top of the test file.
 * `prefix` names the folder (which test left it, if one is ever left).
 */
export function migrationScratch(prefix: string): { migrationsBefore(tag: string): string } {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));
  return {
    /** The migrations folder cut before `tag`: the schema of a database of the version before that migration. */
    migrationsBefore(tag: string): string {
      const dir = fs.mkdtempSync(path.join(scratch, 'migrations-'));
      const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] };
      const cut = journal.entries.findIndex((e) => e.tag === tag);
      expect(cut).toBeGreaterThan(0);
      journal.entries = journal.entries.slice(0, cut);
      fs.mkdirSync(path.join(dir, 'meta'));
      fs.writeFileSync(path.join(dir, 'meta', '_journal.json'), JSON.stringify(journal));
      for (const e of journal.entries) fs.copyFileSync(path.join(migrationsFolder, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
      return dir;
    },
  };
}

/**
 * Runs `suite` on a fresh in-memory PGlite and, where the suites run on PostgreSQL, on a fresh database named
 * `postgresDatabase` of the test cluster.
 */
export function describeOnBothEngines(postgresDatabase: string, suite: (open: () => Promise<MigrationEngine>) => void): void {
  describe('PGlite', () => {
    suite(async () => {
      const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
      const db = drizzlePglite({ client });
      return { db, migrate: (folder) => migratePglite(db, { migrationsFolder: folder }), close: () => client.close() };
    });
  });
  describeOnPostgres('PostgreSQL', (clusterReady) => {
    suite(async () => {
      const url = await (await clusterReady()).createDatabase(postgresDatabase);
      const pool = new pg.Pool({ connectionString: url, max: 1 });
      const db = drizzlePg({ client: pool });
      return { db, migrate: (folder) => migratePg(db, { migrationsFolder: folder }), close: () => pool.end() };
    });
  });
}
