import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Config } from '../config.ts';
import { acquireLock } from '../db/lockfile.ts';
import { errResult, okResult, type Result } from '../result.ts';
import { BACKUP_FORMAT, MANIFEST, pgTool, runProgram, type BackupManifest } from './create.ts';
import { COPY_DUMP, restoreCopyDump } from './copyDump.ts';
import { ArchiveError, extractTar, type ExtractedEntry } from './tar.ts';
import { newerProblem } from './version.ts';

// `npm run restore -- FILE [--force]` (issue 33 point 4) into the configured DATA_DIR or DATABASE_URL. Everything is
// first extracted beside the target and checked against the manifest (every file's size and checksum, nothing
// more, nothing less, the product version); only then does it replace anything. A non-empty target needs --force,
// and on PGlite what it held is moved aside (DATA_DIR/replaced-<time>), not deleted. The server must be stopped.

export type RestoreDone = { readonly engine: BackupManifest['engine']; readonly createdAt: string; readonly files: number; readonly keptAside: string | null };
export type RestoreRefused = { readonly _tag: 'RestoreRefused'; readonly message: string };

const refused = (message: string): Result<never, RestoreRefused> => errResult({ _tag: 'RestoreRefused', message });

/** The archive's manifest, when every entry matches it. */
export function checkAgainstManifest(entries: readonly ExtractedEntry[], file: string): Result<BackupManifest, RestoreRefused> {
  const last = entries[entries.length - 1];
  if (!last || last.name !== MANIFEST || !last.bytes) return refused(`${file} has no manifest at its end: it is not a Bottega backup, or it is truncated.`);
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(last.bytes.toString('utf8')) as BackupManifest;
  } catch {
    return refused(`${file}: the manifest is damaged.`);
  }
  if (manifest.format !== BACKUP_FORMAT) return refused(`${file} is not a Bottega backup.`);
  const newer = newerProblem(manifest.product);
  if (newer) return refused(newer);
  const found = new Map(entries.filter((e) => e.name !== MANIFEST).map((e) => [e.name, e]));
  for (const expected of manifest.entries) {
    const got = found.get(expected.name);
    if (!got) return refused(`${file}: ${expected.name} is missing from the archive (truncated or changed).`);
    if (got.size !== expected.size || got.sha256 !== expected.sha256) return refused(`${file}: ${expected.name} does not match its checksum (the archive was changed or damaged).`);
    found.delete(expected.name);
  }
  if (found.size > 0) return refused(`${file}: ${[...found.keys()][0]} is not in the manifest (the archive was changed).`);
  return okResult(manifest);
}

async function postgresIsEmpty(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const r = await client.query<{ n: number }>("select count(*)::int as n from information_schema.tables where table_schema = 'public'");
    return (r.rows[0]?.n ?? 0) === 0;
  } finally {
    await client.end();
  }
}

export async function restoreBackup(config: Config, file: string, opts: { force: boolean }): Promise<Result<RestoreDone, RestoreRefused>> {
  if (!fs.existsSync(file)) return refused(`No file ${file}.`);
  // On PGlite the lock also keeps a server from starting on a half-restored folder.
  const lock = acquireLock(config.dataDir);
  if (!lock.ok) return refused(`${lock.error.message} Restoring replaces the whole database: stop the server first.`);
  const staging = await fs.promises.mkdtemp(path.join(config.databaseUrl ? os.tmpdir() : config.dataDir, '.restore-'));
  try {
    let entries: ExtractedEntry[];
    try {
      entries = await extractTar(file, staging, new Set([MANIFEST]));
    } catch (e) {
      if (e instanceof ArchiveError) return refused(`${file}: ${e.message}`);
      const err = e as NodeJS.ErrnoException;
      return refused(err.code === 'ENOSPC' ? 'The disk is full: nothing was restored.' : `Cannot read ${file}: ${err.message}`);
    }
    const checked = checkAgainstManifest(entries, file);
    if (!checked.ok) return checked;
    const manifest = checked.value;
    const engine = config.databaseUrl ? 'postgres' : 'pglite';
    if (manifest.engine !== engine) {
      return refused(`${file} is a backup of ${manifest.engine === 'pglite' ? 'the embedded database (DATA_DIR)' : 'PostgreSQL'}; this instance is configured for ${engine === 'pglite' ? 'the embedded database' : 'PostgreSQL (DATABASE_URL)'}. Use tenant export/import to move between engines.`);
    }
    const mediaFiles = manifest.entries.filter((e) => e.name.startsWith('media/')).length;
    let keptAside: string | null = null;
    if (engine === 'pglite') {
      const current = path.join(config.dataDir, 'pglite');
      if (fs.existsSync(path.join(current, 'PG_VERSION'))) {
        if (!opts.force) return refused(`${config.dataDir} already holds a database: restore into an empty DATA_DIR, or add --force to replace it (the current one is moved aside, not deleted).`);
        keptAside = path.join(config.dataDir, `replaced-${new Date().toISOString().replace(/[:.]/g, '-')}`);
        await fs.promises.mkdir(keptAside);
        for (const name of ['pglite', 'media']) {
          if (fs.existsSync(path.join(config.dataDir, name))) await fs.promises.rename(path.join(config.dataDir, name), path.join(keptAside, name));
        }
      }
      await fs.promises.rename(path.join(staging, 'pglite'), current);
    } else {
      const url = config.databaseUrl ?? '';
      if (!(await postgresIsEmpty(url)) && !opts.force) return refused('The database of DATABASE_URL is not empty: restore into an empty database, or add --force to replace what the backup holds.');
      if (manifest.entries.some((e) => e.name === COPY_DUMP)) {
        // A backup taken without pg_dump: loaded through the driver, no PostgreSQL client needed here either.
        try {
          await restoreCopyDump(url, path.join(staging, COPY_DUMP), opts);
        } catch (e) {
          return refused(`The restore failed, no row was loaded: ${(e as Error).message}`);
        }
      } else {
        const args = ['--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', ...(opts.force ? ['--clean', '--if-exists'] : []), `--dbname=${url}`, path.join(staging, 'database.pgdump')];
        const ran = await runProgram(pgTool('pg_restore'), args);
        if (!ran.ok) return refused(ran.missing ? "pg_restore is not installed (install the PostgreSQL client of the server's major version, or set PG_BIN_DIR)." : `pg_restore failed, nothing was changed: ${ran.stderr}`);
      }
      const media = path.join(config.dataDir, 'media');
      if (fs.existsSync(media) && fs.existsSync(path.join(staging, 'media'))) {
        keptAside = path.join(config.dataDir, `replaced-${new Date().toISOString().replace(/[:.]/g, '-')}`);
        await fs.promises.mkdir(keptAside, { recursive: true });
        await fs.promises.rename(media, path.join(keptAside, 'media'));
      }
    }
    if (fs.existsSync(path.join(staging, 'media'))) {
      await fs.promises.mkdir(config.dataDir, { recursive: true });
      await fs.promises.rename(path.join(staging, 'media'), path.join(config.dataDir, 'media'));
    }
    return okResult({ engine, createdAt: manifest.createdAt, files: mediaFiles, keptAside });
  } finally {
    await fs.promises.rm(staging, { recursive: true, force: true });
    lock.value.release();
  }
}
