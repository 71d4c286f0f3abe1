import { and, asc, count, eq, inArray, max, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { calendarEvents } from '../../db/schema/calendars.ts';
import { taskChecklistItems, taskChecklists, taskComments, tasks, taskTypes } from '../../db/schema/tasks.ts';
import { works } from '../../db/schema/works.ts';

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

export async function listTasks(db: Db, tenantId: number, filter: SQL | undefined, order: SQL[], limit: number, offset: number): Promise<{ rows: TaskRow[]; total: number }> {
  const where = and(eq(tasks.tenantId, tenantId), filter);
  const rows = await db.select().from(tasks).where(where).orderBy(...order).limit(limit).offset(offset);
  const [n] = await db.select({ n: count() }).from(tasks).where(where);
  return { rows, total: n?.n ?? 0 };
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

// ---------------------------------------------------------------- related names

const wantedIds = (ids: readonly (number | null)[]): number[] => [...new Set(ids.filter((x): x is number => x !== null))];

export async function workNames(db: Db, tenantId: number, ids: readonly (number | null)[]): Promise<Map<number, string>> {
  const wanted = wantedIds(ids);
  if (wanted.length === 0) return new Map();
  const rows = await db.select({ id: works.id, name: works.name }).from(works).where(and(eq(works.tenantId, tenantId), inArray(works.id, wanted)));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function taskTypeNames(db: Db, tenantId: number, ids: readonly (number | null)[]): Promise<Map<number, string>> {
  const wanted = wantedIds(ids);
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: taskTypes.id, name: taskTypes.name })
    .from(taskTypes)
    .where(and(eq(taskTypes.tenantId, tenantId), inArray(taskTypes.id, wanted)));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The 'Costo ' event of each task (the first one should there ever be several). */
export async function taskEvents(db: Db, tenantId: number, taskIds: readonly number[]): Promise<Map<number, { id: number; calendar_id: number }>> {
  if (taskIds.length === 0) return new Map();
  const rows = await db
    .select({ id: calendarEvents.id, calendarId: calendarEvents.calendarId, taskId: calendarEvents.taskId })
    .from(calendarEvents)
    .where(and(eq(calendarEvents.tenantId, tenantId), inArray(calendarEvents.taskId, [...taskIds])))
    .orderBy(asc(calendarEvents.id));
  const out = new Map<number, { id: number; calendar_id: number }>();
  for (const r of rows) if (r.taskId !== null && !out.has(r.taskId)) out.set(r.taskId, { id: r.id, calendar_id: r.calendarId });
  return out;
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

export async function commentsOf(db: Db, tenantId: number, taskIds: readonly number[]): Promise<CommentRow[]> {
  if (taskIds.length === 0) return [];
  return db
    .select()
    .from(taskComments)
    .where(and(eq(taskComments.tenantId, tenantId), inArray(taskComments.taskId, [...taskIds])))
    .orderBy(asc(taskComments.createdAt), asc(taskComments.id));
}

export async function findComment(db: Db, tenantId: number, taskId: number, id: number): Promise<CommentRow | null> {
  const [row] = await db
    .select()
    .from(taskComments)
    .where(and(eq(taskComments.tenantId, tenantId), eq(taskComments.taskId, taskId), eq(taskComments.id, id)))
    .limit(1);
  return row ?? null;
}
