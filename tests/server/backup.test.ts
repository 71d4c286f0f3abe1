import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { MANIFEST, writeBackup } from '../../server/src/backup/create.ts';
import { checkAgainstManifest, restoreBackup } from '../../server/src/backup/restore.ts';
import { pruneBackups } from '../../server/src/backup/schedule.ts';
import { boot } from '../../server/src/boot.ts';
import { loadConfig, type Config } from '../../server/src/config.ts';
import type { Db } from '../../server/src/db/client.ts';
import { silentLogger } from '../../server/src/log.ts';
import { exportTenant, tenantCounts } from '../../server/src/tenancy/export.ts';
import { importTenant } from '../../server/src/tenancy/import.ts';

import { runBackupCommand } from '../../server/src/cli/backupCommands.ts';
import { contextOn, runTool } from '../../server/src/cli/session.ts';
import { DEMO_PASSWORD } from '../../server/src/db/seed/demoTenants.ts';
import { runTenantCommand } from '../../server/src/cli/tenantCommands.ts';
import { diskFullAfter, type FullDisk } from './backupFullDisk.ts';
import { findPgBin } from './pgCluster.ts';
import { TEST_CLIENT } from './harness.ts';
import { describeOnPostgres, useTestServer } from './useServer.ts';
import { rowsOf } from '../../server/src/db/rows.ts';
import { scratchRoot } from '../support/scratchDir.ts';

// The restore drill (issue 33 point 4): back up a seeded instance while it serves, restore the archive into a
// scratch folder, start it, and compare every table's row count and every uploaded file's checksum.

const server = useTestServer();
const scratch = fs.mkdtempSync(path.join(scratchRoot(), 'bottega-drill-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

const ROOT = path.resolve(import.meta.dirname, '../..');
function configFor(dataDir: string): Config {
  const loaded = loadConfig({ DATA_DIR: dataDir, CONTRACT_PATH: path.join(ROOT, 'openapi/api.yaml') }, { seedDemo: false });
  if (!loaded.ok) throw new Error(loaded.error.message);
  return loaded.value;
}

async function rowCounts(db: Db): Promise<Record<string, number>> {
  const tables = rowsOf(await db.execute(sql`select table_name as t from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`));
  const counts: Record<string, number> = {};
  for (const { t } of tables) counts[String(t)] = Number(rowsOf(await db.execute(sql.raw(`select count(*)::int as n from "${String(t)}"`)))[0]?.n);
  return counts;
}

function fileSums(dir: string, prefix = ''): Record<string, string> {
  const sums: Record<string, string> = {};
  if (!fs.existsSync(dir)) return sums;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) Object.assign(sums, fileSums(p, `${prefix}${e.name}/`));
    else sums[`${prefix}${e.name}`] = createHash('sha256').update(fs.readFileSync(p)).digest('hex');
  }
  return sums;
}

const archive = path.join(scratch, 'instance.tar');

describe('restore drill', () => {
  it('backs up while serving, restores into a scratch folder that starts with the same rows and files', async () => {
    const before = await rowCounts(server().database.db);
    const [done, served] = await Promise.all([
      writeBackup({ config: server().config, database: server().database }, archive),
      server().request('acme', 'GET', '/tenants/current'),
    ]);
    expect(served.status).toBe(200);
    expect(done.ok ? done.value.file : done.error.message).toBe(archive);
    expect(fs.readdirSync(scratch)).toEqual(['instance.tar']);

    const target = configFor(path.join(scratch, 'restored'));
    const restored = await restoreBackup(target, archive, { force: false });
    expect(restored.ok ? restored.value.engine : restored.error.message).toBe('pglite');
    const booted = await boot(target, silentLogger);
    if (!booted.ok) throw new Error(booted.error.message);
    try {
      expect(await rowCounts(booted.value.database.db)).toEqual(before);
      expect(before.users).toBeGreaterThan(0);
      const sums = fileSums(path.join(target.dataDir, 'media'));
      expect(Object.keys(sums).length).toBeGreaterThan(0);
      expect(sums).toEqual(fileSums(path.join(server().config.dataDir, 'media')));
      const signIn = await booted.value.app.request('http://acme.localhost/api/oauth/token', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.44.0.1' },
        body: JSON.stringify({ grant_type: 'password', ...TEST_CLIENT, username: 'admin@acme.test', password: 'Bottega!2026' }),
      });
      expect(signIn.status).toBe(200);
    } finally {
      await booted.value.database.close();
    }
  });

  it('shows administrators the time of the last good backup', async () => {
    const token = await server().token('acme', 'admin@acme.test');
    const status = await server().request('acme', 'GET', '/system/backups', { token });
    expect(status.status).toBe(200);
    expect((status.body as { data: { last_good_backup_at: string | null; bytes: number } }).data).toMatchObject({ last_good_backup_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/), bytes: fs.statSync(archive).size });
    expect((await server().request('acme', 'GET', '/system/backups', { token: await server().token('acme', 'operator@acme.test') })).status).toBe(403);
  });
});

