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
  '**What is left.** The slow probes (listed by the benchmark with when they left) bunch in the first seconds of the load, when ' +
    "the 200 connections open together and every tenant's first reads miss the response cache (and the code is still cold): one " +
    'stall of the whole process, every probe sent in it finishing together (not diagnosed further: the same runs at load 15–20 ' +
    'also had autocannon and other helpers\' suites on the 2 cores); after it the probes are answered in 0.2–0.4 s on PGlite at load 20, ' +
    'tens of ms on PostgreSQL. **Target (healthz p99 < 100 ms, users/me < 500 ms) missed by that start-up stall**; the steady state meets ' +
    'the users/me target, not the healthz one on PGlite at this load.',
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
