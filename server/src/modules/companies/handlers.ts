import { and, asc, count, eq } from 'drizzle-orm';
import { users } from '../../db/schema/core.ts';
import { companies, companyUsers } from '../../db/schema/directory.ts';
import { created, invalid, isFailure, notFound, ok, paged, type HandlerMap } from '../../http/handler.ts';
import { masterDataErrors } from '../profiles/masterData.ts';
import { countRows } from '../../shared/listing/count.ts';
import { searchAny } from '../../shared/listing/search.ts';
import { orderBy } from '../../shared/listing/sort.ts';
import { addressColumns, presentAddress } from '../profiles/address.ts';

// Companies of the tenant (no delete: the spec shows none) and the users belonging to each.

const t = companies;

const present = (r: typeof t.$inferSelect) => ({
  id: r.id,
  name: r.name,
  vat_number: r.vatNumber,
  address: presentAddress(r),
  email: r.email,
  phone: r.phone,
  color: r.color,
  created_at: r.createdAt,
  updated_at: r.updatedAt,
});

const scoped = (tenantId: number, id: number) => and(eq(t.tenantId, tenantId), eq(t.id, id));

type Input = {
  name: string;
  vat_number?: string | null;
  address?: Parameters<typeof addressColumns>[0];
  email?: string | null;
  phone?: string | null;
  color?: string | null;
};

/** The company's P. IVA, CAP, province and e-mail by the forms' Italian rules (a PUT replaces all of them). */
export const companyErrors = (b: Pick<Input, 'vat_number' | 'email' | 'address'>) =>
  masterDataErrors({ vatNumber: b.vat_number, email: b.email, postalCode: b.address?.postal_code, province: b.address?.province, country: b.address?.country });

const columns = (b: Input) => ({
  name: b.name,
  vatNumber: b.vat_number ?? null,
  ...addressColumns(b.address),
  email: b.email ?? null,
  phone: b.phone ?? null,
  color: b.color ?? null,
});

export const handlers = {
  listCompanies: async (ctx) => {
    const page = ctx.page();
    const order = orderBy(ctx.query.sort, { name: t.name, vat_number: t.vatNumber, created_at: t.createdAt, updated_at: t.updatedAt, id: t.id }, [asc(t.name)], t.id);
    if (isFailure(order)) return order;
    const where = and(eq(t.tenantId, ctx.tenant.id), searchAny(ctx.query.search, [t.name, t.vatNumber, t.city, t.email]));
    const rows = await ctx.db.select().from(t).where(where).orderBy(...order).limit(page.limit).offset(page.offset);
    return paged(rows.map(present), page.meta(await countRows(ctx.db, t, where)));
  },

  createCompany: async (ctx) => {
    const errors = companyErrors(ctx.body);
    if (errors) return invalid(errors);
    const now = ctx.now();
    const [row] = await ctx.db
      .insert(t)
      .values({ tenantId: ctx.tenant.id, ...columns(ctx.body), createdAt: now, updatedAt: now })
      .returning();
    return row ? created(present(row)) : notFound();
  },

  getCompany: async (ctx) => {
    const [row] = await ctx.db.select().from(t).where(scoped(ctx.tenant.id, ctx.params.id)).limit(1);
    return row ? ok(present(row)) : notFound();
  },

  updateCompany: async (ctx) => {
    const errors = companyErrors(ctx.body);
    if (errors) return invalid(errors);
    const [row] = await ctx.db
      .update(t)
      .set({ ...columns(ctx.body), updatedAt: ctx.now() })
      .where(scoped(ctx.tenant.id, ctx.params.id))
      .returning();
    return row ? ok(present(row)) : notFound();
  },

  listCompanyUsers: async (ctx) => {
    const [company] = await ctx.db.select({ id: t.id }).from(t).where(scoped(ctx.tenant.id, ctx.params.id)).limit(1);
    if (!company) return notFound();
    const order = orderBy(ctx.query.sort, { name: users.name, email: users.email, id: users.id }, [asc(users.name)], users.id);
    if (isFailure(order)) return order;
    const page = ctx.page();
    const where = and(eq(companyUsers.tenantId, ctx.tenant.id), eq(companyUsers.companyId, company.id), searchAny(ctx.query.search, [users.name, users.email]));
    const rows = await ctx.db
      .select({ id: users.id, name: users.name, email: users.email, avatar_url: users.avatarUrl })
      .from(companyUsers)
      .innerJoin(users, eq(users.id, companyUsers.userId))
      .where(where)
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset);
    const [counted] = await ctx.db.select({ n: count() }).from(companyUsers).innerJoin(users, eq(users.id, companyUsers.userId)).where(where);
    return paged(rows, page.meta(counted?.n ?? 0));
  },
} satisfies HandlerMap;
