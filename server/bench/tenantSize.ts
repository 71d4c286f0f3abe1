import { DEMO_PASSWORD } from '../src/db/seed/demoTenants.ts';
import { fillTenants } from './bigTenant.ts';
import { measure, type Figures } from './measure.ts';
import { FRESH_SUFFIX, type BenchSettings } from './report.ts';
import { startServer, type RunningServer } from './serverProcess.ts';
import { signIn } from './workload.ts';

// Issue 20: an uncached page of the task list on a tenant with 20,000 tasks costs the same as on one with 50
// (target ≤ 1.2 ×). The tenants are filled straight in the database while no server runs (bigTenant.ts), then a
// new server on the same data answers `Cache-Control: no-cache` reads, so every request pays the database.

export const SMALL = { slug: 'borgo', tasks: 50 } as const;
export const BIG = { slug: 'cantiere', tasks: 20_000 } as const;
const PAGE = '/api/tasks?page_size=50';

export type TenantSizeRun = { readonly small: Figures; readonly big: Figures; readonly smallTasks: number; readonly bigTasks: number };

/** Stops `server`, fills the two tenants, measures both on a new server over the same data, and stops that one. */
export async function measureTenantSize(engine: string, server: RunningServer, settings: BenchSettings): Promise<TenantSizeRun> {
  await server.stop({ keepData: true });
  const filled = await fillTenants(server, { [SMALL.slug]: SMALL.tasks, [BIG.slug]: BIG.tasks });
  const again = await startServer(server.databaseUrl, server.dataDir);
  try {
    const headers = { 'cache-control': 'no-cache' };
    const targetOf = async (slug: string) => {
      const host = `${slug}.localhost`;
      return { origin: again.origin, host, token: await signIn(again.origin, host, `admin@${slug}.test`, DEMO_PASSWORD) };
    };
    const tenants = [
      { slug: SMALL.slug, tasks: filled[SMALL.slug] ?? 0, target: await targetOf(SMALL.slug), runs: [] as Figures[] },
      { slug: BIG.slug, tasks: filled[BIG.slug] ?? 0, target: await targetOf(BIG.slug), runs: [] as Figures[] },
    ];
    for (const t of tenants) await measure(t.target, PAGE, settings.warmupSeconds, settings.connections, headers);
    // Alternated, half the time each, so that a change of load on the shared machine touches both alike.
    for (let round = 0; round < 2; round++) {
      for (const t of tenants) t.runs.push(await measure(t.target, PAGE, settings.seconds / 2, settings.connections, headers));
    }
    const [small, big] = tenants.map((t): Figures => {
      const mean = (pick: (f: Figures) => number): number => t.runs.reduce((sum, f) => sum + pick(f), 0) / t.runs.length;
      const f: Figures = {
        route: `GET ${PAGE}${FRESH_SUFFIX} · ${t.tasks.toLocaleString('en-US')} tasks (${t.slug})`,
        rps: mean((r) => r.rps),
        p50: mean((r) => r.p50),
        p99: Math.max(...t.runs.map((r) => r.p99)),
        failures: t.runs.reduce((sum, r) => sum + r.failures, 0),
        total: t.runs.reduce((sum, r) => sum + r.total, 0),
      };
      console.log(`${engine.padEnd(10)} ${f.route.padEnd(52)} ${Math.round(f.rps).toString().padStart(6)} req/s  p50 ${f.p50} ms  p99 ${f.p99} ms  failures ${f.failures}`);
      return f;
    });
    if (!small || !big) throw new Error('tenant size not measured');
    return { small, big, smallTasks: tenants[0]?.tasks ?? 0, bigTasks: tenants[1]?.tasks ?? 0 };
  } finally {
    await again.stop();
  }
}
