import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { recordAudit } from '../../audit/record.ts';
import { INVITATION_TTL_MS } from '../../auth/invitations.ts';
import { invitations, outbox, users } from '../../db/schema/core.ts';
import { conflict, notFound } from '../../http/failure.ts';
import { created, type HandlerMap } from '../../http/handler.ts';
import { message } from '../../i18n/message.ts';
import { wallClockAt } from '../../time.ts';
import { presentStatus } from '../outbox/present.ts';
import { inviteUser } from './invite.ts';

// Re-sending an invitation (issue 33): a user who never joined gets a fresh link; the old ones stop working, so
// only the newest mail in their inbox opens the join screen.

export const handlers = {
  resendInvitation: async (ctx) => {
    const [user] = await ctx.db
      .select({ id: users.id, name: users.name, email: users.email, roleId: users.roleId, status: users.status })
      .from(users)
      .where(and(eq(users.tenantId, ctx.tenant.id), eq(users.id, ctx.params.id)))
      .limit(1);
    if (!user) return notFound();
    if (user.status !== 'unregistered') return { ...conflict(message('users.invitation.alreadyJoined', { name: user.name })), extra: { code: 'already_joined' } };
    const now = new Date();
    await ctx.db
      .update(invitations)
      .set({ expiresAt: now })
      .where(and(eq(invitations.tenantId, ctx.tenant.id), eq(invitations.email, user.email), isNull(invitations.acceptedAt), gt(invitations.expiresAt, now)));
    await inviteUser(
      { db: ctx.db, config: ctx.config, mailer: ctx.mailer, tenant: ctx.tenant, now: ctx.now() },
      { email: user.email, name: user.name, roleId: user.roleId },
      { id: ctx.user.id, name: ctx.user.name },
    );
    const [mail] = await ctx.db
      .select({ status: outbox.status })
      .from(outbox)
      .where(and(eq(outbox.tenantId, ctx.tenant.id), eq(outbox.to, user.email)))
      .orderBy(desc(outbox.id))
      .limit(1);
    await recordAudit(ctx.db, { tenantId: ctx.tenant.id, actor: ctx.user, action: 'user.invitation_resent', ip: ctx.ip, now: ctx.now(), subject: { type: 'user', id: user.id, label: user.email } });
    return created({ expires_at: wallClockAt(ctx.tenant.timezone, new Date(now.getTime() + INVITATION_TTL_MS)), mail_status: presentStatus(mail?.status ?? 'captured') });
  },
} satisfies HandlerMap;
