import fs from 'node:fs';
import { DEMO_PASSWORD } from '../src/db/seed/demoTenants.ts';
import { measure } from './measure.ts';
import { driveLoad, prepareTenant } from './mixedWorkload.ts';
import { startServer } from './serverProcess.ts';
import { signIn } from './workload.ts';

// `npx tsx server/bench/mixCpu.ts`: the server's CPU time per request (its process's user + system time, from
// /proc, over the requests answered), for the floor route and the mixed workload, on PGlite: the time the server
// spends, not the time it waited for a core. Tried as a steadier A/B figure than the requests per second on a shared
// machine (issue 36.3, session 14): at load 17 it still moved by 1.5 × between runs of one build, with the throughput
// of the moment (fewer requests per second, more CPU per request). Not a test: the figures depend on the machine.

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const RUNS = Number(process.env.BENCH_MIXED_RUNS ?? 2);

/** The process's user + system CPU time in ms (fields 14 and 15 of /proc/<pid>/stat, in clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function perRequest(pid: number, run: () => Promise<{ readonly total: number }>): Promise<{ readonly ms: number; readonly total: number }> {
  const before = cpuMs(pid);
  const { total } = await run();
  return { ms: (cpuMs(pid) - before) / Math.max(1, total), total };
}

const server = await startServer(null);
try {
  const host = 'acme.localhost';
  const token = await signIn(server.origin, host, 'admin@acme.test', DEMO_PASSWORD);
  const target = { origin: server.origin, host, token };
  await measure(target, '/api/tenants/current', 3, CONNECTIONS);
  const floor = await perRequest(server.pid, () => measure(target, '/api/tenants/current', SECONDS, CONNECTIONS));
  const fixtures = await Promise.all(['acme', 'borgo', 'cantiere'].map((slug) => prepareTenant(server.origin, slug)));
  await driveLoad({ origin: server.origin, fixtures, seconds: 3, connections: CONNECTIONS });
  console.log(`floor: ${floor.ms.toFixed(3)} ms CPU per request (${floor.total} requests)`);
  for (let i = 0; i < RUNS; i++) {
    const mix = await perRequest(server.pid, async () => (await driveLoad({ origin: server.origin, fixtures, seconds: SECONDS, connections: CONNECTIONS })).requests);
    console.log(`mix run ${i + 1}: ${mix.ms.toFixed(3)} ms CPU per request (${mix.total} requests), floor / mix ${(floor.ms / mix.ms).toFixed(3)}`);
  }
} finally {
  await server.stop();
}
