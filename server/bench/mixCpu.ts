import { DEMO_PASSWORD } from '../src/db/seed/demoTenants.ts';
import { measure } from './measure.ts';
import { driveLoad, prepareTenant } from './mixedWorkload.ts';
import { postmasterOn, processCpuMs, treeCpuMs } from './processCpu.ts';
import { startServer, waitForMaintenance, withPgServer, type RunningServer } from './serverProcess.ts';
import { signIn } from './workload.ts';

// `npx tsx server/bench/mixCpu.ts`: the CPU time per request (from /proc) for the floor route and the mixed
// workload, split by who spends it: the server's process, the PostgreSQL cluster's processes (BENCH_ENGINES=postgres;
// PGlite runs inside the server's) and the load generator (this process: autocannon). On two shared cores the sum
// bounds the requests per second (2,000 ms of CPU a second / ms per request), whatever the server does: the split
// says which part a change can move (issue 36.3). The time waiting for a core is not counted. Not a test: the
// figures depend on the machine. BENCH_SECONDS (10), BENCH_CONNECTIONS (50), BENCH_MIXED_RUNS (2).

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const RUNS = Number(process.env.BENCH_MIXED_RUNS ?? 2);

type Split = { readonly server: number; readonly database: number; readonly generator: number; readonly total: number };

function cpuNow(server: RunningServer, postmaster: number | null): Omit<Split, 'total'> {
  const own = process.cpuUsage();
  return { server: processCpuMs(server.pid), database: postmaster === null ? 0 : treeCpuMs(postmaster), generator: (own.user + own.system) / 1000 };
}

async function perRequest(server: RunningServer, postmaster: number | null, run: () => Promise<{ readonly total: number }>): Promise<Split> {
  const before = cpuNow(server, postmaster);
  const { total } = await run();
  const after = cpuNow(server, postmaster);
  const n = Math.max(1, total);
  return { server: (after.server - before.server) / n, database: (after.database - before.database) / n, generator: (after.generator - before.generator) / n, total };
}

const show = (s: Split): string => {
  const sum = s.server + s.database + s.generator;
  return `server ${s.server.toFixed(3)} + database ${s.database.toFixed(3)} + generator ${s.generator.toFixed(3)} = ${sum.toFixed(3)} ms CPU per request (${s.total} requests; two cores bound it at ${Math.round(2000 / sum)} req/s)`;
};

async function run(engine: string, server: RunningServer): Promise<void> {
  const port = server.databaseUrl ? Number(new URL(server.databaseUrl).port) : null;
  const postmaster = port === null ? null : postmasterOn(port);
  if (port !== null && postmaster === null) throw new Error(`no postmaster found on port ${port}`);
  // Not during the start-up VACUUM (ANALYZE) of a fresh PGlite folder (serverProcess.ts waitForMaintenance).
  await waitForMaintenance(server);
  const host = 'acme.localhost';
  const token = await signIn(server.origin, host, 'admin@acme.test', DEMO_PASSWORD);
  const target = { origin: server.origin, host, token };
  await measure(target, '/api/tenants/current', 3, CONNECTIONS);
  const floor = await perRequest(server, postmaster, () => measure(target, '/api/tenants/current', SECONDS, CONNECTIONS));
  const fixtures = await Promise.all(['acme', 'borgo', 'cantiere'].map((slug) => prepareTenant(server.origin, slug)));
  await driveLoad({ origin: server.origin, fixtures, seconds: 3, connections: CONNECTIONS });
  console.log(`${engine} floor: ${show(floor)}`);
  for (let i = 0; i < RUNS; i++) {
    const mix = await perRequest(server, postmaster, async () => (await driveLoad({ origin: server.origin, fixtures, seconds: SECONDS, connections: CONNECTIONS })).requests);
    const sum = (s: Split): number => s.server + s.database + s.generator;
    console.log(`${engine} mix run ${i + 1}: ${show(mix)}; floor / mix ${(sum(floor) / sum(mix)).toFixed(3)}`);
  }
}

for (const engine of (process.env.BENCH_ENGINES ?? 'pglite').split(',')) {
  if (engine === 'postgres') await withPgServer('bottega_mix_cpu', (server) => run('PostgreSQL', server));
  else {
    const server = await startServer(null);
    try {
      await run('PGlite', server);
    } finally {
      await server.stop();
    }
  }
}
