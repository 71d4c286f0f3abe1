import { and, asc, count, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { loginAttempts } from '../db/schema/core.ts';
import { tooManyRequests, type Failure } from '../http/failure.ts';

export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
/** Failed sign-ins allowed per account within the window. */
export const MAX_ACCOUNT_FAILURES = 5;
/** Failed sign-ins allowed per client address within the window (across accounts: password spraying). */
export const MAX_IP_FAILURES = 20;

async function window(db: Db, where: ReturnType<typeof and>, since: Date): Promise<{ n: number; oldest: Date | null }> {
  const [row] = await db.select({ n: count() }).from(loginAttempts).where(and(where, gt(loginAttempts.attemptedAt, since)));
  const n = row?.n ?? 0;
  if (n === 0) return { n, oldest: null };
  const [first] = await db
    .select({ at: loginAttempts.attemptedAt })
    .from(loginAttempts)
    .where(and(where, gt(loginAttempts.attemptedAt, since)))
    .orderBy(asc(loginAttempts.attemptedAt))
    .limit(1);
  return { n, oldest: first?.at ?? null };
}

/** 429 with Retry-After when the account or the address has failed too often recently; null otherwise. */
export async function checkThrottle(db: Db, tenantId: number, email: string, ip: string): Promise<Failure | null> {
  const now = Date.now();
  const since = new Date(now - THROTTLE_WINDOW_MS);
  const account = await window(db, and(eq(loginAttempts.tenantId, tenantId), eq(loginAttempts.email, email)), since);
  const address = await window(db, eq(loginAttempts.ip, ip), since);
  const blocked = [
    account.n >= MAX_ACCOUNT_FAILURES ? account.oldest : null,
    address.n >= MAX_IP_FAILURES ? address.oldest : null,
  ].filter((d): d is Date => d !== null);
  if (blocked.length === 0) return null;
  // Retry when the oldest failure counted leaves the window (the latest of the blocking limits).
  const retryAt = Math.max(...blocked.map((d) => d.getTime() + THROTTLE_WINDOW_MS));
  return tooManyRequests((retryAt - now) / 1000);
}

export async function recordFailure(db: Db, tenantId: number, email: string, ip: string): Promise<void> {
  await db.insert(loginAttempts).values({ tenantId, email, ip });
  // Keep the table small: rows older than the window no longer count.
  await db.delete(loginAttempts).where(lt(loginAttempts.attemptedAt, new Date(Date.now() - THROTTLE_WINDOW_MS)));
}

/** A successful sign-in forgives the account's failures (the address keeps its count). */
export async function clearAccountFailures(db: Db, tenantId: number, email: string): Promise<void> {
  await db.delete(loginAttempts).where(and(eq(loginAttempts.tenantId, tenantId), eq(loginAttempts.email, email)));
}
