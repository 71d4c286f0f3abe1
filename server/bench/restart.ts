import os from 'node:os';
import path from 'node:path';
import { DEMO_PASSWORD } from '../src/db/seed/demoTenants.ts';
import { writeSection } from './report.ts';
import { startServer, type RunningServer } from './serverProcess.ts';
import { findPgBin, startPgCluster } from '../../tests/server/pgCluster.ts';
import { call, signIn } from './workload.ts';

// `npm run bench:restart` (issue 36.6): how long the server takes to serve again after a crash. The real server
// (server/src/main.ts) is started on a data folder (PGlite) or a database (PostgreSQL), given some writes, killed
// with SIGKILL in the middle of more writes, and started again on the same data: the time from the new process's
// spawn until it answers an API read of a tenant (the database's own answer, not only the process's), median of
// three. A clean restart (SIGTERM) is measured beside it. Writes the "Restart after a crash" section of docs/benchmarks.md.

const ROOT = path.resolve(import.meta.dirname, '../..');
const RUNS = Number(process.env.BENCH_RESTART_RUNS ?? 3);
const HOST = 'acme.localhost';

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

/** Writes that leave WAL behind: new tasks and preference saves, some still in flight when the process dies. */
async function work(server: RunningServer, token: string, n: number): Promise<void> {
  const target = { origin: server.origin, host: HOST, token };
  await Promise.all(
    Array.from({ length: n }, (_, i) =>
      i % 2 === 0
        ? call(target, 'POST', '/api/tasks', { summary: `Prima del crollo ${i}`, with_event: false }).catch(() => undefined)
        : call(target, 'POST', '/api/users/me/preferences', { key: 'menu.size', value: i % 4 === 1 ? 'small' : 'standard' }).catch(() => undefined),
    ),
  );
}

/** Seconds from the new process's spawn: `ready` its first 200 on /readyz, `serving` on a tenant read, `signedIn` a sign-in answered. */
type Restart = { readonly ready: number; readonly serving: number; readonly signedIn: number; readonly firstRead: number };

/** Polls `probe` until it answers 200. */
async function until200(probe: () => Promise<{ status: number }>): Promise<void> {
  for (;;) {
    const r = await probe().catch(() => ({ status: 0 }));
    if (r.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Spawn → /readyz 200, the first API read of a tenant answered 200 (the database serving), a sign-in answered. */
async function restartOn(databaseUrl: string | null, dataDir: string): Promise<{ server: RunningServer; figures: Restart }> {
  const started = performance.now();
  const server = await startServer(databaseUrl, dataDir);
  const readAt = performance.now();
  const since = (): number => (performance.now() - started) / 1000;
  await until200(() => call({ origin: server.origin, host: HOST }, 'GET', '/readyz'));
  const ready = since();
  await until200(() => call({ origin: server.origin, host: HOST }, 'GET', '/api/tenants/current'));
  const serving = since();
  const firstRead = (performance.now() - readAt) / 1000;
  await signIn(server.origin, HOST, 'admin@acme.test', DEMO_PASSWORD);
  return { server, figures: { ready, serving, signedIn: since(), firstRead } };
}

type EngineFigures = { readonly engine: string; readonly crash: readonly Restart[]; readonly clean: readonly Restart[] };

async function measureEngine(engine: string, databaseUrl: string | null): Promise<EngineFigures> {
  let server = await startServer(databaseUrl);
  const dataDir = server.dataDir;
  const crash: Restart[] = [];
  const clean: Restart[] = [];
  try {
    for (let i = 0; i < RUNS; i++) {
      const token = await signIn(server.origin, HOST, 'admin@acme.test', DEMO_PASSWORD);
      await work(server, token, 40);
      // Killed with writes in flight: the next start finds a crashed database (PGlite: WAL to replay, a stale lock).
      const inFlight = work(server, token, 40);
      await new Promise((r) => setTimeout(r, 50));
      process.kill(server.pid, 'SIGKILL');
      await inFlight;
      await server.stop({ keepData: true });
      const after = await restartOn(databaseUrl, dataDir);
      server = after.server;
      crash.push(after.figures);
      console.log(`${engine} after kill -9, run ${i + 1}: serving in ${after.figures.serving.toFixed(1)} s`);
    }
    for (let i = 0; i < RUNS; i++) {
      await server.stop({ keepData: true });
      const after = await restartOn(databaseUrl, dataDir);
      server = after.server;
      clean.push(after.figures);
      console.log(`${engine} after SIGTERM, run ${i + 1}: serving in ${after.figures.serving.toFixed(1)} s`);
    }
  } finally {
    await server.stop();
  }
  return { engine, crash, clean };
}

const s = (v: number): string => `${v.toFixed(1)} s`;

function render(runs: readonly EngineFigures[], when: Date, loadBefore: readonly number[]): string {
  const med = (list: readonly Restart[], pick: (r: Restart) => number): string => s(median(list.map(pick)));
  const row = (engine: string, kind: string, list: readonly Restart[]): string =>
    `| ${engine} | ${kind} | ${list.map((r) => s(r.serving)).join(', ')} | ${med(list, (r) => r.ready)} | ${med(list, (r) => r.serving)} | ${med(list, (r) => r.signedIn)} | ${med(list, (r) => r.firstRead)} |`;
  return [
    '## Restart after a crash',
    '',
    `Measured by \`npm run bench:restart\` (server/bench/restart.ts) on ${when.toISOString().slice(0, 16).replace('T', ' ')} UTC: the real server on a seeded ` +
      'database given 40 writes (new tasks, preference saves), then killed with SIGKILL while 40 more are in flight, and started again on the same data; ' +
      'times are from the new process\'s spawn to its first 200 on `/readyz`, on `GET /api/tenants/current` ("serving": a database read) and to a sign-in answered, medians of ' +
      `${RUNS}. A clean restart (SIGTERM, graceful) beside it. Target (issue 36.6): PGlite serving again within 10 s of a restart after kill -9.`,
    `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}, load average at start ${loadBefore.map((l) => l.toFixed(1)).join(' / ')} (shared machine).`,
    '',
    '| Engine | restart | serving after (each run) | median: /readyz 200 | median: serving | median: sign-in answered | of which after listening |',
    '| --- | --- | --- | ---: | ---: | ---: | ---: |',
    ...runs.flatMap((r) => [row(r.engine, 'after kill -9', r.crash), row(r.engine, 'after SIGTERM', r.clean)]),
    '',
  ].join('\n');
}

async function main(): Promise<void> {
  const loadBefore = os.loadavg();
  const engines = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');
  const runs: EngineFigures[] = [];
  if (engines.includes('pglite')) runs.push(await measureEngine('PGlite', null));
  const binDir = engines.includes('postgres') ? findPgBin() : null;
  if (binDir) {
    const cluster = await startPgCluster(binDir);
    try {
      runs.push(await measureEngine('PostgreSQL', await cluster.createDatabase('bottega_restart')));
    } finally {
      cluster.stop();
    }
  }
  const section = render(runs, new Date(), loadBefore);
  console.log(section);
  if (process.env.BENCH_DRY !== '1') writeSection(ROOT, section, '## Restart after a crash');
}

await main();
