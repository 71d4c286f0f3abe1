import { and, eq, ne, notInArray } from 'drizzle-orm';
import { recordAudit } from '../audit/record.ts';
import { bearerToken } from '../auth/authenticate.ts';
import { newPasswordErrors } from '../auth/newPassword.ts';
import { hashPassword, verifyPassword } from '../auth/passwordHash.ts';
import { hashToken } from '../auth/tokens.ts';
import type { Db } from '../db/client.ts';
import { accessTokens, refreshTokens, users } from '../db/schema/core.ts';
import { invalid, ok, type HandlerMap } from '../http/handler.ts';
import { message } from '../i18n/message.ts';
import { renderMessage } from '../i18n/render.ts';

// A person changes their own password (POST /users/me/password), knowing the current one. The session making the
// call goes on; every other one ends, since whoever knew the old password may be signed in elsewhere.

/** Ends the user's sessions but the one of `accessTokenHash` (its sign-in's token family, refreshes included). */
async function endOtherSessions(db: Db, tenantId: number, userId: number, accessTokenHash: string): Promise<void> {
  const [access] = await db.select({ id: accessTokens.id }).from(accessTokens).where(and(eq(accessTokens.tokenHash, accessTokenHash), eq(accessTokens.tenantId, tenantId))).limit(1);
  const [refresh] = access ? await db.select({ family: refreshTokens.family }).from(refreshTokens).where(eq(refreshTokens.accessTokenId, access.id)).limit(1) : [];
  const family = refresh?.family;
  const kept = family === undefined ? [] : await db.select({ id: refreshTokens.accessTokenId }).from(refreshTokens).where(eq(refreshTokens.family, family));
  const keptAccess = [...(access ? [access.id] : []), ...kept.flatMap((r) => (r.id === null ? [] : [r.id]))];
  await db
    .update(refreshTokens)
    .set({ revoked: true })
    .where(family === undefined ? eq(refreshTokens.userId, userId) : and(eq(refreshTokens.userId, userId), ne(refreshTokens.family, family)));
  await db
    .update(accessTokens)
    .set({ revoked: true })
    .where(keptAccess.length === 0 ? eq(accessTokens.userId, userId) : and(eq(accessTokens.userId, userId), notInArray(accessTokens.id, keptAccess)));
}

export const handlers = {
  changeMyPassword: async (ctx) => {
    const { current_password: current, password, password_confirmation: confirmation } = ctx.body;
    const [row] = await ctx.db.select({ hash: users.passwordHash }).from(users).where(and(eq(users.id, ctx.user.id), eq(users.tenantId, ctx.tenant.id))).limit(1);
    const rightCurrent = row?.hash ? await verifyPassword(row.hash, current) : false;
    if (!rightCurrent) return invalid({ current_password: [message('auth.currentPasswordWrong')] });
    const errors = newPasswordErrors(password, confirmation);
    if (errors) return invalid(errors);
    const now = ctx.now();
    const passwordHash = await hashPassword(password);
    const token = bearerToken(ctx.request.headers.get('authorization') ?? undefined);
    await ctx.db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash, updatedAt: now }).where(and(eq(users.id, ctx.user.id), eq(users.tenantId, ctx.tenant.id)));
      await endOtherSessions(tx, ctx.tenant.id, ctx.user.id, token ? hashToken(token) : '');
    });
    await recordAudit(ctx.db, { tenantId: ctx.tenant.id, actor: ctx.user, action: 'user.password_changed', ip: ctx.ip, now, subject: { type: 'user', id: ctx.user.id, label: ctx.user.email } });
    return ok({ message: renderMessage(message('auth.passwordChanged'), ctx.language) });
  },
} satisfies HandlerMap;
