import fs from 'node:fs';
import http from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import os from 'node:os';
import path from 'node:path';
import { chooseRequest, driveLoad, prepareTenant, type Pick, type TenantFixture } from './mixedWorkload.ts';
import { writeSection } from './report.ts';
import { startServer, withPgServer, type RunningServer } from './serverProcess.ts';

// `npm run bench:fairness` (issue 36.1): 200 connections keep the server busy with a working office's reads and
// writes (lists, start-up calls, new tasks, preference saves) while, every half second, a FRESH connection (a
// person opening the app, a load balancer's probe) asks for `/healthz` and `/api/users/me`. Reports the fresh
// connection's medians, p99 and maxima, the saturating load's answers by status class, and the server's memory
// before, at the end of and after the load. Writes the "Fairness under overload" section of docs/benchmarks.md.

const ROOT = path.resolve(import.meta.dirname, '../..');
const CONNECTIONS = Number(process.env.BENCH_FAIR_CONNECTIONS ?? 200);
const SECONDS = Number(process.env.BENCH_FAIR_SECONDS ?? 20);
const PROBE_EVERY_MS = 500;
/** A probe that takes longer is counted at this value (a load balancer would have given up long before). */
const PROBE_TIMEOUT_MS = 60_000;

/** `at`: when the probe left, ms after the load started (to tell a start-up burst from a steady wait). */
type Sample = {
  readonly ms: number;
  readonly status: number;
  readonly at?: number;
  /** When the TCP connection was up and when the answer's head arrived, ms after the probe left (the slow list shows them). */
  readonly connected?: number;
  readonly head?: number;
};

/** One request on a connection of its own (`agent: false`: never a pooled socket), timed from connect to last byte. */
function fresh(origin: string, host: string, route: string, token?: string): Promise<Sample> {
  const started = performance.now();
  return new Promise((resolve) => {
    const headers: Record<string, string> = { host, accept: 'application/json', connection: 'close' };
    if (token) headers.authorization = `Bearer ${token}`;
    let connected: number | undefined;
    const req = http.request(`${origin}${route}`, { agent: false, headers, timeout: PROBE_TIMEOUT_MS }, (res) => {
      const head = performance.now() - started;
      res.resume();
      res.on('end', () => resolve({ ms: performance.now() - started, status: res.statusCode ?? 0, head, ...(connected === undefined ? {} : { connected }) }));
    });
    req.on('socket', (socket) => socket.once('connect', () => (connected = performance.now() - started)));
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve({ ms: performance.now() - started, status: 0 }));
    req.end();
  });
}

/** Resident memory of the server process, MiB (Linux). */
function rssMiB(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return Math.round(kb / 1024);
  } catch {
    return 0;
  }
}

const quantile = (values: readonly number[], q: number): number => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};

/** The start-up calls of every page load, and the office's work: lists, a task, new tasks, preference saves. */
function officeRequest(fixture: TenantFixture, n: number): Pick {
  const roll = n % 20;
  if (roll === 0) return { method: 'GET', path: '/api/users/me' };
  if (roll === 1) return { method: 'GET', path: '/api/users/me/permissions' };
  if (roll === 2) return { method: 'GET', path: '/api/users/me/preferences' };
  if (roll === 3) return { method: 'GET', path: '/api/settings' };
  if (roll === 4) return { method: 'GET', path: '/api/tenants/current' };
  if (roll === 5) return { method: 'POST', path: '/api/tasks', body: JSON.stringify({ summary: `Carico ${n}`, with_event: false }) };
  return chooseRequest(fixture, Math.random(), n);
}

export type FairnessRun = {
  readonly engine: string;
  readonly health: readonly Sample[];
  readonly me: readonly Sample[];
  readonly load: { readonly total: number; readonly rps: number; readonly s2xx: number; readonly s4xx: number; readonly s5xx: number; readonly errors: number; readonly timeouts: number };
  readonly memory: { readonly idle: number; readonly peak: number; readonly after: number };
};

