import { and, count, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import { auditEntries } from '../db/schema/audit.ts';
import { paged, type HandlerMap } from '../http/handler.ts';

// The audit log, read-only (issue 11): the contract offers no write, update or delete on it.

// The `to` day is inclusive: its last second, since entries are stored to the second (timestamp(0)). Not "before
// the next day", which does not exist after 9999-12-31.

export const handlers = {
  listAuditEntries: async (ctx) => {
    const q = ctx.query;
    const page = ctx.page();
    const where: SQL | undefined = and(
      eq(auditEntries.tenantId, ctx.tenant.id),
      q.user_id !== undefined ? eq(auditEntries.userId, q.user_id) : undefined,
      q.action !== undefined ? eq(auditEntries.action, q.action) : undefined,
      // Wall-clock strings of one tenant compare as its calendar does.
      q.from !== undefined ? gte(auditEntries.createdAt, `${q.from} 00:00:00`) : undefined,
      q.to !== undefined ? lte(auditEntries.createdAt, `${q.to} 23:59:59`) : undefined,
    );
    const rows = await ctx.db
      .select()
      .from(auditEntries)
      .where(where)
      .orderBy(desc(auditEntries.at), desc(auditEntries.id))
      .limit(page.limit)
      .offset(page.offset);
    const [counted] = await ctx.db.select({ n: count() }).from(auditEntries).where(where);
    const data = rows.map((r) => ({
      id: r.id,
      action: r.action,
      user: r.userId !== null ? { id: r.userId, name: r.userName ?? '' } : null,
      email: r.email,
      ip: r.ip,
      subject_type: r.subjectType,
      subject_id: r.subjectId,
      subject_label: r.subjectLabel,
      changes: r.changes,
      created_at: r.createdAt,
    }));
    return paged(data, page.meta(counted?.n ?? 0));
  },
} satisfies HandlerMap;
