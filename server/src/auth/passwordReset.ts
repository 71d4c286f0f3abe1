import { appUrl } from '../http/publicUrl.ts';
import { and, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { passwordResets, users } from '../db/schema/core.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { TenantInfo } from '../http/context.ts';
import type { Config } from '../config.ts';
import { hashPassword } from './passwordHash.ts';
import { revokeUserTokens } from './issue.ts';
import { hashToken, newToken } from './tokens.ts';

export const RESET_TTL_MS = 60 * 60 * 1000;
/** One reset e-mail per address per minute, so the endpoint cannot be used to flood a mailbox. */
export const RESET_INTERVAL_MS = 60 * 1000;

export const TOKEN_MISSING = "This password reset token doesn't exist.";
export const TOKEN_EXPIRED = 'This password reset token is expired.';

export type ResetLookup =
  | { readonly _tag: 'Found'; readonly email: string }
  | { readonly _tag: 'Missing' }
  | { readonly _tag: 'Expired' };

export function resetLink(config: Config, tenantSlug: string, token: string): string {
  return appUrl(config, tenantSlug, `/password/set/${token}`);
}

export type ResetRequest = { readonly _tag: 'Sent' } | { readonly _tag: 'TooSoon'; readonly retryAfterSeconds: number };

/** Writes the reset e-mail when the address has an account; the caller answers the same either way. */
export async function requestReset(db: Db, config: Config, mailer: Mailer, tenant: TenantInfo, rawEmail: string): Promise<ResetRequest> {
  const email = rawEmail.trim().toLowerCase();
  const [recent] = await db
    .select({ createdAt: passwordResets.createdAt })
    .from(passwordResets)
    .where(and(eq(passwordResets.tenantId, tenant.id), eq(passwordResets.email, email), gt(passwordResets.createdAt, new Date(Date.now() - RESET_INTERVAL_MS))))
    .orderBy(desc(passwordResets.createdAt))
    .limit(1);
  if (recent) return { _tag: 'TooSoon', retryAfterSeconds: (recent.createdAt.getTime() + RESET_INTERVAL_MS - Date.now()) / 1000 };

  const [user] = await db
    .select({ id: users.id, name: users.name, status: users.status })
    .from(users)
    .where(and(eq(users.tenantId, tenant.id), eq(users.email, email)))
    .limit(1);
  if (!user || user.status === 'deactivated') return { _tag: 'Sent' };

  const token = newToken();
  // Only the newest link works: a stolen older e-mail is useless once a new one is asked for.
  await db.delete(passwordResets).where(and(eq(passwordResets.tenantId, tenant.id), eq(passwordResets.email, email)));
  await db.insert(passwordResets).values({ tenantId: tenant.id, email, tokenHash: hashToken(token) });
  const link = resetLink(config, tenant.slug, token);
  await mailer.send(db, tenant.id, {
    to: email,
    subject: `${tenant.name}: reimposta la password`,
    text: `Ciao ${user.name},\n\nper scegliere una nuova password apri questo link entro 60 minuti:\n${link}\n\nSe non hai chiesto tu il cambio, ignora questo messaggio.\n`,
    html: `<p>Ciao ${escapeHtml(user.name)},</p><p>per scegliere una nuova password apri questo link entro 60 minuti:</p><p><a href="${link}">${link}</a></p><p>Se non hai chiesto tu il cambio, ignora questo messaggio.</p>`,
  });
  return { _tag: 'Sent' };
}

export async function findReset(db: Db, tenantId: number, token: string): Promise<ResetLookup> {
  const [row] = await db
    .select({ email: passwordResets.email, createdAt: passwordResets.createdAt })
    .from(passwordResets)
    .where(and(eq(passwordResets.tenantId, tenantId), eq(passwordResets.tokenHash, hashToken(token))))
    .limit(1);
  if (!row) return { _tag: 'Missing' };
  if (row.createdAt.getTime() + RESET_TTL_MS <= Date.now()) return { _tag: 'Expired' };
  return { _tag: 'Found', email: row.email };
}

export type ResetOutcome = { readonly _tag: 'Changed' } | { readonly _tag: 'Missing' } | { readonly _tag: 'Expired' };

/** Sets the password, consumes the token, and signs the user out everywhere (the old password may be known). */
export async function completeReset(db: Db, tenantId: number, rawEmail: string, token: string, password: string, now: string): Promise<ResetOutcome> {
  const email = rawEmail.trim().toLowerCase();
  const found = await findReset(db, tenantId, token);
  if (found._tag !== 'Found' || found.email !== email) return found._tag === 'Expired' ? found : { _tag: 'Missing' };
  const [user] = await db.select({ id: users.id }).from(users).where(and(eq(users.tenantId, tenantId), eq(users.email, email))).limit(1);
  if (!user) return { _tag: 'Missing' };
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id));
    await tx.delete(passwordResets).where(and(eq(passwordResets.tenantId, tenantId), eq(passwordResets.email, email)));
    await revokeUserTokens(tx, user.id);
  });
  return { _tag: 'Changed' };
}

const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
