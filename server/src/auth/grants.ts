import { timingSafeEqual } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { accessTokens, refreshTokens, users } from '../db/schema/core.ts';
import type { Failure } from '../http/failure.ts';
import { message, type Message } from '../i18n/message.ts';
import { recordAudit } from '../audit/record.ts';
import { issueTokens, revokeFamily, type OAuthTokenBody } from './issue.ts';
import { burnVerification, verifyPassword } from './passwordHash.ts';
import { assessThrottle, clearAccountFailures, knownAddress, recordFailure, throttledAnswer } from './throttle.ts';
import { hashToken } from './tokens.ts';

/** Spec §8: the sign-in failure (catalogue `auth.credentials`). */
export const CREDENTIALS_MESSAGE: Message = message('auth.credentials');

/**
 * Why a refresh token no longer works, as the `code` the client keys on: a session an administrator (or a detected
 * replay) closed reads differently from one that simply ran out, so the login screen can say which.
 */
export type SessionEndCode = 'session_revoked' | 'session_expired' | 'session_invalid';

// OAuth clients key on `error` and `error_description` (RFC 6749, kept as machine text); people read `message`.
const invalidGrant = (description: string, wording: Message = CREDENTIALS_MESSAGE, code?: SessionEndCode): Failure => ({
  _tag: 'BadRequest',
  status: 400,
  message: wording,
  extra: { error: 'invalid_grant', error_description: description, ...(code ? { code } : {}) },
});

const sessionEnded = (description: string, code: SessionEndCode): Failure =>
  invalidGrant(description, message(code === 'session_revoked' ? 'auth.sessionRevoked' : code === 'session_expired' ? 'auth.sessionExpired' : 'auth.sessionInvalid'), code);

const invalidClient: Failure = {
  _tag: 'Unauthenticated',
  status: 401,
  message: CREDENTIALS_MESSAGE,
  extra: { error: 'invalid_client', error_description: 'Client authentication failed.' },
};

const sameSecret = (a: string, b: string): boolean => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

export function checkClient(config: Config, clientId: string, clientSecret: string): Failure | null {
  return clientId === config.oauthClientId && sameSecret(clientSecret, config.oauthClientSecret) ? null : invalidClient;
}

export type GrantDeps = {
  readonly db: Db;
  readonly config: Config;
  readonly tenantId: number;
  readonly ip: string;
  /** Tenant wall clock, for the audit log. */
  readonly now: string;
  /** The instant of the attempt, for the sign-in throttle (tests move it). */
  readonly clock?: () => Date;
};

export async function passwordGrant(deps: GrantDeps, username: string, password: string): Promise<OAuthTokenBody | Failure> {
  const { db, config, tenantId, ip, now } = deps;
  const instant = (deps.clock ?? (() => new Date()))();
  const email = username.trim().toLowerCase();
  // Throttling (auth/throttle.ts): clear abuse is refused outright; a delay refuses before the password is even
  // checked, except from an address the account signed in from before, where only a correct password passes.
  const throttle = await assessThrottle(db, tenantId, email, ip, instant);
  if (throttle._tag === 'Blocked') return throttledAnswer(throttle);

  const [user] = await db
    .select({ id: users.id, name: users.name, passwordHash: users.passwordHash, status: users.status })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.email, email)))
    .limit(1);
  if (throttle._tag === 'Delayed' && !(user && (await knownAddress(db, tenantId, user.id, ip, instant)))) return throttledAnswer(throttle);
  const valid = user?.passwordHash ? await verifyPassword(user.passwordHash, password) : (await burnVerification(password), false);
  // Only active users sign in; the answer does not say whether the account exists or is deactivated.
  if (!user || !valid || user.status !== 'active') {
    await recordFailure(db, tenantId, email, ip, instant);
    await recordAudit(db, { tenantId, actor: null, email, action: 'auth.login_failed', ip, now });
    // A wrong password during a delay still waits (it counted as one more failure).
    return throttle._tag === 'Delayed' ? throttledAnswer(throttle) : invalidGrant('The user credentials were incorrect.');
  }
  await clearAccountFailures(db, tenantId, email);
  await recordAudit(db, { tenantId, actor: { id: user.id, name: user.name, email }, action: 'auth.login', ip, now });
  return issueTokens(db, config, tenantId, user.id);
}

/**
 * Rotation: a refresh token works once. Presenting a spent one means it was copied (by an attacker, or a replay):
 * the whole family is revoked, so whoever holds the newer tokens must sign in again.
 */
export async function refreshGrant(deps: GrantDeps, refreshToken: string): Promise<OAuthTokenBody | Failure> {
  const { db, config, tenantId } = deps;
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(and(eq(refreshTokens.tokenHash, hashToken(refreshToken)), eq(refreshTokens.tenantId, tenantId)))
    .limit(1);
  if (!row) return sessionEnded('The refresh token is invalid.', 'session_invalid');
  // Spent first: a family revoked for a replay or a sign-out is spent too (issue.ts), so only a session closed by an
  // administrator (or a password change) reads as revoked.
  if (row.usedAt !== null) {
    await revokeFamily(db, row.family);
    return sessionEnded('The refresh token has already been used.', 'session_invalid');
  }
  if (row.revoked) return sessionEnded('The refresh token has been revoked.', 'session_revoked');
  if (row.expiresAt.getTime() <= Date.now()) return sessionEnded('The refresh token has expired.', 'session_expired');

  // Spend it atomically: of two concurrent refreshes with one token, exactly one wins.
  const spent = await db
    .update(refreshTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.usedAt)))
    .returning({ id: refreshTokens.id });
  if (spent.length === 0) {
    await revokeFamily(db, row.family);
    return sessionEnded('The refresh token has already been used.', 'session_invalid');
  }
  const [user] = await db.select({ status: users.status }).from(users).where(eq(users.id, row.userId)).limit(1);
  if (!user || user.status !== 'active') return sessionEnded('The refresh token is invalid.', 'session_revoked');
  // Like Passport, the access token issued with the spent refresh token stops working.
  if (row.accessTokenId !== null) await db.update(accessTokens).set({ revoked: true }).where(eq(accessTokens.id, row.accessTokenId));
  return issueTokens(db, config, tenantId, row.userId, row.family);
}
