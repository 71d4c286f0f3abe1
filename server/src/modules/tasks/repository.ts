import { and, asc, eq, inArray, max } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { taskChecklistItems, taskChecklists, taskComments, tasks } from '../../db/schema/tasks.ts';

// Tasks and their checklists, items and comments, always scoped by tenant.

export type TaskRow = typeof tasks.$inferSelect;
export type TaskValues = Omit<typeof tasks.$inferInsert, 'id' | 'tenantId'>;
export type ChecklistRow = typeof taskChecklists.$inferSelect;
export type ItemRow = typeof taskChecklistItems.$inferSelect;
export type CommentRow = typeof taskComments.$inferSelect;

export const TASK_MEDIA = 'task';

export async function findTask(db: Db, tenantId: number, id: number): Promise<TaskRow | null> {
  const [row] = await db.select().from(tasks).where(and(eq(tasks.tenantId, tenantId), eq(tasks.id, id))).limit(1);
  return row ?? null;
}

export async function insertTask(db: Db, tenantId: number, values: TaskValues): Promise<TaskRow> {
  const [row] = await db.insert(tasks).values({ ...values, tenantId }).returning();
  if (!row) throw new Error('insert tasks returned no row');
  return row;
}

export async function updateTaskRow(db: Db, tenantId: number, id: number, patch: Partial<TaskValues>): Promise<TaskRow | null> {
  const [row] = await db.update(tasks).set(patch).where(and(eq(tasks.tenantId, tenantId), eq(tasks.id, id))).returning();
  return row ?? null;
}

/** The task with its checklists, items and comments (foreign keys cascade). */
export async function deleteTaskRow(db: Db, tenantId: number, id: number): Promise<void> {
  await db.delete(tasks).where(and(eq(tasks.tenantId, tenantId), eq(tasks.id, id)));
}

// ---------------------------------------------------------------- checklists

export async function checklistsOf(db: Db, tenantId: number, taskIds: readonly number[]): Promise<{ lists: ChecklistRow[]; items: ItemRow[] }> {
  if (taskIds.length === 0) return { lists: [], items: [] };
  const lists = await db
    .select()
    .from(taskChecklists)
    .where(and(eq(taskChecklists.tenantId, tenantId), inArray(taskChecklists.taskId, [...taskIds])))
    .orderBy(asc(taskChecklists.position), asc(taskChecklists.id));
  const items =
    lists.length === 0
      ? []
      : await db
          .select()
          .from(taskChecklistItems)
          .where(and(eq(taskChecklistItems.tenantId, tenantId), inArray(taskChecklistItems.checklistId, lists.map((l) => l.id))))
          .orderBy(asc(taskChecklistItems.position), asc(taskChecklistItems.id));
  return { lists, items };
}

export async function findChecklist(db: Db, tenantId: number, taskId: number, id: number): Promise<ChecklistRow | null> {
  const [row] = await db
    .select()
    .from(taskChecklists)
    .where(and(eq(taskChecklists.tenantId, tenantId), eq(taskChecklists.taskId, taskId), eq(taskChecklists.id, id)))
    .limit(1);
  return row ?? null;
}

export async function findItem(db: Db, tenantId: number, checklistId: number, id: number): Promise<ItemRow | null> {
  const [row] = await db
    .select()
    .from(taskChecklistItems)
    .where(and(eq(taskChecklistItems.tenantId, tenantId), eq(taskChecklistItems.checklistId, checklistId), eq(taskChecklistItems.id, id)))
    .limit(1);
  return row ?? null;
}

/** A checklist with its items, last among the task's checklists. */
export async function insertChecklist(
  db: Db,
  tenantId: number,
  taskId: number,
  input: { name: string; items?: readonly { name: string }[] | undefined },
  now: string,
): Promise<ChecklistRow> {
  const [last] = await db
    .select({ n: max(taskChecklists.position) })
    .from(taskChecklists)
    .where(and(eq(taskChecklists.tenantId, tenantId), eq(taskChecklists.taskId, taskId)));
  const [list] = await db
    .insert(taskChecklists)
    .values({ tenantId, taskId, name: input.name, position: (last?.n ?? 0) + 1, createdAt: now, updatedAt: now })
    .returning();
  if (!list) throw new Error('insert task_checklists returned no row');
  const items = input.items ?? [];
  if (items.length > 0) {
    await db
      .insert(taskChecklistItems)
      .values(items.map((it, i) => ({ tenantId, checklistId: list.id, name: it.name, position: i + 1, createdAt: now, updatedAt: now })));
  }
  return list;
}

export async function insertItem(db: Db, tenantId: number, checklistId: number, name: string, now: string): Promise<ItemRow> {
  const [last] = await db
    .select({ n: max(taskChecklistItems.position) })
    .from(taskChecklistItems)
    .where(and(eq(taskChecklistItems.tenantId, tenantId), eq(taskChecklistItems.checklistId, checklistId)));
  const [row] = await db
    .insert(taskChecklistItems)
    .values({ tenantId, checklistId, name, position: (last?.n ?? 0) + 1, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('insert task_checklist_items returned no row');
  return row;
}

// ---------------------------------------------------------------- comments

export async function findComment(db: Db, tenantId: number, taskId: number, id: number): Promise<CommentRow | null> {
  const [row] = await db
    .select()
    .from(taskComments)
    .where(and(eq(taskComments.tenantId, tenantId), eq(taskComments.taskId, taskId), eq(taskComments.id, id)))
    .limit(1);
  return row ?? null;
}
