import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { runNamed } from '../../db/named.ts';
import { tasks } from '../../db/schema/tasks.ts';
import { taskPageQuery, type TaskDetail } from './wireSql.ts';
import { rowsOf } from '../../db/rows.ts';

// A page of tasks on the wire in ONE statement: the rows of the page (LIMIT/OFFSET on an order the indexes of
// migration 0004 can walk, so a big tenant costs the same as a small one), their wire objects as JSON text, and the
// capped total.

/**
 * The total counts matching tasks up to this many and stops (contract: `meta.total` of the task lists reads
 * TASK_TOTAL_CAP + 1 when more match). An exact count reads every matching row: on a tenant with 20,000 tasks
 * that alone cost more than the page.
 */
export const TASK_TOTAL_CAP = 10_000;

export type TaskPage = {
  /** The text of the JSON array of the page's tasks. */
  readonly json: string;
  readonly total: number;
};

export async function taskPage(
  db: Db,
  tenantId: number,
  filter: SQL | undefined,
  order: readonly SQL[],
  window: { readonly limit: number; readonly offset: number },
  details: ReadonlySet<TaskDetail>,
): Promise<TaskPage> {
  const where = and(eq(tasks.tenantId, tenantId), filter);
  const orderSql = sql.join([...order], sql`, `);
  const page = sql`select ${tasks}.* from ${tasks} where ${where} order by ${orderSql} limit ${window.limit} offset ${window.offset}`;
  const total = sql`select count(*)::int from (select 1 from ${tasks} where ${where} limit ${TASK_TOTAL_CAP + 1}) as matching`;
  const [row] = rowsOf(await runNamed(db, taskPageQuery(page, orderSql, details, total)));
  return { json: typeof row?.data === 'string' ? row.data : JSON.stringify(row?.data ?? []), total: Number(row?.total ?? 0) };
}
