import type { Db } from '../db/client.ts';
import type { AuthUser } from '../http/context.ts';
import { createGenerationCache } from '../cache/generationCache.ts';
import type { WriteGeneration } from '../cache/writeGeneration.ts';
import { LANGUAGE_FAMILY } from '../cache/writeFamilies.ts';
import { authenticate } from './authenticate.ts';
import { hashToken } from './tokens.ts';

/** Resolves a bearer token of a tenant to its user, or null when the token is not valid (now). */
export type Authenticator = (tenantId: number, token: string) => Promise<AuthUser | null>;

/**
 * What a resolved token is made of: the token itself (sign-in, refresh, sign-out: `auth`), the user (status,
 * deactivation), their role and its permissions, and their `language` preference (it words every answer to them:
 * a changed language shows from the next call). Other writes, other preferences' included, leave resolved tokens
 * in place: a preference save used to end every session of its tenant, and each user's next call asked the database.
 */
export const SESSION_FAMILIES: readonly string[] = ['auth', 'users', 'roles', 'permissions', LANGUAGE_FAMILY];

export type SessionCacheOptions = {
  readonly db: Db;
  readonly generation: WriteGeneration;
  /**
   * How long a resolved token may be served without asking the database again. Writes of its families (sign-out,
   * role, status or permission changes, through any server process on the database) end it at once; the time-to-live
   * only bounds changes made behind the servers' backs, such as direct SQL. 0 turns the cache off.
   */
  readonly ttlMs: number;
  readonly maxEntries: number;
  readonly clock?: () => number;
};

/**
 * Every authenticated call used to cost a query joining token, user, role and permissions, several times the
 * cost of the call's own work on the embedded database. Valid tokens are remembered here; unknown ones are not,
 * so guessing tokens cannot fill the cache.
 */
export function createSessionCache(options: SessionCacheOptions): Authenticator {
  const { db, generation, ttlMs, maxEntries } = options;
  const clock = options.clock ?? Date.now;
  if (ttlMs <= 0) return async (tenantId, token) => (await authenticate(db, tenantId, hashToken(token)))?.user ?? null;
  const cache = createGenerationCache<AuthUser>(maxEntries);

  return async (tenantId, token) => {
    const tokenHash = hashToken(token);
    const key = `${tenantId}:${tokenHash}`;
    const readAt = generation.stamp(tenantId, SESSION_FAMILIES);
    const hit = cache.get(key, readAt, clock());
    if (hit) return hit;
    const found = await authenticate(db, tenantId, tokenHash);
    if (!found) return null;
    cache.set(key, found.user, {
      generation: readAt,
      currentGeneration: generation.stamp(tenantId, SESSION_FAMILIES),
      expiresAt: Math.min(clock() + ttlMs, found.expiresAt.getTime()),
      weight: 1,
    });
    return found.user;
  };
}
