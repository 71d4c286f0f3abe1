import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { migrationsFolder } from '../../server/src/db/open.ts';
import { rowsOf } from '../../server/src/db/rows.ts';
import { describeOnBothEngines, migrationScratch, type MigrationEngine } from './support/migrationEngines.ts';

// Migration 0023 on a database that already holds tasks (issue 36.3): `is_completed` computed for every task, the
// default order's index on it, `tasks_tenant_status` gone, so that no index of `tasks` holds a column a start or a
// pause writes, and such an update is HOT (0 of them were before). On both engines.

const { migrationsBefore } = migrationScratch('bottega-task-hot-');

/** The columns a start or a pause changes (tasks/statusChange.ts changeSql): none may be in an index. */
const MOVE_WRITES = ['status', 'started_at', 'run_started_at', 'started_by', 'tracked_seconds', 'updated_at'];

function migrationSuite(open: () => Promise<MigrationEngine>): void {
  it('computes is_completed for the tasks there, indexes the order on it, and makes a start or a pause HOT', async () => {
    const engine = await open();
    const { db } = engine;
    const all = async (query: ReturnType<typeof sql>): Promise<Record<string, unknown>[]> => rowsOf(await db.execute(query));
    /** Each open task started if paused, paused if started, twice, in one transaction; how many of the updates were HOT. */
    const hotOfMoves = async (tenantId: number): Promise<{ updates: number; hot: number }> =>
      db.transaction(async (tx) => {
        // The backend's counts not yet reported (earlier transactions' too): the moves' are the difference.
        const counts = async () => {
          const [row] = rowsOf(await tx.execute(sql`select n_tup_upd::int as updates, n_tup_hot_upd::int as hot from pg_stat_xact_user_tables where relname = 'tasks'`));
          return { updates: Number(row?.updates), hot: Number(row?.hot) };
        };
        const before = await counts();
        for (let move = 0; move < 2; move++) {
          await tx.execute(sql`update tasks set status = case when status = 'started' then 'paused' else 'started' end,
            started_at = case when status = 'started' then null else localtimestamp(0) end, run_started_at = case when status = 'started' then null else now() end,
            started_by = null, tracked_seconds = tracked_seconds + 1, updated_at = localtimestamp(0) where tenant_id = ${tenantId} and status <> 'completed'`);
        }
        const after = await counts();
        return { updates: after.updates - before.updates, hot: after.hot - before.hot };
      });
    try {
      await engine.migrate(migrationsBefore('0023_task_status_hot'));
      const [tenant] = rowsOf(await db.execute(sql`insert into tenants (slug, name) values ('vecchio', 'Vecchio') returning id`));
      const tenantId = Number(tenant?.id);
      await db.execute(sql`insert into tasks (tenant_id, status, summary) values
        (${tenantId}, 'started', 'In corso'), (${tenantId}, 'paused', 'In pausa'), (${tenantId}, 'completed', 'Finita')`);
      // Before: every move rewrote the indexes.
      expect(await hotOfMoves(tenantId)).toEqual({ updates: 4, hot: 0 });

      await engine.migrate(migrationsFolder);
      expect(await all(sql`select summary, is_completed from tasks where tenant_id = ${tenantId} order by summary`)).toEqual([
        { summary: 'Finita', is_completed: true },
        { summary: 'In corso', is_completed: false },
        { summary: 'In pausa', is_completed: false },
      ]);
      expect(await all(sql`select indexname from pg_indexes where tablename = 'tasks' and indexname = 'tasks_tenant_status'`)).toEqual([]);
      const order = await all(sql`select a.attname as c from pg_index i join pg_class x on x.oid = i.indexrelid
        cross join lateral unnest(i.indkey) with ordinality as k(attnum, n) join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
        where x.relname = 'tasks_default_order' order by k.n`);
      expect(order.map((r) => r.c)).toEqual(['tenant_id', 'is_completed', 'start', 'created_at', 'id']);
      // Every index of tasks, its columns, expressions and predicate: none names a column a move writes.
      const definitions = (await all(sql`select indexdef from pg_indexes where tablename = 'tasks'`)).map((r) => String(r.indexdef));
      expect(definitions.length).toBeGreaterThanOrEqual(4);
      for (const def of definitions) for (const column of MOVE_WRITES) expect(def).not.toMatch(new RegExp(`\\b${column}\\b`));
      // Kept by the database on every write: a completion, a reopen, a new task.
      await db.execute(sql`update tasks set status = 'completed' where tenant_id = ${tenantId} and summary = 'In pausa'`);
      await db.execute(sql`update tasks set status = 'paused' where tenant_id = ${tenantId} and summary = 'Finita'`);
      await db.execute(sql`insert into tasks (tenant_id, status, summary) values (${tenantId}, 'completed', 'Nuova')`);
      expect(await all(sql`select count(*)::int as n from tasks where tenant_id = ${tenantId} and is_completed <> (status = 'completed')`)).toEqual([{ n: 0 }]);
      expect(await all(sql`select summary from tasks where tenant_id = ${tenantId} and is_completed order by summary`)).toEqual([{ summary: 'In pausa' }, { summary: 'Nuova' }]);
      // After: the same moves change no indexed value.
      expect(await hotOfMoves(tenantId)).toEqual({ updates: 4, hot: 4 });
    } finally {
      await engine.close();
    }
  }, 120_000);
}

describeOnBothEngines('bottega_task_status_hot_migration', migrationSuite);
