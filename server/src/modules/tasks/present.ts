import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tasks } from '../../db/schema/tasks.ts';
import type { Schema } from '../../http/operationTypes.ts';
import type { UserSummary } from './people.ts';
import type { ChecklistRow, CommentRow, ItemRow, TaskRow } from './repository.ts';
import { runNamed } from '../../db/named.ts';
import { taskWireQuery, wireObject } from './wireSql.ts';
import { rowsOf } from '../../db/rows.ts';

// Task rows → wire (contract Task). Whole tasks are built by the database (wireSql.ts); the checklist, item and
// comment presenters serve the calls answering one of those alone.

export const presentItem = (i: ItemRow): Schema<'TaskChecklistItem'> => ({
  id: i.id,
  name: i.name,
  position: i.position,
  checked: i.checked,
  checked_at: i.checkedAt,
});

export const presentChecklist = (c: ChecklistRow, items: readonly ItemRow[]): Schema<'TaskChecklist'> => ({
  id: c.id,
  name: c.name,
  position: c.position,
  items: items.filter((i) => i.checklistId === c.id).map(presentItem),
});

export const presentComment = (c: CommentRow, author: UserSummary | null): Schema<'TaskComment'> => ({
  id: c.id,
  body: c.body,
  author,
  created_at: c.createdAt,
  updated_at: c.updatedAt,
});

/** Tasks on the wire, in the order of `rows`; the database builds them in one statement (see wireSql.ts). */
export async function presentTasks(db: Db, tenantId: number, rows: readonly TaskRow[]): Promise<Schema<'Task'>[]> {
  if (rows.length === 0) return [];
  const found = rowsOf(await runNamed(db, taskWireQuery(sql`select ${tasks}.* from ${tasks} where ${and(eq(tasks.tenantId, tenantId), inArray(tasks.id, rows.map((t) => t.id)))}`)));
  // The statement builds the contract's Task (as okJsonText's callers vouch for theirs): the type checker cannot
  // see inside SQL, the conformance suite checks the answers against the schema.
  const byId = new Map(found.map((r) => [Number(r.id), wireObject(r.wire) as Schema<'Task'>]));
  return rows.flatMap((t) => {
    const wire = byId.get(t.id);
    return wire ? [wire] : [];
  });
}

export async function presentTask(db: Db, tenantId: number, row: TaskRow): Promise<Schema<'Task'>> {
  const [one] = await presentTasks(db, tenantId, [row]);
  if (!one) throw new Error('presentTasks lost a row');
  return one;
}

/**
 * The task `id` of the tenant on the wire as JSON text, read and built in one statement (null: no such task), for
 * the read that answers it as it is.
 */
export async function taskWireText(db: Db, tenantId: number, id: number): Promise<string | null> {
  const rows = sql`select ${tasks}.* from ${tasks} where ${and(eq(tasks.tenantId, tenantId), eq(tasks.id, id))}`;
  const [row] = rowsOf(await runNamed(db, sql`select wire::text as wire from (${taskWireQuery(rows)}) as one`));
  return typeof row?.wire === 'string' ? row.wire : null;
}
