import { and, eq, gt, sql } from 'drizzle-orm';
import { taskChecklistItems, taskChecklists } from '../../db/schema/tasks.ts';
import { created, noContent, notFound, ok, type HandlerMap } from '../../http/handler.ts';
import { presentChecklist, presentItem } from './present.ts';
import { checklistsOf, findChecklist, findItem, findTask, insertChecklist, insertItem } from './repository.ts';

// A task's checklists and their items (contract createTaskChecklist ... uncheckTaskChecklistItem). Every lookup
// walks task → checklist → item within the tenant, so an id of another task or tenant is a 404.

export const handlers = {
  createTaskChecklist: async (ctx) => {
    const task = await findTask(ctx.db, ctx.tenant.id, ctx.params.id);
    if (!task) return notFound();
    const now = ctx.now();
    const list = await ctx.db.transaction(async (tx) => insertChecklist(tx, ctx.tenant.id, task.id, ctx.body, now));
    const { items } = await checklistsOf(ctx.db, ctx.tenant.id, [task.id]);
    return created(presentChecklist(list, items));
  },

  updateTaskChecklist: async (ctx) => {
    const list = await findChecklist(ctx.db, ctx.tenant.id, ctx.params.id, ctx.params.checklistId);
    if (!list) return notFound();
    await ctx.db
      .update(taskChecklists)
      .set({ name: ctx.body.name, updatedAt: ctx.now() })
      .where(and(eq(taskChecklists.tenantId, ctx.tenant.id), eq(taskChecklists.id, list.id)));
    const { items } = await checklistsOf(ctx.db, ctx.tenant.id, [list.taskId]);
    return ok(presentChecklist({ ...list, name: ctx.body.name }, items));
  },

  deleteTaskChecklist: async (ctx) => {
    const list = await findChecklist(ctx.db, ctx.tenant.id, ctx.params.id, ctx.params.checklistId);
    if (!list) return notFound();
    await ctx.db.transaction(async (tx) => {
      await tx.delete(taskChecklists).where(and(eq(taskChecklists.tenantId, ctx.tenant.id), eq(taskChecklists.id, list.id)));
      // Keep positions dense so the next checklist goes right after the last one.
      await tx
        .update(taskChecklists)
        .set({ position: sql`${taskChecklists.position} - 1` })
        .where(and(eq(taskChecklists.tenantId, ctx.tenant.id), eq(taskChecklists.taskId, list.taskId), gt(taskChecklists.position, list.position)));
    });
    return noContent();
  },

  createTaskChecklistItem: async (ctx) => {
    const list = await findChecklist(ctx.db, ctx.tenant.id, ctx.params.id, ctx.params.checklistId);
    if (!list) return notFound();
    const item = await insertItem(ctx.db, ctx.tenant.id, list.id, ctx.body.name, ctx.now());
    return created(presentItem(item));
  },

  updateTaskChecklistItem: async (ctx) => {
    const list = await findChecklist(ctx.db, ctx.tenant.id, ctx.params.id, ctx.params.checklistId);
    if (!list) return notFound();
    const item = await findItem(ctx.db, ctx.tenant.id, list.id, ctx.params.itemId);
    if (!item) return notFound();
    const [after] = await ctx.db
      .update(taskChecklistItems)
      .set({ name: ctx.body.name, updatedAt: ctx.now() })
      .where(and(eq(taskChecklistItems.tenantId, ctx.tenant.id), eq(taskChecklistItems.id, item.id)))
      .returning();
    return after ? ok(presentItem(after)) : notFound();
  },

  deleteTaskChecklistItem: async (ctx) => {
    const list = await findChecklist(ctx.db, ctx.tenant.id, ctx.params.id, ctx.params.checklistId);
    if (!list) return notFound();
    const item = await findItem(ctx.db, ctx.tenant.id, list.id, ctx.params.itemId);
    if (!item) return notFound();
    await ctx.db.transaction(async (tx) => {
      await tx.delete(taskChecklistItems).where(and(eq(taskChecklistItems.tenantId, ctx.tenant.id), eq(taskChecklistItems.id, item.id)));
      await tx
        .update(taskChecklistItems)
        .set({ position: sql`${taskChecklistItems.position} - 1` })
        .where(and(eq(taskChecklistItems.tenantId, ctx.tenant.id), eq(taskChecklistItems.checklistId, list.id), gt(taskChecklistItems.position, item.position)));
    });
    return noContent();
  },

  checkTaskChecklistItem: async (ctx) => {
    const list = await findChecklist(ctx.db, ctx.tenant.id, ctx.params.id, ctx.params.checklistId);
    if (!list) return notFound();
    const item = await findItem(ctx.db, ctx.tenant.id, list.id, ctx.params.itemId);
    if (!item) return notFound();
    // Ticking a ticked item changes nothing: its checked_at stays the first tick's time.
    if (item.checked) return ok(presentItem(item));
    const now = ctx.now();
    const [after] = await ctx.db
      .update(taskChecklistItems)
      .set({ checked: true, checkedAt: now, updatedAt: now })
      .where(and(eq(taskChecklistItems.tenantId, ctx.tenant.id), eq(taskChecklistItems.id, item.id), eq(taskChecklistItems.checked, false)))
      .returning();
    return ok(presentItem(after ?? (await findItem(ctx.db, ctx.tenant.id, list.id, item.id)) ?? item));
  },

  uncheckTaskChecklistItem: async (ctx) => {
    const list = await findChecklist(ctx.db, ctx.tenant.id, ctx.params.id, ctx.params.checklistId);
    if (!list) return notFound();
    const item = await findItem(ctx.db, ctx.tenant.id, list.id, ctx.params.itemId);
    if (!item) return notFound();
    if (!item.checked) return ok(presentItem(item));
    const [after] = await ctx.db
      .update(taskChecklistItems)
      .set({ checked: false, checkedAt: null, updatedAt: ctx.now() })
      .where(and(eq(taskChecklistItems.tenantId, ctx.tenant.id), eq(taskChecklistItems.id, item.id)))
      .returning();
    return ok(presentItem(after ?? item));
  },
} satisfies HandlerMap;