async function runFairness(engine: string, server: RunningServer): Promise<FairnessRun> {
  const fixtures = await Promise.all(['acme', 'borgo', 'cantiere'].map((slug) => prepareTenant(server.origin, slug)));
  const probeFixture = fixtures[0];
  if (!probeFixture) throw new Error('no tenant');
  // Idle: after the sign-ins and a few reads, before the load.
  await new Promise((r) => setTimeout(r, 2000));
  const idle = rssMiB(server.pid);
  let peak = idle;
  // Marks the load's start in the server's loop trace (BOTTEGA_LOOP_TRACE, server/src/diag/loopTrace.ts) when one is kept.
  if (process.env.BOTTEGA_LOOP_TRACE) fs.appendFileSync(process.env.BOTTEGA_LOOP_TRACE, JSON.stringify({ mark: `${engine} load`, wall: Date.now() }) + '\n');
  // The benchmark's own event loop (it runs the load's 200 clients and the probes): a probe timed late because this
  // process was busy is not the server's wait. Turns over 100 ms are listed with the slow probes.
  const ownLoop = monitorEventLoopDelay({ resolution: 10 });
  ownLoop.enable();
  const loadStart = Date.now();
  const ownLate: string[] = [];
  const ownTimer = setInterval(() => {
    if (ownLoop.max > 100e6) ownLate.push(`${Date.now() - loadStart} ms: ${Math.round(ownLoop.max / 1e6)} ms`);
    ownLoop.reset();
  }, 250);
  const load = driveLoad({ origin: server.origin, fixtures, connections: CONNECTIONS, seconds: SECONDS, timeoutSeconds: 60, choose: officeRequest });
  const health: Sample[] = [];
  const me: Sample[] = [];
  const until = Date.now() + SECONDS * 1000;
  // Once the 200 connections are open and busy.
  await new Promise((r) => setTimeout(r, 1000));
  const probes: Promise<void>[] = [];
  while (Date.now() < until - 1000) {
    const at = Date.now() - (until - SECONDS * 1000);
    probes.push(fresh(server.origin, probeFixture.host, '/healthz').then((s) => void health.push({ ...s, at })));
    probes.push(fresh(server.origin, probeFixture.host, '/api/users/me', probeFixture.token).then((s) => void me.push({ ...s, at })));
    peak = Math.max(peak, rssMiB(server.pid));
    await new Promise((r) => setTimeout(r, PROBE_EVERY_MS));
  }
  const result = await load;
  await Promise.all(probes);
  clearInterval(ownTimer);
  ownLoop.disable();
  if (ownLate.length > 0) console.log(`${engine}: the benchmark's own event loop held for: ${ownLate.join(', ')}`);
  const slow = [...health.map((s) => ({ ...s, route: '/healthz' })), ...me.map((s) => ({ ...s, route: 'users/me' }))].filter((s) => s.ms > 200);
  for (const s of slow)
    console.log(
      `${engine}: ${s.route} sent at ${s.at} ms took ${Math.round(s.ms)} ms (${s.status}; connected at ${Math.round(s.connected ?? -1)} ms, head at ${Math.round(s.head ?? -1)} ms)`,
    );
  peak = Math.max(peak, rssMiB(server.pid));
  // Memory once the load is gone: give the collector a few seconds, as an idle server would have.
  await new Promise((r) => setTimeout(r, 8000));
  const after = rssMiB(server.pid);
  return {
    engine,
    health,
    me,
    load: {
      total: result.requests.total,
      rps: result.requests.average,
      s2xx: result['2xx'],
      s4xx: result['4xx'],
      s5xx: result['5xx'],
      errors: result.errors,
      timeouts: result.timeouts,
    },
    memory: { idle, peak, after },
  };
}

