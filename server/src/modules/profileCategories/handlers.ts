import { and, asc, eq } from 'drizzle-orm';
import { profileCategories } from '../../db/schema/directory.ts';
import { created, isFailure, noContent, notFound, ok, paged, type HandlerMap } from '../../http/handler.ts';
import { countRows } from '../listing/count.ts';
import { searchAny } from '../listing/search.ts';
import { orderBy } from '../listing/sort.ts';

// Profile categories (Retail, Ingrosso…). No default page size (spec §9). Deleting one leaves its profiles
// without a category (the foreign key sets null).

const t = profileCategories;

const present = (r: typeof t.$inferSelect) => ({
  id: r.id,
  name: r.name,
  description: r.description,
  created_at: r.createdAt,
  updated_at: r.updatedAt,
});

const scoped = (tenantId: number, id: number) => and(eq(t.tenantId, tenantId), eq(t.id, id));

export const handlers = {
  listProfileCategories: async (ctx) => {
    const page = ctx.page(null);
    const order = orderBy(ctx.query.sort, { name: t.name, created_at: t.createdAt, updated_at: t.updatedAt, id: t.id }, [asc(t.name)], t.id);
    if (isFailure(order)) return order;
    const where = and(eq(t.tenantId, ctx.tenant.id), searchAny(ctx.query.search, [t.name, t.description]));
    const rows = await ctx.db.select().from(t).where(where).orderBy(...order).limit(page.limit).offset(page.offset);
    return paged(rows.map(present), page.meta(await countRows(ctx.db, t, where)));
  },

  createProfileCategory: async (ctx) => {
    const now = ctx.now();
    const [row] = await ctx.db
      .insert(t)
      .values({ tenantId: ctx.tenant.id, name: ctx.body.name, description: ctx.body.description ?? null, createdAt: now, updatedAt: now })
      .returning();
    return row ? created(present(row)) : notFound();
  },

  updateProfileCategory: async (ctx) => {
    const [row] = await ctx.db
      .update(t)
      .set({ name: ctx.body.name, description: ctx.body.description ?? null, updatedAt: ctx.now() })
      .where(scoped(ctx.tenant.id, ctx.params.id))
      .returning();
    return row ? ok(present(row)) : notFound();
  },

  deleteProfileCategory: async (ctx) => {
    const gone = await ctx.db.delete(t).where(scoped(ctx.tenant.id, ctx.params.id)).returning({ id: t.id });
    return gone.length > 0 ? noContent() : notFound();
  },
} satisfies HandlerMap;
