import path from 'node:path';
import { DEMO_PASSWORD } from '../src/db/seed/demoTenants.ts';
import { measure, type Figures, type Target } from './measure.ts';
import { FRESH_SUFFIX, renderSection, writeSection, type BenchSettings, type EngineRun } from './report.ts';
import { startServer, waitForMaintenance, withPgServer, type RunningServer } from './serverProcess.ts';
import { measureMixed, prepareTenant } from './mixedWorkload.ts';
import { measureTenantSize } from './tenantSize.ts';
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
/** The mixed workload is run this many times; the report gives the median. */
const MIXED_RUNS = Number(process.env.BENCH_MIXED_RUNS ?? 3);

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

async function runMixed(engine: string, server: RunningServer): Promise<Figures> {
  const fixtures = await Promise.all(['acme', 'borgo', 'cantiere'].map((slug) => prepareTenant(server.origin, slug)));
  await measureMixed(server.origin, fixtures, SETTINGS.warmupSeconds, SETTINGS.connections);
  const runs: Figures[] = [];
  for (let i = 0; i < MIXED_RUNS; i++) {
    const f = await measureMixed(server.origin, fixtures, SETTINGS.seconds, SETTINGS.connections);
    console.log(`${engine.padEnd(10)} ${f.route.padEnd(52)} run ${i + 1}: ${Math.round(f.rps)} req/s  p50 ${f.p50} ms  p99 ${f.p99} ms  failures ${f.failures}`);
    runs.push(f);
  }
  const first = runs[0];
  if (!first) throw new Error('no mixed run');
  return {
    route: `${first.route} (median of ${runs.length})`,
    rps: median(runs.map((r) => r.rps)),
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
    failures: runs.reduce((sum, r) => sum + r.failures, 0),
    total: runs.reduce((sum, r) => sum + r.total, 0),
  };
}

async function runEngine(engine: string, server: RunningServer, listTarget: number, mixedTarget: number): Promise<EngineRun> {
  const waited = await waitForMaintenance(server);
  if (waited > 0) console.log(`${engine.padEnd(10)} waited ${(waited / 1000).toFixed(1)} s for the start-up VACUUM (ANALYZE)`);
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
    // The start-up calls of every page load (issue 36.2), against the floor above.
    { path: '/api/users/me', fresh: false },
    { path: '/api/users/me/permissions', fresh: false },
    { path: '/api/users/me/preferences', fresh: false },
    { path: '/api/settings', fresh: false },
  ];
  const results: Figures[] = [];
  // BENCH_MIXED_ONLY=1: the floor and the mixed row only (an A/B of a change, back to back on a noisy machine).
  const measured = process.env.BENCH_MIXED_ONLY === '1' ? routes.slice(0, 1) : routes;
  for (const { path: route, fresh } of measured) {
    const headers: Record<string, string> = fresh ? { 'cache-control': 'no-cache' } : {};
    await measure(target, route, SETTINGS.warmupSeconds, SETTINGS.connections, headers);
    const f = await measure(target, route, SETTINGS.seconds, SETTINGS.connections, headers);
    const named = { ...f, route: `GET ${route}${fresh ? FRESH_SUFFIX : ''}` };
    console.log(`${engine.padEnd(10)} ${named.route.padEnd(52)} ${Math.round(f.rps).toString().padStart(6)} req/s  p50 ${f.p50} ms  p99 ${f.p99} ms  failures ${f.failures}`);
    results.push(named);
  }
  const [baseline, ...rest] = results;
  if (!baseline) throw new Error('no baseline measured');
  const mixed = await runMixed(engine, server);
  // Last: it fills two tenants with tasks (and restarts the server on the same data).
  const tenantSize = process.env.BENCH_TENANT_SIZE === '0' ? undefined : await measureTenantSize(engine, server, SETTINGS);
  return { engine, baseline, routes: [mixed, ...rest], listRows, listTarget, mixedTarget, ...(tenantSize ? { tenantSize } : {}) };
}

async function main(): Promise<void> {
  const runs: EngineRun[] = [];
  // Issue 36.3: the mixed workload at ≥ 0.25 × the floor on PGlite and ≥ 0.5 × on PostgreSQL.
  const engines = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');
  if (engines.includes('pglite')) {
    const pglite = await startServer(null);
    try {
      runs.push(await runEngine('PGlite', pglite, 1000, 0.25));
    } finally {
      await pglite.stop();
    }
  }
  const pgRun = engines.includes('postgres') ? await withPgServer('bottega_bench', (pgServer) => runEngine('PostgreSQL', pgServer, 3000, 0.5)) : null;
  if (pgRun) runs.push(pgRun);
  // BENCH_DRY=1: print only (e.g. to compare two versions of a handler without touching the document).
  if (process.env.BENCH_DRY === '1') return;
  const file = writeSection(ROOT, renderSection(runs, SETTINGS, new Date()));
  console.log(`written to ${path.relative(ROOT, file)}`);
}

await main();