// Written by hand after the diagnosis (2026-11-27) and the cure (2026-11-28); kept with the generated tables so the
// figures are read with it.
const ANALYSIS: readonly string[] = [
  '**Why a new connection waited.** Every request whose bytes had arrived on the 200 busy connections ran its application work ' +
    "inside the same poll phase of the event loop: on PGlite the database runs in the server's thread through promise chains " +
    'that never give the loop back, so a turn lasted as long as ~180 requests\' work (seconds on the shared machine), and a newcomer ' +
    'was accepted, then read, only turns later (strace: one `accept4` per `epoll_pwait`, the accept queue drained when the load ended).',
  '**The cure (server/src/http/fairGate.ts, gatedFetch.ts, wired in main.ts).** The poll phase only queues a request; the queued ' +
    'work starts from later turns (`setImmediate`), as many jobs per turn as keep a turn under 10 ms (doubled after a short turn, ' +
    'halved after a long one, at most 32; 32 at once, twice the pool on PostgreSQL if more), so the loop accepts and reads between jobs. The connection that has had the fewest requests ' +
    'served goes first (a newcomer is not behind every busy connection\'s next request), at most four times in a row before the ' +
    'oldest waiting request goes; beyond 2,000 waiting requests the answer is 503 with `Retry-After: 1` (never reached here: no 5xx). ' +
    '`/healthz` and `/readyz` never queue. Tests: tests/server/fairness.test.ts (no timing: jobs per turn, order of service, ' +
    'probes answered while every place is held, 503 + Retry-After in the reader\'s language).',
  '**The start-of-load stall, found (2026-11-28).** Traced with `BOTTEGA_LOOP_TRACE=<file>` (server/src/diag/loopTrace.ts: every ' +
    '100 ms the event loop\'s delay from `monitorEventLoopDelay`, the process\'s CPU, GC time, the gate\'s queue, connections accepted, ' +
    'probes reached, requests finished with their longest queue wait and service) and the probes\' own phases (connected at 1 ms, ' +
    'answer head seconds later). Two causes, both in the server: (1) **accept starvation**: Node accepts ONE connection per turn of ' +
    'the event loop (Node 20 / libuv 1.46: one `accept4` per `epoll_pwait` with 200 connections waiting in the kernel\'s queue; ' +
    'reproduced with a bare `net` server, `UV_TCP_SINGLE_ACCEPT=0` changes nothing). The 200 connections of the load open together ' +
    'and each turn ran a job of 15–80 ms, so accepting them took 2.5 s at load 12 (5–10 accepts per 100 ms, the trace) and about ' +
    '8 s at load 20; a fresh connection opened meanwhile is behind them in the queue, while the loop\'s own delay stayed under ' +
    '140 ms. (2) **the start-up VACUUM**: 10 s after listening PGlite\'s database-wide `VACUUM (ANALYZE)` held the loop 1.6 s ' +
    '(one 100 ms window of the trace 1,606 ms late, 492 ms of CPU in it), every probe sent meanwhile finishing together. Fixes: ' +
    'a turn that follows an accept runs no job, for at most 50 ms in a row (fairGate.ts `acceptFirstMs`; the 200 connections are now ' +
    'all accepted within one 100 ms window); the VACUUM runs table by table with the loop given back between tables (db/open.ts ' +
    '`maintain`). Tests: tests/server/fairness.test.ts (no job in the turns after an accept, at most `acceptFirstMs` of them in a ' +
    'row), tests/server/maintenance.test.ts (the loop turns while the VACUUM runs).',
  '**Before / after, back to back (PGlite, `BENCH_ENGINES=pglite`, same bench, 20 s of load).** Before = main at a5955a9, after = ' +
    'this branch, alternated twice:',
  '| round | build | load average at start | `/healthz` median / p99 | `/api/users/me` median / p99 | load req/s | 5xx |\n' +
    '| --- | --- | ---: | --- | --- | ---: | ---: |\n' +
    '| 1 | before | 14.5 | 85 ms / 3.0 s | 127 ms / 3.1 s | 103 | 0 |\n' +
    '| 1 | after | 21.6 | 22 ms / 164 ms | 34 ms / 1.6 s | 89 | 0 |\n' +
    '| 2 | before | 18.6 | 124 ms / 1.2 s | 190 ms / 2.0 s | 64 | 0 |\n' +
    '| 2 | after | 21.9 | 116 ms / 960 ms | 6.1 s / 14.0 s | 12 | 0 |\n' +
    '| 3 | after (traced) | 20.4 | 38 ms / 130 ms | 56 ms / 2.7 s | 85 | 0 |',
  'Reading: the `/healthz` stalls are gone in every run after (p99 3.0 s and 1.2 s before, 130 ms–0.96 s after, at a higher load); ' +
    'the one before-run with a lower load still had both stalls (start burst, VACUUM at ≈ 6 s). Round 2 after is an outlier not ' +
    'explained: the saturating load itself ran at 12 req/s and every `users/me` probe finished together at ≈ 15 s, while `/healthz` ' +
    'was answered throughout (the loop turned, the gated work did not progress); not reproduced in the traced run that followed ' +
    '(272 connections accepted in all = 200 + the probes, so no reconnection storm there). A stream of new connections would make ' +
    'the accept-first turns cost jobs (at most 50 ms of accept-only turns per job turn): a guard that waits for accepts in two turns ' +
    'in a row before skipping jobs is the next step if it recurs.',
  '**What is left.** `/healthz` stayed under 0.35 s in three of the four runs after at load 18–22 (0.96 s in the outlier round; PostgreSQL 0.45 s in the final run) (its p99 is the machine: the trace shows the ' +
    'process given 15–60 ms of CPU per 100 ms, and the benchmark\'s own event loop held up to 0.3 s). `/api/users/me` on a fresh ' +
    'connection still waits in the first 2–3 s of the load: the 200 connections\' first requests and the newcomer\'s are all ' +
    '"served 0 times", so they go in arrival order and the newcomer waits for 200 first requests (≈ 1.6 s at load 21). **Target ' +
    '(`/healthz` p99 < 100 ms, `users/me` < 500 ms) missed on this machine** by 64 ms (healthz) and by that start burst (users/me); ' +
    'the steady state meets both.',
];

