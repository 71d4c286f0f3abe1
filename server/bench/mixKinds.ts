import { driveLoad, kindOf, MIX, prepareTenant, requestOfKind, type Pick, type TenantFixture } from './mixedWorkload.ts';
import { measure } from './measure.ts';
import { startServer, withPgServer, type RunningServer } from './serverProcess.ts';
import { call, signIn } from './workload.ts';
import { DEMO_PASSWORD } from '../src/db/seed/demoTenants.ts';
import { STATEMENTS_HEADER } from '../src/diag/statementCount.ts';

// `npx tsx server/bench/mixKinds.ts` (issue 36.3, point 1): what each kind of request of the mixed workload
// (mixedWorkload.ts) costs. Two servers per engine:
//  1. throughput: the floor, then each kind alone at 50 connections (the reads twice: as the cache serves them, and
//     with `Cache-Control: no-cache`, the cost of a read after a write), then the mix, all against the floor of the
//     same server;
//  2. statements: a server counting the database statements of each request (BOTTEGA_COUNT_STATEMENTS=1,
//     server/src/diag/statementCount.ts; the counting itself slows the server, so no throughput is read from it)
//     runs the mix, and the answers' `x-bottega-statements` are summed per kind.
// Printed as the markdown tables of docs/benchmarks.md. BENCH_ENGINES (pglite,postgres), BENCH_SECONDS (10),
// BENCH_WARMUP (2), BENCH_CONNECTIONS (50), BENCH_KINDS_THROUGHPUT=0 (statements only).

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const WRITES: ReadonlySet<string> = new Set(['task status toggle (write)', 'preference save (write)']);

const fmt = (n: number, digits = 0): string => n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

type Row = { readonly what: string; readonly rps: number; readonly p50: number; readonly p99: number; readonly failures: number };

async function fixturesOf(server: RunningServer): Promise<TenantFixture[]> {
  return Promise.all(['acme', 'borgo', 'cantiere'].map((slug) => prepareTenant(server.origin, slug)));
}

async function load(server: RunningServer, fixtures: readonly TenantFixture[], choose: (f: TenantFixture, n: number) => Pick, headers: Record<string, string> = {}): Promise<Row> {
  await driveLoad({ origin: server.origin, fixtures, seconds: WARMUP, connections: CONNECTIONS, choose, extraHeaders: headers });
  const r = await driveLoad({ origin: server.origin, fixtures, seconds: SECONDS, connections: CONNECTIONS, choose, extraHeaders: headers });
  return { what: '', rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, failures: r.non2xx + r.errors + r.timeouts };
}

async function throughput(engine: string, server: RunningServer): Promise<string[]> {
  const token = await signIn(server.origin, 'acme.localhost', 'admin@acme.test', DEMO_PASSWORD);
  await measure({ origin: server.origin, host: 'acme.localhost', token }, '/api/tenants/current', WARMUP, CONNECTIONS);
  const floor = await measure({ origin: server.origin, host: 'acme.localhost', token }, '/api/tenants/current', SECONDS, CONNECTIONS);
  const fixtures = await fixturesOf(server);
  const rows: Row[] = [{ what: '`GET /api/tenants/current` (floor)', rps: floor.rps, p50: floor.p50, p99: floor.p99, failures: floor.failures }];
  const print = (row: Row): void => console.log(`${engine.padEnd(10)} ${row.what.padEnd(48)} ${fmt(row.rps).padStart(7)} req/s  p50 ${row.p50}  p99 ${row.p99}  ×${(row.rps / floor.rps).toFixed(3)}  failures ${row.failures}`);
  print(rows[0] as Row);
  for (const { kind } of MIX) {
    const alone = (f: TenantFixture, n: number): Pick => requestOfKind(f, kind, n);
    const cached = { ...(await load(server, fixtures, alone)), what: `${kind} alone` };
    print(cached);
    rows.push(cached);
    if (WRITES.has(kind)) continue;
    const uncached = { ...(await load(server, fixtures, alone, { 'cache-control': 'no-cache' })), what: `${kind} alone · no-cache` };
    print(uncached);
    rows.push(uncached);
  }
  const mixed = { ...(await load(server, fixtures, (f, n) => requestOfKind(f, kindOfDraw(), n))), what: 'the mix' };
  print(mixed);
  rows.push(mixed);
  return rows.map((r) => `| ${engine} | ${r.what} | ${fmt(r.rps)} | ${r.p50} | ${r.p99} | ${(r.rps / floor.rps).toFixed(3)} | ${r.failures} |`);
}

const kindOfDraw = (): string => kindOf(Math.random());

type Tally = { requests: number; statements: number; reached: number; failures: number };

