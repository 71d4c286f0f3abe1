import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tasks } from '../../db/schema/tasks.ts';
import { rowsOf, taskWireQuery, wireObject } from './wireSql.ts';

// A page of tasks on the wire in ONE statement: the page of rows with the total (a window count, taken before
// LIMIT) and the wire objects built only for the rows of the page (wireSql.ts).

export type TaskPage = { readonly rows: Record<string, unknown>[]; readonly total: number };

export async function taskPage(db: Db, tenantId: number, filter: SQL | undefined, order: readonly SQL[], limit: number, offset: number): Promise<TaskPage> {
  const where = and(eq(tasks.tenantId, tenantId), filter);
  const orderSql = sql.join([...order], sql`, `);
  const page = sql`select ${tasks}.*, (count(*) over ())::int as page_total from ${tasks} where ${where} order by ${orderSql} limit ${limit} offset ${offset}`;
  const rows = rowsOf(await db.execute(taskWireQuery(page, orderSql)));
  const first = rows[0];
  if (first) return { rows: rows.map((r) => wireObject(r.wire)), total: Number(first.total) };
  // Past the last page: no row carries the total.
  if (offset === 0) return { rows: [], total: 0 };
  const [n] = await db.select({ n: count() }).from(tasks).where(where);
  return { rows: [], total: n?.n ?? 0 };
}
