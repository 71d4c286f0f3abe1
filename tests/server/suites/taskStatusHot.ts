import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../../server/src/db/rows.ts';
import type { TestServer } from '../harness.ts';
import { roleClient, type Row } from './roleClient.ts';

// A task's start and pause are in-place (HOT) updates (migration 0023, issue 36.3): no index of `tasks` holds a
// column they change, so PostgreSQL writes no index entry for them. And the lists that filtered or ordered on
// `status` through the index it had (the status filters, the running tasks, the default order) answer the same
// tasks in the same order as the old expressions give.

type Counts = { readonly updates: number; readonly hot: number };

/** The tasks table's update counters as the engine's cumulative statistics have them. */
async function tableCounts(server: TestServer): Promise<Counts> {
  const [row] = rowsOf(await server.database.db.execute(sql`select n_tup_upd::int as updates, n_tup_hot_upd::int as hot from pg_stat_user_tables where relname = 'tasks'`));
  return { updates: Number(row?.updates ?? 0), hot: Number(row?.hot ?? 0) };
}

/**
 * The counters once they include `atLeast` more updates than `from`. A backend reports its counts when it ends a
 * transaction (at most once a second): PGlite's one backend is told to at once; on PostgreSQL the pool's connections
 * report within a second or so of going idle.
 */
async function countsAfter(server: TestServer, from: Counts, atLeast: number): Promise<Counts> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (server.database.kind === 'pglite') await server.database.db.execute(sql`select pg_stat_force_next_flush()`);
    const now = await tableCounts(server);
    if (now.updates - from.updates >= atLeast || Date.now() > deadline) return now;
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The default order as the list had it before migration 0023, on `status` itself. */
const OLD_ORDER = sql.raw(`(status = 'completed') asc, start asc nulls last, created_at desc, id asc`);

export function taskStatusHotSuite(server: () => TestServer): void {
  const { admin, page, ok, tenantId } = roleClient(server);
  const ids = (rows: readonly Row[]): number[] => rows.map((r) => r.id);
  const idsOf = async (where: string, order = OLD_ORDER): Promise<number[]> =>
    rowsOf(await server().database.db.execute(sql`select id from tasks where tenant_id = ${await tenantId('acme')} and ${sql.raw(where)} order by ${order} limit 100`)).map((r) => Number(r.id));

  describe('status changes in place', () => {
    it("starts and pauses are HOT updates: no index entry written for a task's status change", async () => {
      const open = ids(page(ok(await admin('GET', '/tasks?status=paused&page_size=3'), 200)).data);
      expect(open).toHaveLength(3);
      const toggle = async (id: number, status: string) => ok(await admin('POST', `/tasks/${id}/status`, { status }), 200);
      // A first move each: a row on a full page may move to another page once (no room beside it for the new version).
      for (const id of open) await toggle(id, 'started');
      const before = await countsAfter(server(), await tableCounts(server()), 0);
      const ROUNDS = 5;
      for (let round = 0; round < ROUNDS; round++) {
        for (const id of open) await toggle(id, round % 2 === 0 ? 'paused' : 'started');
      }
      const moves = ROUNDS * open.length;
      const after = await countsAfter(server(), before, moves);
      expect(after.updates - before.updates).toBeGreaterThanOrEqual(moves);
      // With `status` (or any column the move writes) in an index, none of them would be.
      expect(after.hot - before.hot).toBeGreaterThanOrEqual(Math.ceil(moves * 0.9));
      for (const id of open) await toggle(id, 'paused');
    }, 60_000);

    it('the status filters, the running tasks and the default order answer what the old expressions on status give', async () => {
      // A task of each status at least (the demo has started, paused and completed ones).
      for (const status of ['started', 'paused', 'completed'] as const) {
        const listed = page(ok(await admin('GET', `/tasks?status=${status}&page_size=100`), 200));
        expect(listed.meta.total).toBeGreaterThan(0);
        expect(ids(listed.data)).toEqual(await idsOf(`status = '${status}'`));
      }
      expect(ids(page(ok(await admin('GET', '/tasks?running=true&page_size=100'), 200)).data)).toEqual(await idsOf(`status = 'started'`));
      expect(ids(page(ok(await admin('GET', '/tasks?running=false&page_size=100'), 200)).data)).toEqual(await idsOf(`status <> 'started'`));
      expect(ids(page(ok(await admin('GET', '/tasks?page_size=100'), 200)).data)).toEqual(await idsOf('true'));
      const running = sql.raw('run_started_at desc, started_at desc, id desc');
      expect(ids(page(ok(await admin('GET', '/tasks/running?page_size=100'), 200)).data)).toEqual(await idsOf(`status = 'started'`, running));
    });
  });
}
