import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { accessTokens, refreshTokens } from '../db/schema/core.ts';
import { hashToken, newToken } from './tokens.ts';

/** Laravel Passport's token answer (not wrapped in `data`). */
export type OAuthTokenBody = {
  readonly token_type: 'Bearer';
  readonly expires_in: number;
  readonly access_token: string;
  readonly refresh_token: string;
};

/** Issues an access/refresh pair; `family` continues a refresh chain, a new sign-in starts a new one. */
export async function issueTokens(db: Db, config: Config, tenantId: number, userId: number, family: string = randomUUID()): Promise<OAuthTokenBody> {
  const access = newToken();
  const refresh = newToken();
  const now = Date.now();
  const [row] = await db
    .insert(accessTokens)
    .values({ tenantId, userId, tokenHash: hashToken(access), expiresAt: new Date(now + config.accessTokenTtl * 1000) })
    .returning({ id: accessTokens.id });
  await db.insert(refreshTokens).values({
    tenantId,
    userId,
    accessTokenId: row?.id ?? null,
    tokenHash: hashToken(refresh),
    family,
    expiresAt: new Date(now + config.refreshTokenTtl * 1000),
  });
  return { token_type: 'Bearer', expires_in: config.accessTokenTtl, access_token: access, refresh_token: refresh };
}

/**
 * Revokes every refresh token of a family and the access tokens they issued (stolen-token response, sign-out). The
 * tokens also count as spent, so a later refresh with one reads "no longer valid", not "an administrator closed your
 * session" (revokeUserTokens, which leaves them unspent).
 */
export async function revokeFamily(db: Db, family: string): Promise<void> {
  const rows = await db
    .update(refreshTokens)
    .set({ revoked: true, usedAt: sql`coalesce(${refreshTokens.usedAt}, now())` })
    .where(eq(refreshTokens.family, family))
    .returning({ accessTokenId: refreshTokens.accessTokenId });
  const ids = rows.map((r) => r.accessTokenId).filter((id): id is number => id !== null);
  if (ids.length > 0) await db.update(accessTokens).set({ revoked: true }).where(inArray(accessTokens.id, ids));
}

/** Revokes all of a user's tokens (after a password change). */
export async function revokeUserTokens(db: Db, userId: number): Promise<void> {
  await db.update(refreshTokens).set({ revoked: true }).where(eq(refreshTokens.userId, userId));
  await db.update(accessTokens).set({ revoked: true }).where(eq(accessTokens.userId, userId));
}

/**
 * Revokes every token of a tenant (`npm run tenant -- disable`): the people signed in are out at their next request,
 * not when their access token would have expired; a refresh then reads the tenant's own refusal (modules/auth.ts).
 */
export async function revokeTenantTokens(db: Db, tenantId: number): Promise<void> {
  await db.update(refreshTokens).set({ revoked: true }).where(eq(refreshTokens.tenantId, tenantId));
  await db.update(accessTokens).set({ revoked: true }).where(eq(accessTokens.tenantId, tenantId));
}

/**
 * Sign-out: revokes the access token given (by its hash) and the whole family of refresh tokens it belongs to, with
 * every access token they issued. Returns false when the token is unknown to the tenant.
 */
export async function revokeSession(db: Db, tenantId: number, accessTokenHash: string): Promise<boolean> {
  const [access] = await db
    .update(accessTokens)
    .set({ revoked: true })
    .where(and(eq(accessTokens.tokenHash, accessTokenHash), eq(accessTokens.tenantId, tenantId)))
    .returning({ id: accessTokens.id });
  if (!access) return false;
  const [refresh] = await db.select({ family: refreshTokens.family }).from(refreshTokens).where(eq(refreshTokens.accessTokenId, access.id)).limit(1);
  if (refresh) await revokeFamily(db, refresh.family);
  return true;
}