describe('restore refuses bad input with a clear message and writes nothing', () => {
  const emptyTarget = (name: string): Config => configFor(path.join(scratch, name));
  const leftovers = (cfg: Config): string[] => (fs.existsSync(cfg.dataDir) ? fs.readdirSync(cfg.dataDir) : []);

  it('a non-empty target without --force; with --force the old database is moved aside', async () => {
    const target = configFor(path.join(scratch, 'restored'));
    const refused = await restoreBackup(target, archive, { force: false });
    expect(refused.ok ? '' : refused.error.message).toMatch(/already holds a database.*--force/);
    const forced = await restoreBackup(target, archive, { force: true });
    expect(forced.ok ? forced.value.keptAside : forced.error.message).toMatch(/replaced-/);
  });

  it('a truncated archive', async () => {
    const cut = path.join(scratch, 'cut.tar');
    fs.writeFileSync(cut, fs.readFileSync(archive).subarray(0, Math.floor(fs.statSync(archive).size / 2)));
    const target = emptyTarget('from-cut');
    const r = await restoreBackup(target, cut, { force: false });
    expect(r.ok ? '' : r.error.message).toMatch(/truncated/);
    expect(leftovers(target)).toEqual([]);
  });

  it('a tampered archive (one byte changed)', async () => {
    const bytes = Buffer.from(fs.readFileSync(archive));
    // A byte inside the first file's contents (after its 512-byte header), not in a header.
    const at = 512 + 2;
    bytes[at] = (bytes[at] ?? 0) ^ 0xff;
    const tampered = path.join(scratch, 'tampered.tar');
    fs.writeFileSync(tampered, bytes);
    const target = emptyTarget('from-tampered');
    const r = await restoreBackup(target, tampered, { force: false });
    expect(r.ok ? '' : r.error.message).toMatch(/does not match its checksum|damaged/);
    expect(leftovers(target)).toEqual([]);
  });

  it('an archive from a newer product version', () => {
    const manifest = { format: 'bottega-backup', product: { version: '9.0.0', schema: 9999 }, engine: 'pglite', createdAt: '', entries: [] };
    const r = checkAgainstManifest([{ name: MANIFEST, size: 0, sha256: '', bytes: Buffer.from(JSON.stringify(manifest)) }], 'x.tar');
    expect(r.ok ? '' : r.error.message).toMatch(/newer Bottega .*Upgrade Bottega first/);
  });
});

describe('scheduled backups', () => {
  it('keep the newest BACKUP_KEEP archives', () => {
    const dir = fs.mkdtempSync(path.join(scratch, 'sched-'));
    for (const t of ['2026-01-01', '2026-01-02', '2026-01-03']) fs.writeFileSync(path.join(dir, `bottega-${t}.tar`), '');
    fs.writeFileSync(path.join(dir, 'keep-me.tar'), '');
    expect(pruneBackups(dir, 2)).toEqual(['bottega-2026-01-01.tar']);
    expect(fs.readdirSync(dir).sort()).toEqual(['bottega-2026-01-02.tar', 'bottega-2026-01-03.tar', 'keep-me.tar']);
  });
});

