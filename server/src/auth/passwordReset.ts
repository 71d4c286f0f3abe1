import { message } from '../i18n/message.ts';
import { appUrl } from '../http/publicUrl.ts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { passwordResets, users } from '../db/schema/core.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { TenantInfo } from '../http/context.ts';
import type { Config } from '../config.ts';
import { consoleLogger } from '../log.ts';
import { renderMessage } from '../i18n/render.ts';
import { userLanguage } from '../i18n/recipient.ts';
import { hashPassword } from './passwordHash.ts';
import { createResetLimiter, type ResetLimiter } from './resetLimiter.ts';
import { revokeUserTokens } from './issue.ts';
import { hashToken, newToken } from './tokens.ts';

export const RESET_TTL_MS = 60 * 60 * 1000;
/**
 * The least time a reset request takes to answer, whatever the address: the mail itself is written after the
 * answer, so this only hides the small differences left (a lookup that finds a row or not).
 */
export const RESET_ANSWER_FLOOR_MS = 150;

/** Spec §8 (catalogue `auth.resetTokenMissing`, `auth.resetTokenExpired`). */
export const TOKEN_MISSING = message('auth.resetTokenMissing');
export const TOKEN_EXPIRED = message('auth.resetTokenExpired');

export type ResetLookup =
  | { readonly _tag: 'Found'; readonly email: string }
  | { readonly _tag: 'Missing' }
  | { readonly _tag: 'Expired' };

export function resetLink(config: Config, tenantSlug: string, token: string): string {
  return appUrl(config, tenantSlug, `/password/set/${token}`);
}

// One limiter per database handle, which is one per server process (the counts are the process's own, resetLimiter.ts):
// keyed so, test files that share their worker's modules (vitest.config.ts) do not inherit each other's counts.
const limiters = new WeakMap<Db, ResetLimiter>();
const defaultLimiter = (db: Db): ResetLimiter => {
  let limiter = limiters.get(db);
  if (!limiter) limiters.set(db, (limiter = createResetLimiter()));
  return limiter;
};
/** Reset mails being written after their request was answered. */
const inFlight = new Set<Promise<void>>();

/** Resolves when every reset mail already asked for has been written (tests wait on it instead of sleeping). */
export async function resetMailsSettled(): Promise<void> {
  while (inFlight.size > 0) await Promise.all([...inFlight]);
}

export type ResetRequestOptions = {
  /** The requesting client's address (per-address limit). */
  readonly ip: string;
  /** Milliseconds since the epoch; tests move it. */
  readonly now?: number;
  readonly limiter?: ResetLimiter;
};

/**
 * A reset request. The caller answers the same whatever happens here (issue 21: the answer must not tell whether
 * the address has an account, nor whether it was throttled): every request does the same lookup, and the mail —
 * only for an active account, and only within the limits of auth/resetLimiter.ts — is written after the answer.
 */
export async function requestReset(db: Db, config: Config, mailer: Mailer, tenant: TenantInfo, rawEmail: string, opts: ResetRequestOptions): Promise<void> {
  const started = performance.now();
  const email = rawEmail.trim().toLowerCase();
  const allowed = (opts.limiter ?? defaultLimiter(db)).allow(`${tenant.id}:${email}`, opts.ip, opts.now ?? Date.now());
  const [user] = await db
    .select({ id: users.id, name: users.name, status: users.status })
    .from(users)
    .where(and(eq(users.tenantId, tenant.id), eq(users.email, email)))
    .limit(1);
  if (allowed && user && user.status !== 'deactivated') {
    const work = sendReset(db, config, mailer, tenant, email, user).catch((e: unknown) => consoleLogger.error('password reset mail failed', e));
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work));
  }
  const rest = RESET_ANSWER_FLOOR_MS - (performance.now() - started);
  if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
}

async function sendReset(db: Db, config: Config, mailer: Mailer, tenant: TenantInfo, email: string, user: { readonly id: number; readonly name: string }): Promise<void> {
  const { name } = user;
  const token = newToken();
  // Only the newest link works: a stolen older e-mail is useless once a new one is asked for.
  await db.delete(passwordResets).where(and(eq(passwordResets.tenantId, tenant.id), eq(passwordResets.email, email)));
  await db.insert(passwordResets).values({ tenantId: tenant.id, email, tokenHash: hashToken(token) });
  const link = resetLink(config, tenant.slug, token);
  // In the words of the account's owner (their preference, else the tenant's default), not of whoever asked.
  const language = await userLanguage(db, tenant, user.id);
  const say = (key: string, params?: Record<string, string | number>): string => renderMessage(message(`mail.passwordReset.${key}`, params), language);
  const minutes = { minutes: RESET_TTL_MS / 60_000 };
  await mailer.send(db, tenant.id, {
    to: email,
    subject: say('subject', { tenant: tenant.name }),
    text: `${say('greeting', { name })}\n\n${say('body', minutes)}\n${link}\n\n${say('ignore')}\n`,
    html: `<p>${escapeHtml(say('greeting', { name }))}</p><p>${escapeHtml(say('body', minutes))}</p><p><a href="${link}">${link}</a></p><p>${escapeHtml(say('ignore'))}</p>`,
  });
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