async function statements(engine: string, server: RunningServer): Promise<string[]> {
  const fixtures = await fixturesOf(server);
  const tallies = new Map<string, Tally>(MIX.map(({ kind }) => [kind, { requests: 0, statements: 0, reached: 0, failures: 0 }]));
  const onAnswer = (kind: string, status: number, headers: Readonly<Record<string, string>>): void => {
    const tally = tallies.get(kind);
    if (!tally) return;
    const n = Number(headers[STATEMENTS_HEADER] ?? Number.NaN);
    tally.requests += 1;
    if (status >= 300) tally.failures += 1;
    if (!Number.isFinite(n)) return;
    tally.statements += n;
    if (n > 0) tally.reached += 1;
  };
  const choose = (f: TenantFixture, n: number): Pick => requestOfKind(f, kindOfDraw(), n);
  await driveLoad({ origin: server.origin, fixtures, seconds: WARMUP, connections: CONNECTIONS, choose });
  await driveLoad({ origin: server.origin, fixtures, seconds: SECONDS, connections: CONNECTIONS, choose, onAnswer });
  // What one uncached answer of each kind costs: the reads asked with no-cache, one connection.
  const uncached = new Map<string, number[]>();
  for (const { kind } of MIX) {
    const counts: number[] = [];
    for (let i = 0; i < 6; i++) {
      const fixture = fixtures[i % fixtures.length] as TenantFixture;
      const pick = requestOfKind(fixture, kind, i);
      const r = await fetchCounted(server.origin, fixture, pick);
      counts.push(r);
    }
    uncached.set(kind, counts);
  }
  const all = [...tallies.values()].reduce((sum, t) => sum + t.statements, 0);
  const totalRequests = [...tallies.values()].reduce((sum, t) => sum + t.requests, 0);
  const lines = MIX.map(({ kind, percent }) => {
    const t = tallies.get(kind) as Tally;
    const one = uncached.get(kind) ?? [];
    const line = `| ${engine} | ${kind} (${percent} %) | ${fmt(t.requests)} | ${fmt((100 * t.reached) / Math.max(1, t.requests))} % | ${fmt(t.statements / Math.max(1, t.requests), 2)} | ${fmt(t.statements / Math.max(1, t.reached), 2)} | ${[...new Set(one)].join('–')} | ${fmt((100 * t.statements) / Math.max(1, all))} % |`;
    console.log(line, t.failures > 0 ? `(${t.failures} failures)` : '');
    return line;
  });
  lines.push(`| ${engine} | the mix | ${fmt(totalRequests)} | | ${fmt(all / Math.max(1, totalRequests), 2)} | | | 100 % |`);
  return lines;
}

/** One request with `Cache-Control: no-cache`, answered with the statements it cost. */
async function fetchCounted(origin: string, fixture: TenantFixture, pick: Pick): Promise<number> {
  const r = await call({ origin, host: fixture.host, token: fixture.token }, pick.method, pick.path, pick.body === undefined ? undefined : JSON.parse(pick.body), { 'cache-control': 'no-cache' });
  return Number(String(r.headers[STATEMENTS_HEADER] ?? Number.NaN));
}

async function main(): Promise<void> {
  const engines = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');
  const throughputRows: string[] = [];
  const statementRows: string[] = [];
  const countOn = { BOTTEGA_COUNT_STATEMENTS: '1' };
  const withThroughput = process.env.BENCH_KINDS_THROUGHPUT !== '0';
  if (engines.includes('pglite')) {
    if (withThroughput) {
      const server = await startServer(null);
      try {
        throughputRows.push(...(await throughput('PGlite', server)));
      } finally {
        await server.stop();
      }
    }
    const counted = await startServer(null, undefined, countOn);
    try {
      statementRows.push(...(await statements('PGlite', counted)));
    } finally {
      await counted.stop();
    }
  }
  if (engines.includes('postgres')) {
    if (withThroughput) throughputRows.push(...((await withPgServer('bottega_kinds', (server) => throughput('PostgreSQL', server))) ?? []));
    statementRows.push(...((await withPgServer('bottega_kinds_counted', (server) => statements('PostgreSQL', server), countOn)) ?? []));
  }
  if (throughputRows.length > 0) {
    console.log('\n| Engine | Requests | req/s | p50 ms | p99 ms | ratio to the floor | failures |\n| --- | --- | ---: | ---: | ---: | ---: | ---: |');
    console.log(throughputRows.join('\n'));
  }
  console.log('\n| Engine | Kind (share of the mix) | requests in the mix | answered from the database | statements per request | statements per database answer | statements, uncached | share of the mix\'s statements |\n| --- | --- | ---: | ---: | ---: | ---: | --- | ---: |');
  console.log(statementRows.join('\n'));
}

await main();
