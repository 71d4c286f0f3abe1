import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { works, workTypes } from '../../db/schema/works.ts';
import { conflict, created, invalidField, isFailure, noContent, notFound, ok, paged, type HandlerMap } from '../../http/handler.ts';
import { searchAny } from '../listing/search.ts';
import { orderBy } from '../listing/sort.ts';

// Work types (contract tag `work_types`): names unique per tenant; a type in use cannot be deleted.

type Row = typeof workTypes.$inferSelect;

const present = (t: Row): Record<string, unknown> => ({
  id: t.id,
  name: t.name,
  description: t.description,
  created_at: t.createdAt,
  updated_at: t.updatedAt,
});

const SORTABLE = { id: workTypes.id, name: workTypes.name, created_at: workTypes.createdAt, updated_at: workTypes.updatedAt };
const NAME_TAKEN = 'The name has already been taken.';

async function find(db: Db, tenantId: number, id: number): Promise<Row | null> {
  const [row] = await db.select().from(workTypes).where(and(eq(workTypes.tenantId, tenantId), eq(workTypes.id, id))).limit(1);
  return row ?? null;
}

async function nameTaken(db: Db, tenantId: number, name: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: workTypes.id })
    .from(workTypes)
    .where(and(eq(workTypes.tenantId, tenantId), eq(workTypes.name, name), exceptId === undefined ? undefined : ne(workTypes.id, exceptId)))
    .limit(1);
  return row !== undefined;
}

export const handlers = {
  listWorkTypes: async (ctx) => {
    const order = orderBy(ctx.query.sort, SORTABLE, [asc(workTypes.name)], workTypes.id);
    if (isFailure(order)) return order;
    const page = ctx.page();
    const where = and(eq(workTypes.tenantId, ctx.tenant.id), searchAny(ctx.query.search, [workTypes.name, workTypes.description]));
    const rows = await ctx.db.select().from(workTypes).where(where).orderBy(...order).limit(page.limit).offset(page.offset);
    const [n] = await ctx.db.select({ n: count() }).from(workTypes).where(where);
    return paged(rows.map(present), page.meta(n?.n ?? 0));
  },

  createWorkType: async (ctx) => {
    const name = ctx.body.name.trim();
    if (await nameTaken(ctx.db, ctx.tenant.id, name)) return invalidField('name', NAME_TAKEN);
    const now = ctx.now();
    const [row] = await ctx.db
      .insert(workTypes)
      .values({ tenantId: ctx.tenant.id, name, description: ctx.body.description ?? null, createdAt: now, updatedAt: now })
      .onConflictDoNothing()
      .returning();
    return row ? created(present(row)) : invalidField('name', NAME_TAKEN);
  },

  updateWorkType: async (ctx) => {
    const row = await find(ctx.db, ctx.tenant.id, ctx.params.id);
    if (!row) return notFound();
    const name = ctx.body.name.trim();
    if (await nameTaken(ctx.db, ctx.tenant.id, name, row.id)) return invalidField('name', NAME_TAKEN);
    await ctx.db
      .update(workTypes)
      .set({ name, ...(ctx.body.description !== undefined ? { description: ctx.body.description } : {}), updatedAt: ctx.now() })
      .where(and(eq(workTypes.tenantId, ctx.tenant.id), eq(workTypes.id, row.id)));
    const after = await find(ctx.db, ctx.tenant.id, row.id);
    return after ? ok(present(after)) : notFound();
  },

  deleteWorkType: async (ctx) => {
    const row = await find(ctx.db, ctx.tenant.id, ctx.params.id);
    if (!row) return notFound();
    const [used] = await ctx.db.select({ id: works.id }).from(works).where(and(eq(works.tenantId, ctx.tenant.id), eq(works.workTypeId, row.id))).limit(1);
    if (used) return conflict('The work type is used by works and cannot be deleted.');
    await ctx.db.delete(workTypes).where(and(eq(workTypes.tenantId, ctx.tenant.id), eq(workTypes.id, row.id)));
    return noContent();
  },
} satisfies HandlerMap;