// Issue 33, bad input: a disk that fills while the archive is written. The command says so, exits non-zero, and
// neither the archive nor its temporary file is left behind (the failure came after real bytes were on disk).
describe('a disk that fills during the backup or the tenant export', () => {
  const run = async (tool: 'backup' | 'tenant', argv: string[], disk: FullDisk): Promise<{ code: number; errors: string }> => {
    const errors: string[] = [];
    const out = { line: () => undefined, error: (text: string) => void errors.push(text) };
    const ctx = { ...contextOn(server().config, server().database, out), openArchive: disk.open };
    const code = tool === 'backup' ? await runBackupCommand(ctx, argv) : await runTenantCommand(ctx, argv);
    return { code, errors: errors.join('\n') };
  };

  it('npm run backup: a name promising compression (b.tar.gz, b.tgz, b.zip) is refused with the .tar name to use, nothing written', async () => {
    const dir = fs.mkdtempSync(path.join(scratch, 'named-backup-'));
    for (const [name, instead] of [['b.tar.gz', 'b.tar'], ['b.tgz', 'b.tar'], ['B.ZIP', 'B.tar']] as const) {
      const { code, errors } = await run('backup', ['--out', path.join(dir, name)], diskFullAfter(1024 * 1024 * 1024));
      expect(code).toBe(2);
      expect(errors).toBe(`A backup is an uncompressed .tar archive: name it ${path.join(dir, instead)} (compress the copy afterwards if you wish).`);
    }
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('npm run backup: "the disk is full", exit 1, nothing left in the target folder', async () => {
    const dir = fs.mkdtempSync(path.join(scratch, 'full-backup-'));
    const disk = diskFullAfter(256 * 1024);
    const file = path.join(dir, 'instance.tar');
    const { code, errors } = await run('backup', ['--out', file], disk);
    expect(code).toBe(1);
    expect(errors).toBe(`Backup failed (the disk is full); nothing was written to ${file}.`);
    expect(disk.failure()?.bytesOnDisk).toBe(256 * 1024);
    expect(fs.readdirSync(dir)).toEqual([]);
    // The server goes on serving after the failed copy (the database was released).
    expect((await server().request('acme', 'GET', '/tenants/current')).status).toBe(200);
  });

  it('npm run tenant -- export: the same, for the tenant zip', async () => {
    const dir = fs.mkdtempSync(path.join(scratch, 'full-export-'));
    const disk = diskFullAfter(64 * 1024);
    const file = path.join(dir, 'acme.zip');
    const { code, errors } = await run('tenant', ['export', 'acme', '--out', file], disk);
    expect(code).toBe(1);
    expect(errors).toBe(`Export failed (the disk is full); nothing was written to ${file}.`);
    expect(disk.failure()?.bytesOnDisk).toBe(64 * 1024);
    expect(fs.readdirSync(dir)).toEqual([]);
  });
});

// The same drill and the tenant round trip on PostgreSQL: pg_dump/pg_restore of the cluster's own version.
describeOnPostgres('restore drill on PostgreSQL', (clusterReady) => {
  const pgServer = useTestServer(async () => (await clusterReady()).createDatabase('drill_source'));

  it('pg_dump while serving, pg_restore into an empty database: equal row counts; a second restore needs --force', async () => {
    process.env.PG_BIN_DIR = findPgBin() ?? '';
    const file = path.join(scratch, 'pg.tar');
    const before = await rowCounts(pgServer().database.db);
    const done = await writeBackup({ config: pgServer().config, database: pgServer().database }, file);
    expect(done.ok ? done.value.file : done.error.message).toBe(file);
    const url = await (await clusterReady()).createDatabase('drill_target');
    const target = { ...configFor(path.join(scratch, 'pg-restored')), databaseUrl: url };
    const restored = await restoreBackup(target, file, { force: false });
    expect(restored.ok ? restored.value.engine : restored.error.message).toBe('postgres');
    const booted = await boot(target, silentLogger);
    if (!booted.ok) throw new Error(booted.error.message);
    try {
      expect(await rowCounts(booted.value.database.db)).toEqual(before);
    } finally {
      await booted.value.database.close();
    }
    const again = await restoreBackup(target, file, { force: false });
    expect(again.ok ? '' : again.error.message).toMatch(/not empty.*--force/);
  });

  // Issue 33: no pg_dump (nor pg_restore) on the PATH: the backup reads the rows through the driver and the restore
  // loads them back, into an empty database that then boots with the same row counts.
  it('without pg_dump on the PATH: a COPY-style dump through the driver, restored with equal row counts', async () => {
    const saved = { path: process.env.PATH, bin: process.env.PG_BIN_DIR };
    process.env.PATH = fs.mkdtempSync(path.join(scratch, 'no-pg-bin-'));
    delete process.env.PG_BIN_DIR;
    try {
      const file = path.join(scratch, 'pg-no-dump.tar');
      const before = await rowCounts(pgServer().database.db);
      const done = await writeBackup({ config: pgServer().config, database: pgServer().database }, file);
      expect(done.ok ? done.value.file : done.error.message).toBe(file);
      // The archive holds the driver's dump, not pg_dump's.
      const names = fs.readFileSync(file).toString('latin1');
      expect([names.includes('database.jsonl'), names.includes('database.pgdump')]).toEqual([true, false]);
      const url = await (await clusterReady()).createDatabase('drill_copy_target');
      const target = { ...configFor(path.join(scratch, 'pg-copy-restored')), databaseUrl: url };
      const restored = await restoreBackup(target, file, { force: false });
      expect(restored.ok ? restored.value.engine : restored.error.message).toBe('postgres');
      const booted = await boot(target, silentLogger);
      if (!booted.ok) throw new Error(booted.error.message);
      try {
        const after = await rowCounts(booted.value.database.db);
        // The backup itself is recorded after the dump: one more row in instance_backups on the source.
        expect({ ...after, instance_backups: 0 }).toEqual({ ...before, instance_backups: 0 });
        // The identity sequences follow: the next profile gets an id after the restored ones.
        const [ids] = rowsOf(await booted.value.database.db.execute(sql`select max(id) as top, nextval(pg_get_serial_sequence('profiles', 'id')) as next from profiles`));
        expect(Number(ids?.next)).toBeGreaterThan(Number(ids?.top));
      } finally {
        await booted.value.database.close();
      }
    } finally {
      process.env.PATH = saved.path;
      if (saved.bin !== undefined) process.env.PG_BIN_DIR = saved.bin;
    }
  });

  // Issue 33: `npm run tenant` on PostgreSQL writes behind the running server's caches; it tells the server over
  // the write channel (NOTIFY after its commit), so a tenant disabled from the command line refuses the next sign-in.
  it('a tenant disabled from the command line while a server runs: its next sign-in is refused with its message', async () => {
    const signIn = () =>
      pgServer().request('borgo', 'POST', '/oauth/token', {
        body: { grant_type: 'password', ...TEST_CLIENT, username: 'admin@borgo.test', password: DEMO_PASSWORD },
        headers: { 'x-forwarded-for': `10.34.${Math.floor(Math.random() * 250)}.1` },
      });
    const quiet = { line: () => undefined, error: () => undefined };
    // Signed in before: the server holds the session (and borgo) in its caches.
    const before = (await signIn()).body as { access_token: string };
    const asBefore = () => pgServer().request('borgo', 'GET', '/users/me', { token: before.access_token });
    expect((await asBefore()).status).toBe(200);
    expect(await runTool(pgServer().config, { tool: 'tenant', argv: ['disable', 'borgo'] }, quiet)).toBe(0);
    // The cached session ends at once (the server heard the command's NOTIFY), not when the cache would expire.
    expect((await asBefore()).status).toBe(401);
    const refused = await signIn();
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: 'tenant_disabled', message: expect.stringMatching(/Borgo Alimentari S\.p\.A\. is disabled/) });
    expect(await runTool(pgServer().config, { tool: 'tenant', argv: ['enable', 'borgo'] }, quiet)).toBe(0);
    expect((await signIn()).status).toBe(200);
  });

  it('round-trips the acme tenant with identical counts', async () => {
    const file = path.join(scratch, 'acme-pg.zip');
    const deps = { config: pgServer().config, db: pgServer().database.db };
    expect((await exportTenant(deps, 'acme', file)).ok).toBe(true);
    const imported = await importTenant(deps, file, 'acme-pg');
    expect(imported.ok ? imported.value.name : imported.error.message).toBe('Acme Forniture S.r.l.');
    const idOf = async (slug: string) => Number(rowsOf(await deps.db.execute(sql`select id from tenants where slug = ${slug}`))[0]?.id);
    expect(await tenantCounts(deps.db, await idOf('acme-pg'))).toEqual(await tenantCounts(deps.db, await idOf('acme')));
  });
});
