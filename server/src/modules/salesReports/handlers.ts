import { and, eq } from 'drizzle-orm';
import { salesReports } from '../../db/schema/salesReports.ts';
import { created, invalid, isFailure, noContent, notFound, ok, paged, type HandlerMap } from '../../http/handler.ts';
import type { Schema } from '../../http/operationTypes.ts';
import { findSalesReport, listSalesReports } from './repository.ts';
import { checkRefs, saveLinks } from './write.ts';
import type { FieldErrors } from '../../contract/fieldErrors.ts';
import { message } from '../../i18n/message.ts';

// Sales reports: contacts with a profile, mentioning materials and interests (many-to-many).

const scoped = (tenantId: number, id: number) => and(eq(salesReports.tenantId, tenantId), eq(salesReports.id, id));

type Input = Schema<'SalesReportInput'>;

const columns = (b: Input, userId: number | null) => ({
  date: b.date,
  profileId: b.profile_id,
  userId,
  contactType: b.contact_type,
  summary: b.summary,
  notes: b.notes ?? null,
  outcome: b.outcome ?? null,
  nextAction: b.next_action ?? null,
  ...nextActionColumns(b.next_action_at ?? null),
});

/** A day without a time is kept as the day: midnight in the column, and no time to show (present.ts). */
const nextActionColumns = (at: string | null) => {
  const dayOnly = at !== null && at.length === 'YYYY-MM-DD'.length;
  return { nextActionAt: dayOnly ? `${at} 00:00:00` : at, nextActionTimed: !dayOnly };
};

/** A next action is after the contact it follows: on the report's day or later (a bare date reads as its day). */
const nextActionErrors = (b: Input): FieldErrors | null =>
  b.next_action_at && b.next_action_at.slice(0, 10) < b.date ? { next_action_at: [message('salesReports.nextActionBeforeDate')] } : null;

export const handlers = {
  listSalesReports: async (ctx) => {
    const page = ctx.page();
    const q = ctx.query;
    const result = await listSalesReports(
      ctx.db,
      ctx.tenant.id,
      { profileId: q.profile_id, userId: q.user_id, from: q.from, to: q.to, search: q.search },
      { sort: q.sort, language: ctx.language },
      page,
    );
    return isFailure(result) ? result : paged(result.rows, page.meta(result.total));
  },

  createSalesReport: async (ctx) => {
    const b = ctx.body;
    const userId = b.user_id ?? ctx.user.id;
    const refs = await checkRefs(ctx.db, ctx.tenant.id, { profileId: b.profile_id, userId, materialIds: b.material_ids ?? [], interestIds: b.interest_ids ?? [] });
    const order = nextActionErrors(b);
    if (refs || order) return invalid({ ...refs, ...order });
    const now = ctx.now();
    const id = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(salesReports)
        .values({ tenantId: ctx.tenant.id, ...columns(b, userId), createdAt: now, updatedAt: now })
        .returning({ id: salesReports.id });
      if (!row) return null;
      await saveLinks(tx, ctx.tenant.id, row.id, b.material_ids ?? [], b.interest_ids ?? []);
      return row.id;
    });
    const view = id === null ? null : await findSalesReport(ctx.db, ctx.tenant.id, id);
    return view ? created(view) : notFound();
  },

  getSalesReport: async (ctx) => {
    const view = await findSalesReport(ctx.db, ctx.tenant.id, ctx.params.id);
    return view ? ok(view) : notFound();
  },

  updateSalesReport: async (ctx) => {
    const [current] = await ctx.db.select({ userId: salesReports.userId }).from(salesReports).where(scoped(ctx.tenant.id, ctx.params.id)).limit(1);
    if (!current) return notFound();
    const b = ctx.body;
    // PUT replaces the fields; without user_id the author stays who it was, nobody included (an author deleted since):
    // saving someone's old report must not make the editor its author.
    const userId = b.user_id ?? current.userId;
    const refs = await checkRefs(ctx.db, ctx.tenant.id, { profileId: b.profile_id, userId, materialIds: b.material_ids ?? [], interestIds: b.interest_ids ?? [] });
    const order = nextActionErrors(b);
    if (refs || order) return invalid({ ...refs, ...order });
    await ctx.db.transaction(async (tx) => {
      await tx.update(salesReports).set({ ...columns(b, userId), updatedAt: ctx.now() }).where(scoped(ctx.tenant.id, ctx.params.id));
      await saveLinks(tx, ctx.tenant.id, ctx.params.id, b.material_ids, b.interest_ids);
    });
    const view = await findSalesReport(ctx.db, ctx.tenant.id, ctx.params.id);
    return view ? ok(view) : notFound();
  },

  deleteSalesReport: async (ctx) => {
    const gone = await ctx.db.delete(salesReports).where(scoped(ctx.tenant.id, ctx.params.id)).returning({ id: salesReports.id });
    return gone.length > 0 ? noContent() : notFound();
  },
} satisfies HandlerMap;
