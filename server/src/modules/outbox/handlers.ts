import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { recordAudit } from '../../audit/record.ts';
import { outbox } from '../../db/schema/core.ts';
import type { Db } from '../../db/client.ts';
import { created, ok, paged, type HandlerMap } from '../../http/handler.ts';
import { notFound } from '../../http/failure.ts';
import { presentSentMail, presentSentMailDetail, resendable, storedStatus } from './present.ts';

// Settings → Mail (issue 33): what the tenant sent or tried, each message as it went, and sending one again.

async function findMail(db: Db, tenantId: number, id: number) {
  const [row] = await db
    .select()
    .from(outbox)
    .where(and(eq(outbox.tenantId, tenantId), eq(outbox.id, id)))
    .limit(1);
  return row ?? null;
}

export const handlers = {
  listSentMails: async (ctx) => {
    const page = ctx.page();
    const where: SQL | undefined = and(eq(outbox.tenantId, ctx.tenant.id), ctx.query.status !== undefined ? eq(outbox.status, storedStatus(ctx.query.status)) : undefined);
    const rows = await ctx.db.select().from(outbox).where(where).orderBy(desc(outbox.id)).limit(page.limit).offset(page.offset);
    const [counted] = await ctx.db.select({ n: count() }).from(outbox).where(where);
    return paged(
      rows.map((r) => presentSentMail(r, ctx.tenant.timezone)),
      page.meta(counted?.n ?? 0),
    );
  },

  getSentMail: async (ctx) => {
    const row = await findMail(ctx.db, ctx.tenant.id, ctx.params.id);
    return row ? ok(presentSentMailDetail(row, ctx.tenant.timezone)) : notFound();
  },

  resendMail: async (ctx) => {
    const row = await findMail(ctx.db, ctx.tenant.id, ctx.params.id);
    if (!row) return notFound();
    const sent = await ctx.mailer.send(ctx.db, ctx.tenant.id, resendable(row), { resentFrom: row.id });
    await recordAudit(ctx.db, {
      tenantId: ctx.tenant.id,
      actor: ctx.user,
      action: 'mail.resent',
      ip: ctx.ip,
      now: ctx.now(),
      subject: { type: 'mail', id: row.id, label: `${row.to}: ${row.subject}` },
    });
    const again = await findMail(ctx.db, ctx.tenant.id, sent.outboxId);
    return again ? created(presentSentMail(again, ctx.tenant.timezone)) : notFound();
  },
} satisfies HandlerMap;
