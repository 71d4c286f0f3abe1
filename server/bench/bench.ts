import path from 'node:path';
import { findPgBin, startPgCluster, type PgCluster } from '../../tests/server/pgCluster.ts';
import { DEMO_PASSWORD } from '../src/db/seed/demoTenants.ts';
import { measure, type Figures, type Target } from './measure.ts';
import { FRESH_SUFFIX, renderSection, writeSection, type BenchSettings, type EngineRun } from './report.ts';
import { startServer, type RunningServer } from './serverProcess.ts';
import { signIn, topUpTasks } from './workload.ts';

// `npm run bench:server`: throughput of the task list and detail against the cheapest route of the same server,
// on PGlite and, when its binaries are installed, on a throw-away PostgreSQL cluster. Writes the "Server
// throughput" section of docs/benchmarks.md. Not a test: the figures depend on the machine.

const ROOT = path.resolve(import.meta.dirname, '../..');
const HOST = 'acme.localhost';
const SETTINGS: BenchSettings = {
  connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
  seconds: Number(process.env.BENCH_SECONDS ?? 10),
  warmupSeconds: Number(process.env.BENCH_WARMUP ?? 3),
};
const LIST_ROWS = 50;

async function runEngine(engine: string, server: RunningServer, listTarget: number): Promise<EngineRun> {
  const token = await signIn(server.origin, HOST, 'admin@acme.test', DEMO_PASSWORD);
  const target: Target = { origin: server.origin, host: HOST, token };
  const { taskId, listRows } = await topUpTasks(target, LIST_ROWS);
  // `fresh`: with `Cache-Control: no-cache`, which makes the server answer from the database every time (the
  // figure of a read that misses the response cache: the first read after a write).
  const routes = [
    { path: '/api/tenants/current', fresh: false },
    { path: `/api/tasks?page_size=${LIST_ROWS}`, fresh: false },
    { path: `/api/tasks?page_size=${LIST_ROWS}`, fresh: true },
    { path: `/api/tasks/${taskId}`, fresh: false },
    { path: `/api/tasks/${taskId}`, fresh: true },
    { path: '/api/users/me', fresh: false },
  ];
  const results: Figures[] = [];
  for (const { path: route, fresh } of routes) {
    const headers: Record<string, string> = fresh ? { 'cache-control': 'no-cache' } : {};
    await measure(target, route, SETTINGS.warmupSeconds, SETTINGS.connections, headers);
    const f = await measure(target, route, SETTINGS.seconds, SETTINGS.connections, headers);
    const named = { ...f, route: `GET ${route}${fresh ? FRESH_SUFFIX : ''}` };
    console.log(`${engine.padEnd(10)} ${named.route.padEnd(52)} ${Math.round(f.rps).toString().padStart(6)} req/s  p50 ${f.p50} ms  p99 ${f.p99} ms  failures ${f.failures}`);
    results.push(named);
  }
  const [baseline, ...rest] = results;
  if (!baseline) throw new Error('no baseline measured');
  return { engine, baseline, routes: rest, listRows, listTarget };
}

async function main(): Promise<void> {
  const runs: EngineRun[] = [];
  const pglite = await startServer(null);
  try {
    runs.push(await runEngine('PGlite', pglite, 1000));
  } finally {
    await pglite.stop();
  }

  const binDir = findPgBin();
  if (!binDir) console.warn('PostgreSQL binaries not found: the PostgreSQL run is skipped.');
  else {
    let cluster: PgCluster | undefined;
    try {
      cluster = await startPgCluster(binDir);
      const pgServer = await startServer(await cluster.createDatabase('bottega_bench'));
      try {
        runs.push(await runEngine('PostgreSQL', pgServer, 3000));
      } finally {
        await pgServer.stop();
      }
    } finally {
      cluster?.stop();
    }
  }
  // BENCH_DRY=1: print only (e.g. to compare two versions of a handler without touching the document).
  if (process.env.BENCH_DRY === '1') return;
  const file = writeSection(ROOT, renderSection(runs, SETTINGS, new Date()));
  console.log(`written to ${path.relative(ROOT, file)}`);
}

await main();