const ms = (v: number): string => (v >= 1000 ? `${(v / 1000).toFixed(1)} s` : `${Math.round(v)} ms`);

function row(engine: string, route: string, samples: readonly Sample[]): string {
  const times = samples.map((s) => s.ms);
  const bad = samples.filter((s) => s.status < 200 || s.status >= 300).length;
  return `| ${engine} | \`${route}\` on a fresh connection | ${samples.length} | ${ms(quantile(times, 0.5))} | ${ms(quantile(times, 0.99))} | ${ms(Math.max(0, ...times))} | ${bad} |`;
}

function render(runs: readonly FairnessRun[], when: Date, loadBefore: readonly number[]): string {
  return [
    '## Fairness under overload',
    '',
    `Measured by \`npm run bench:fairness\` (server/bench/fairness.ts) on ${when.toISOString().slice(0, 16).replace('T', ' ')} UTC: the real server in a child process, ` +
      `${CONNECTIONS} keep-alive connections for ${SECONDS} s doing a working office's requests (the five start-up calls, task lists, a task, works, ` +
      'profiles, a month of events, new tasks, task status toggles, preference saves; three tenants), and every half second a new connection ' +
      'asking `/healthz` and another asking `GET /api/users/me` (issue 36.1: a person opening the app, a load balancer\'s probe).',
    `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}, load average at start ${loadBefore.map((l) => l.toFixed(1)).join(' / ')} (shared machine).`,
    '',
    '| Engine | Request | samples | median | p99 | max | not 2xx |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: |',
    ...runs.flatMap((r) => [row(r.engine, '/healthz', r.health), row(r.engine, '/api/users/me', r.me)]),
    '',
    '| Engine | load: requests | req/s | 2xx | 4xx | 5xx | errors / timeouts | memory idle → end of load → 8 s after (MiB) |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...runs.map(
      (r) =>
        `| ${r.engine} | ${r.load.total} | ${Math.round(r.load.rps)} | ${r.load.s2xx} | ${r.load.s4xx} | ${r.load.s5xx} | ${r.load.errors} / ${r.load.timeouts} | ${r.memory.idle} → ${r.memory.peak} → ${r.memory.after} |`,
    ),
    '',
    ...ANALYSIS.flatMap((paragraph) => [paragraph, '']),
  ].join('\n');
}

async function main(): Promise<void> {
  const loadBefore = os.loadavg();
  const runs: FairnessRun[] = [];
  const engines = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');
  if (engines.includes('pglite')) {
    const server = await startServer(null);
    try {
      runs.push(await runFairness('PGlite', server));
    } finally {
      await server.stop();
    }
  }
  if (engines.includes('postgres')) {
    const pg = await withPgServer('bottega_fairness', (server) => runFairness('PostgreSQL', server));
    if (pg) runs.push(pg);
  }
  const section = render(runs, new Date(), loadBefore);
  console.log(section);
  if (process.env.BENCH_DRY !== '1') writeSection(ROOT, section, '## Fairness under overload');
}

await main();
