import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findPgBin, startPgCluster, type PgCluster } from '../../tests/server/pgCluster.ts';
import { freePort } from './freePort.ts';

// The real server, exactly as `npm start` runs it (server/src/main.ts), in a child process on a temporary data
// folder and a free port, without the web app build.

export type RunningServer = {
  readonly origin: string;
  readonly dataDir: string;
  readonly databaseUrl: string | null;
  /** The server process, for its memory (bench/fairness.ts) or a crash (bench/restart.ts). */
  readonly pid: number;
  /** `keepData`: leave the data folder for another server (e.g. after changing the database while none runs). */
  stop(options?: { readonly keepData?: boolean }): Promise<void>;
};

const ROOT = path.resolve(import.meta.dirname, '../..');
const BOOT_TIMEOUT_MS = 300_000;

/** BENCH_NODE_ARGS: extra flags for the server's Node (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile it). */
const nodeArgs = (): string[] => (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter((a) => a !== '');

async function waitUntilUp(origin: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + BOOT_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${log()}`);
    try {
      // Public on any host (fetch sends the IP address as Host, which names no tenant); answered once booted.
      const r = await fetch(`${origin}/api/openapi.yaml`);
      if (r.status === 200) return;
    } catch {
      // not listening yet
    }
    // Often enough to time a restart (bench/restart.ts) to a tenth of a second.
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the server did not start within ${BOOT_TIMEOUT_MS / 1000} s:\n${log()}`);
}

/**
 * `dataDir`: the folder a previous server left (stopped with `keepData`); else a fresh one. `extraEnv`: more of the
 * server's environment (e.g. BOTTEGA_COUNT_STATEMENTS=1, bench/mixKinds.ts).
 */
export async function startServer(
  databaseUrl: string | null,
  dataDir: string = fs.mkdtempSync(path.join(os.tmpdir(), 'bottega-bench-')),
  extraEnv: Readonly<Record<string, string>> = {},
): Promise<RunningServer> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, ...extraEnv, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', SKIP_CLIENT_BUILD: '1', NODE_ENV: 'development' };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  const child = spawn(process.execPath, [...nodeArgs(), '--import', 'tsx', path.join(ROOT, 'server/src/main.ts')], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (b: Buffer): void => {
    output = (output + b.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  // Heard from the start, so stopping twice (or after the process ended by a signal) never waits for nothing.
  const exited = new Promise((r) => child.once('exit', r));
  const origin = `http://127.0.0.1:${port}`;
  await waitUntilUp(origin, child, () => output);
  return {
    origin,
    dataDir,
    databaseUrl,
    pid: child.pid ?? 0,
    async stop(options) {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      if (!options?.keepData) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Waits until the embedded database's first upkeep is done (a PGlite server; none on PostgreSQL, whose autovacuum does
 * it): its VACUUM (ANALYZE) of every table starts 10 s after the server listens (db/maintenanceSchedule.ts) and holds
 * PGlite, which runs in the server's thread, so it fell inside the floor's or the first mixed run. A server that has
 * run for a while has done it (then every 6 hours): the runs measure that steady state, as bench-dashboard.mjs does.
 * Done when it writes its marker in the data folder (db/open.ts). Answers the milliseconds waited.
 */
export async function waitForMaintenance(server: RunningServer, timeoutMs = 120_000): Promise<number> {
  if (server.databaseUrl) return 0;
  const marker = path.join(server.dataDir, '.maintained');
  const started = Date.now();
  while (!fs.existsSync(marker)) {
    if (Date.now() - started > timeoutMs) throw new Error(`the server's first maintenance did not end within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return Date.now() - started;
}

/**
 * The real server on a fresh database (`database`) of a throw-away PostgreSQL cluster, handed to `run`; the server
 * and the cluster are stopped afterwards. Null, with a warning, when PostgreSQL is not installed.
 */
export async function withPgServer<T>(database: string, run: (server: RunningServer) => Promise<T>, extraEnv: Readonly<Record<string, string>> = {}): Promise<T | null> {
  const binDir = findPgBin();
  if (!binDir) {
    console.warn('PostgreSQL binaries not found: the PostgreSQL run is skipped.');
    return null;
  }
  let cluster: PgCluster | undefined;
  try {
    cluster = await startPgCluster(binDir);
    const server = await startServer(await cluster.createDatabase(database), undefined, extraEnv);
    try {
      return await run(server);
    } finally {
      await server.stop();
    }
  } finally {
    cluster?.stop();
  }
}
