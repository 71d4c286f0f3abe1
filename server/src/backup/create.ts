import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Writable } from 'node:stream';
import type { Config } from '../config.ts';
import type { Database } from '../db/open.ts';
import { instanceBackups } from '../db/schema/operations.ts';
import { errResult, okResult, type Result } from '../result.ts';
import { endArchive, holdFailures, openArchiveFile, writeFailureReason, type OpenArchive } from './archiveOutput.ts';
import { COPY_DUMP, writeCopyDump } from './copyDump.ts';
import { tarWriter, type PackedEntry } from './tar.ts';
import { productVersion, type ProductVersion } from './version.ts';

// `npm run backup -- --out FILE` and the scheduled backups (issue 33 point 4): one tar with the database, the
// uploaded files on disk and, last, a manifest of the product version and every file's checksum. Written under a
// temporary name and renamed when complete: a failure (a full disk) leaves no half an archive under FILE.
//   PGlite: the data folder copied while the database is held still after a checkpoint (db/open.ts `files.held`):
//     requests wait for the copy (seconds per GB) and then go on; the copy is a consistent cluster.
//   PostgreSQL: pg_dump's custom format (one consistent snapshot, the server keeps serving); without pg_dump, the
//   rows read through the driver in one snapshot (backup/copyDump.ts).

export const BACKUP_FORMAT = 'bottega-backup';
export const MANIFEST = 'manifest.json';

export type BackupManifest = {
  readonly format: typeof BACKUP_FORMAT;
  readonly product: ProductVersion;
  readonly engine: Database['kind'];
  readonly createdAt: string;
  readonly entries: readonly PackedEntry[];
};

export type BackupDone = { readonly file: string; readonly bytes: number; readonly entries: number };
export type BackupFailed = { readonly _tag: 'BackupFailed'; readonly message: string };

const failed = (message: string): Result<never, BackupFailed> => errResult({ _tag: 'BackupFailed', message });

/** Runs a program to completion; its standard error is the reason when it fails. */
export function runProgram(command: string, args: readonly string[]): Promise<{ ok: boolean; stderr: string; missing: boolean }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', (e: NodeJS.ErrnoException) => resolve({ ok: false, stderr: e.message, missing: e.code === 'ENOENT' }));
    child.on('close', (code) => resolve({ ok: code === 0, stderr: stderr.trim(), missing: false }));
  });
}

/** Where pg_dump/pg_restore are: PG_BIN_DIR when set (match the server's major version), else the PATH. */
export const pgTool = (name: string): string => (process.env.PG_BIN_DIR ? path.join(process.env.PG_BIN_DIR, name) : name);

export async function writeBackup(
  deps: { config: Config; database: Database },
  file: string,
  opts: { scheduled: boolean; open?: OpenArchive } = { scheduled: false },
): Promise<Result<BackupDone, BackupFailed>> {
  const { config, database } = deps;
  const temporary = `${file}.partial-${process.pid}`;
  const scratch: string[] = [];
  let out: Writable | null = null;
  try {
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    out = holdFailures((opts.open ?? openArchiveFile)(temporary));
    const tar = tarWriter(out);
    const entries: PackedEntry[] = [];
    if (database.files) {
      const files = database.files;
      entries.push(...(await files.held(() => tar.addTree('pglite', files.dir))));
    } else {
      if (!config.databaseUrl) return failed('No database configured.');
      const folder = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'bottega-dump-'));
      scratch.push(folder);
      const dump = path.join(folder, 'database.pgdump');
      const ran = await runProgram(pgTool('pg_dump'), ['--format=custom', '--no-owner', '--no-privileges', `--file=${dump}`, `--dbname=${config.databaseUrl}`]);
      if (ran.ok) entries.push(await tar.addFile('database.pgdump', dump));
      else if (ran.missing) {
        // No pg_dump here: the rows through the driver instead (backup/copyDump.ts), which the restore reads too.
        const copy = path.join(folder, COPY_DUMP);
        await writeCopyDump(config.databaseUrl, copy);
        entries.push(await tar.addFile(COPY_DUMP, copy));
      } else return failed(`pg_dump failed: ${ran.stderr}`);
    }
    const media = path.join(config.dataDir, 'media');
    if (fs.existsSync(media)) entries.push(...(await tar.addTree('media', media)));
    const manifest: BackupManifest = { format: BACKUP_FORMAT, product: productVersion(), engine: database.kind, createdAt: new Date().toISOString(), entries };
    await tar.addBuffer(MANIFEST, Buffer.from(JSON.stringify(manifest, null, 2)));
    await tar.finish();
    await endArchive(out);
    const handle = await fs.promises.open(temporary, 'r');
    await handle.sync();
    await handle.close();
    await fs.promises.rename(temporary, file);
    const { size } = await fs.promises.stat(file);
    await database.db.insert(instanceBackups).values({ file, bytes: size, scheduled: opts.scheduled });
    return okResult({ file, bytes: size, entries: entries.length });
  } catch (e) {
    const reason = (e as NodeJS.ErrnoException).code === 'EEXIST' ? `${temporary} exists` : writeFailureReason(e);
    return failed(`Backup failed (${reason}); nothing was written to ${file}.`);
  } finally {
    // A refusal before the end (pg_dump failed) must not leave the temporary file's descriptor open.
    if (out && !out.writableFinished) out.destroy();
    await fs.promises.rm(temporary, { force: true });
    for (const dir of scratch) await fs.promises.rm(dir, { recursive: true, force: true });
  }
}
