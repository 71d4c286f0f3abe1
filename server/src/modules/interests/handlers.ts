import { and, asc, eq } from 'drizzle-orm';
import { interests } from '../../db/schema/salesReports.ts';
import { created, isFailure, noContent, notFound, ok, paged, type HandlerMap } from '../../http/handler.ts';
import { countRows } from '../listing/count.ts';
import { searchAny } from '../listing/search.ts';
import { orderBy } from '../listing/sort.ts';
import { listSalesReports } from '../salesReports/repository.ts';

// Interests raised during sales contacts (sales-reports.* permissions). Deleting one detaches it from the reports
// that mention it (the link rows cascade).

const t = interests;

const present = (r: typeof t.$inferSelect) => ({
  id: r.id,
  name: r.name,
  code: r.code,
  description: r.description,
  created_at: r.createdAt,
  updated_at: r.updatedAt,
});

const scoped = (tenantId: number, id: number) => and(eq(t.tenantId, tenantId), eq(t.id, id));

export const handlers = {
  listInterests: async (ctx) => {
    const page = ctx.page();
    const order = orderBy(ctx.query.sort, { name: t.name, code: t.code, created_at: t.createdAt, updated_at: t.updatedAt, id: t.id }, [asc(t.name)], t.id);
    if (isFailure(order)) return order;
    const where = and(eq(t.tenantId, ctx.tenant.id), searchAny(ctx.query.search, [t.name, t.code, t.description]));
    const rows = await ctx.db.select().from(t).where(where).orderBy(...order).limit(page.limit).offset(page.offset);
    return paged(rows.map(present), page.meta(await countRows(ctx.db, t, where)));
  },

  createInterest: async (ctx) => {
    const now = ctx.now();
    const b = ctx.body;
    const [row] = await ctx.db
      .insert(t)
      .values({ tenantId: ctx.tenant.id, name: b.name, code: b.code ?? null, description: b.description ?? null, createdAt: now, updatedAt: now })
      .returning();
    return row ? created(present(row)) : notFound();
  },

  getInterest: async (ctx) => {
    const [row] = await ctx.db.select().from(t).where(scoped(ctx.tenant.id, ctx.params.id)).limit(1);
    return row ? ok(present(row)) : notFound();
  },

  updateInterest: async (ctx) => {
    const b = ctx.body;
    const [row] = await ctx.db
      .update(t)
      .set({ name: b.name, code: b.code ?? null, description: b.description ?? null, updatedAt: ctx.now() })
      .where(scoped(ctx.tenant.id, ctx.params.id))
      .returning();
    return row ? ok(present(row)) : notFound();
  },

  deleteInterest: async (ctx) => {
    const gone = await ctx.db.delete(t).where(scoped(ctx.tenant.id, ctx.params.id)).returning({ id: t.id });
    return gone.length > 0 ? noContent() : notFound();
  },

  listInterestSalesReports: async (ctx) => {
    const [found] = await ctx.db.select({ id: t.id }).from(t).where(scoped(ctx.tenant.id, ctx.params.id)).limit(1);
    if (!found) return notFound();
    const page = ctx.page();
    const result = await listSalesReports(ctx.db, ctx.tenant.id, { interestId: found.id }, ctx.query.sort, page);
    return isFailure(result) ? result : paged(result.rows, page.meta(result.total));
  },
} satisfies HandlerMap;
