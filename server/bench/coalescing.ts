import { driveLoad, kindOf, prepareTenant, requestOfKind, type Pick, type TenantFixture } from './mixedWorkload.ts';
import { startServer } from './serverProcess.ts';
import { call } from './workload.ts';
import { STATEMENTS_HEADER } from '../src/diag/statementCount.ts';

// `npx tsx server/bench/coalescing.ts` (issue 36.3, point 1): do the misses that follow a write coalesce? On a server
// counting statements (BOTTEGA_COUNT_STATEMENTS=1), two checks:
//  1. a task status toggle, then 50 simultaneous reads of the same list (the user of the mix: one per tenant), the
//     statements they cost summed (one if the response cache's single flight holds, up to 50 if not);
//  2. the mix itself, the statements of each read kind per status toggle of the same tenant: a list ended by every
//     toggle should cost about one statement per toggle (more: misses did not coalesce, or the generation moved
//     while a flight ran and its answer was not kept).
// PGlite only; BENCH_SECONDS (10), BENCH_CONNECTIONS (50).

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

const statementsOf = (headers: Readonly<Record<string, string | string[] | undefined>>): number => Number(String(headers[STATEMENTS_HEADER] ?? Number.NaN));

async function burstAfterToggle(origin: string, fixture: TenantFixture, read: Pick, taskId: number, status: 'started' | 'paused'): Promise<{ statements: number; statuses: number[] }> {
  const target = { origin, host: fixture.host, token: fixture.token };
  const toggle = await call(target, 'POST', `/api/tasks/${taskId}/status`, { status });
  if (toggle.status !== 200) throw new Error(`toggle: ${toggle.status}`);
  const answers = await Promise.all(Array.from({ length: CONNECTIONS }, () => call(target, read.method, read.path)));
  return { statements: answers.reduce((sum, a) => sum + statementsOf(a.headers), 0), statuses: [...new Set(answers.map((a) => a.status))] };
}

async function main(): Promise<void> {
  const server = await startServer(null, undefined, { BOTTEGA_COUNT_STATEMENTS: '1' });
  try {
    const fixtures = await Promise.all(['acme', 'borgo', 'cantiere'].map((slug) => prepareTenant(server.origin, slug)));
    const acme = fixtures[0] as TenantFixture;
    const taskId = acme.taskIds[0] as number;
    let status: 'started' | 'paused' = 'started';
    for (const kind of ['task list', 'works', 'a task']) {
      const read = requestOfKind(acme, kind, 0);
      const runs: number[] = [];
      for (let i = 0; i < 3; i++) {
        const r = await burstAfterToggle(server.origin, acme, read, taskId, status);
        status = status === 'started' ? 'paused' : 'started';
        runs.push(r.statements);
        if (r.statuses.some((s) => s !== 200)) throw new Error(`${kind}: answers ${r.statuses.join(', ')}`);
      }
      console.log(`toggle then ${CONNECTIONS} simultaneous reads of ${kind} (${read.path}): statements ${runs.join(', ')}`);
    }
    // The mix: statements of each kind per toggle (the three tenants together: each toggle ends its own tenant's lists).
    const byKind = new Map<string, { requests: number; statements: number }>();
    let toggles = 0;
    await driveLoad({
      origin: server.origin,
      fixtures,
      seconds: SECONDS,
      connections: CONNECTIONS,
      choose: (fixture: TenantFixture, i: number): Pick => requestOfKind(fixture, kindOf(Math.random()), i),
      onAnswer: (kind, _status, headers) => {
        if (kind.startsWith('task status toggle')) toggles += 1;
        const k = byKind.get(kind) ?? { requests: 0, statements: 0 };
        byKind.set(kind, k);
        k.requests += 1;
        k.statements += statementsOf(headers);
      },
    });
    console.log(`\nthe mix, ${SECONDS} s, ${CONNECTIONS} connections, ${toggles} toggles:`);
    for (const [kind, k] of byKind) {
      console.log(`${kind.padEnd(28)} requests ${String(k.requests).padStart(6)}  statements ${String(k.statements).padStart(6)}  per toggle ${(k.statements / Math.max(1, toggles)).toFixed(2)}`);
    }
  } finally {
    await server.stop();
  }
}

await main();
