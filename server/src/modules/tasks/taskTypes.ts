import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tasks, taskTypes } from '../../db/schema/tasks.ts';
import { conflict, created, invalidField, isFailure, noContent, notFound, ok, paged, type HandlerMap } from '../../http/handler.ts';
import { searchAny } from '../listing/search.ts';
import { orderBy } from '../listing/sort.ts';

// Task types (contract tag `task_types`): names unique per tenant; a type in use cannot be deleted.

type Row = typeof taskTypes.$inferSelect;

const present = (t: Row): Record<string, unknown> => ({
  id: t.id,
  name: t.name,
  description: t.description,
  created_at: t.createdAt,
  updated_at: t.updatedAt,
});

const SORTABLE = { id: taskTypes.id, name: taskTypes.name, created_at: taskTypes.createdAt, updated_at: taskTypes.updatedAt };
const NAME_TAKEN = 'The name has already been taken.';

async function find(db: Db, tenantId: number, id: number): Promise<Row | null> {
  const [row] = await db.select().from(taskTypes).where(and(eq(taskTypes.tenantId, tenantId), eq(taskTypes.id, id))).limit(1);
  return row ?? null;
}

async function nameTaken(db: Db, tenantId: number, name: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: taskTypes.id })
    .from(taskTypes)
    .where(and(eq(taskTypes.tenantId, tenantId), eq(taskTypes.name, name), exceptId === undefined ? undefined : ne(taskTypes.id, exceptId)))
    .limit(1);
  return row !== undefined;
}

export const handlers = {
  listTaskTypes: async (ctx) => {
    const order = orderBy(ctx.query.sort, SORTABLE, [asc(taskTypes.name)], taskTypes.id);
    if (isFailure(order)) return order;
    const page = ctx.page();
    const where = and(eq(taskTypes.tenantId, ctx.tenant.id), searchAny(ctx.query.search, [taskTypes.name, taskTypes.description]));
    const rows = await ctx.db.select().from(taskTypes).where(where).orderBy(...order).limit(page.limit).offset(page.offset);
    const [n] = await ctx.db.select({ n: count() }).from(taskTypes).where(where);
    return paged(rows.map(present), page.meta(n?.n ?? 0));
  },

  createTaskType: async (ctx) => {
    const name = ctx.body.name.trim();
    if (await nameTaken(ctx.db, ctx.tenant.id, name)) return invalidField('name', NAME_TAKEN);
    const now = ctx.now();
    const [row] = await ctx.db
      .insert(taskTypes)
      .values({ tenantId: ctx.tenant.id, name, description: ctx.body.description ?? null, createdAt: now, updatedAt: now })
      .onConflictDoNothing()
      .returning();
    return row ? created(present(row)) : invalidField('name', NAME_TAKEN);
  },

  updateTaskType: async (ctx) => {
    const row = await find(ctx.db, ctx.tenant.id, ctx.params.id);
    if (!row) return notFound();
    const name = ctx.body.name.trim();
    if (await nameTaken(ctx.db, ctx.tenant.id, name, row.id)) return invalidField('name', NAME_TAKEN);
    await ctx.db
      .update(taskTypes)
      .set({ name, ...(ctx.body.description !== undefined ? { description: ctx.body.description } : {}), updatedAt: ctx.now() })
      .where(and(eq(taskTypes.tenantId, ctx.tenant.id), eq(taskTypes.id, row.id)));
    const after = await find(ctx.db, ctx.tenant.id, row.id);
    return after ? ok(present(after)) : notFound();
  },

  deleteTaskType: async (ctx) => {
    const row = await find(ctx.db, ctx.tenant.id, ctx.params.id);
    if (!row) return notFound();
    const [used] = await ctx.db.select({ id: tasks.id }).from(tasks).where(and(eq(tasks.tenantId, ctx.tenant.id), eq(tasks.taskTypeId, row.id))).limit(1);
    if (used) return conflict('The task type is used by tasks and cannot be deleted.');
    await ctx.db.delete(taskTypes).where(and(eq(taskTypes.tenantId, ctx.tenant.id), eq(taskTypes.id, row.id)));
    return noContent();
  },
} satisfies HandlerMap;
