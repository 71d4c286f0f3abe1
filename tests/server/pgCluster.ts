import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../../server/bench/freePort.ts';
import { scratchRoot } from '../support/scratchDir.ts';

// A throw-away PostgreSQL cluster for the PostgreSQL run of the server suites: initdb in a temp folder, started on
// 127.0.0.1 at a free port, deleted afterwards. As root the binaries run as the `postgres` user (initdb refuses root).
// Test files reach it through describeOnPostgres/usePgCluster (useServer.ts), the benchmarks through withPgServer.

export type PgCluster = {
  readonly port: number;
  /** Creates an empty database (or a copy of `template`, which nobody may be connected to) and returns its URL. */
  createDatabase(name: string, template?: string): Promise<string>;
  stop(): void;
};

/** The folder holding initdb and pg_ctl (highest installed version), or null. */
export function findPgBin(): string | null {
  const debian = '/usr/lib/postgresql';
  if (fs.existsSync(debian)) {
    const versions = fs
      .readdirSync(debian)
      .filter((v) => fs.existsSync(path.join(debian, v, 'bin', 'initdb')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return path.join(debian, versions[0], 'bin');
  }
  const which = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' });
  const found = which.stdout.trim();
  return which.status === 0 && found ? path.dirname(found) : null;
}

const isRoot = (): boolean => process.getuid?.() === 0;

function run(bin: string, args: readonly string[]): void {
  if (isRoot()) {
    // runuser keeps the argument vector intact (no shell quoting); su is the fallback on systems without it.
    const hasRunuser = spawnSync('sh', ['-c', 'command -v runuser']).status === 0;
    if (hasRunuser) execFileSync('runuser', ['-u', 'postgres', '--', bin, ...args], { stdio: 'pipe' });
    else execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', [bin, ...args].map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ')], { stdio: 'pipe' });
  } else {
    execFileSync(bin, args, { stdio: 'pipe' });
  }
}

export async function startPgCluster(binDir: string): Promise<PgCluster> {
  // In memory where there is room (scratchDir.ts): CREATE DATABASE … TEMPLATE copies a seeded database per test file.
  const dir = fs.mkdtempSync(path.join(scratchRoot(), 'bottega-pg-'));
  const data = path.join(dir, 'data');
  if (isRoot()) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    fs.chownSync(dir, uid, gid);
  }
  const port = await freePort();
  run(path.join(binDir, 'initdb'), ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync', '--locale=C']);
  run(path.join(binDir, 'pg_ctl'), [
    '-D', data,
    '-l', path.join(dir, 'server.log'),
    '-o', `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
    '-w', 'start',
  ]);
  const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    port,
    async createDatabase(name, template) {
      const quoted = (identifier: string) => `"${identifier.replace(/"/g, '')}"`;
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        // PostgreSQL waits (up to 5 s) for the template's last sessions to end before copying it.
        await client.query(`CREATE DATABASE ${quoted(name)}${template === undefined ? '' : ` TEMPLATE ${quoted(template)}`}`);
      } finally {
        await client.end();
      }
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    stop() {
      try {
        run(path.join(binDir, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
