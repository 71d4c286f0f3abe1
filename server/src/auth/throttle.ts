import { and, count, desc, asc, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { auditEntries } from '../db/schema/audit.ts';
import { loginAttempts } from '../db/schema/core.ts';
import { tooManyRequests, type Failure } from '../http/failure.ts';

// Sign-in throttling that slows guessing without locking an office out (issue 21; policy in server/README.md):
// - per account: 5 failures in the last hour are free, then each further attempt waits 1 s, 2 s, 4 s… (at most
//   60 s) after the latest failure;
// - per client address: 20 failures are free (an office behind one NAT), then the same doubling, at most 60 s;
// - a correct password from an address this account signed in from before (90 days) passes through those delays;
// - hard limit, for clear abuse only: 300 failures from one address in an hour refuse that address until the
//   oldest of them is an hour old, whatever the password.
// A delay or the hard limit answers 429 with Retry-After in seconds (the sign-in and section screens show it).
// Times come from the caller (`now`), so tests move the clock instead of waiting.

export const THROTTLE_WINDOW_MS = 60 * 60 * 1000;
/** Failures per account within the window before delays start. */
export const FREE_ACCOUNT_FAILURES = 5;
/** Failures per client address within the window (across accounts) before delays start. */
export const FREE_ADDRESS_FAILURES = 20;
export const FIRST_DELAY_MS = 1000;
export const MAX_DELAY_MS = 60 * 1000;
/** Failures per address within the window that refuse it outright. */
export const ADDRESS_HARD_LIMIT = 300;
/** How long a successful sign-in from an address makes it a known address of the account. */
export const KNOWN_ADDRESS_MS = 90 * 24 * 60 * 60 * 1000;

/** The wait after `failures` failures, `free` of them without one: 0, then 1 s, 2 s, 4 s… up to MAX_DELAY_MS. */
export function delayAfter(failures: number, free: number): number {
  if (failures < free) return 0;
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.min(failures - free, 20));
}

type Window = { readonly n: number; readonly oldest: Date | null; readonly latest: Date | null };

async function failures(db: Db, where: ReturnType<typeof and>, since: Date): Promise<Window> {
  const scope = and(where, gt(loginAttempts.attemptedAt, since));
  const [row] = await db.select({ n: count() }).from(loginAttempts).where(scope);
  const n = row?.n ?? 0;
  if (n === 0) return { n, oldest: null, latest: null };
  const [first] = await db.select({ at: loginAttempts.attemptedAt }).from(loginAttempts).where(scope).orderBy(asc(loginAttempts.attemptedAt)).limit(1);
  const [last] = await db.select({ at: loginAttempts.attemptedAt }).from(loginAttempts).where(scope).orderBy(desc(loginAttempts.attemptedAt)).limit(1);
  return { n, oldest: first?.at ?? null, latest: last?.at ?? null };
}

export type ThrottleState =
  | { readonly _tag: 'Free' }
  /** Wait `retryAfterMs`; a correct password from a known address may pass. */
  | { readonly _tag: 'Delayed'; readonly retryAfterMs: number }
  /** Clear abuse from this address: refused whatever the password. */
  | { readonly _tag: 'Blocked'; readonly retryAfterMs: number };

/** Where an attempt for `key` (an account's e-mail, or a section key) from `ip` stands at `now`. */
export async function assessThrottle(db: Db, tenantId: number, key: string, ip: string, now: Date): Promise<ThrottleState> {
  const since = new Date(now.getTime() - THROTTLE_WINDOW_MS);
  const address = await failures(db, eq(loginAttempts.ip, ip), since);
  if (address.n >= ADDRESS_HARD_LIMIT && address.oldest) {
    return { _tag: 'Blocked', retryAfterMs: address.oldest.getTime() + THROTTLE_WINDOW_MS - now.getTime() };
  }
  const account = await failures(db, and(eq(loginAttempts.tenantId, tenantId), eq(loginAttempts.email, key)), since);
  const waits = [
    account.latest ? account.latest.getTime() + delayAfter(account.n, FREE_ACCOUNT_FAILURES) - now.getTime() : 0,
    address.latest ? address.latest.getTime() + delayAfter(address.n, FREE_ADDRESS_FAILURES) - now.getTime() : 0,
  ];
  const wait = Math.max(...waits);
  return wait > 0 ? { _tag: 'Delayed', retryAfterMs: wait } : { _tag: 'Free' };
}

/** The 429 for a throttled state (Retry-After in whole seconds, at least 1). */
export const throttledAnswer = (state: Exclude<ThrottleState, { _tag: 'Free' }>): Failure => tooManyRequests(Math.max(1, Math.ceil(state.retryAfterMs / 1000)));

/** Whether `userId` signed in successfully from `ip` in the last 90 days (the audit log's `auth.login` entries). */
export async function knownAddress(db: Db, tenantId: number, userId: number, ip: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: auditEntries.id })
    .from(auditEntries)
    .where(
      and(
        eq(auditEntries.tenantId, tenantId),
        eq(auditEntries.userId, userId),
        eq(auditEntries.action, 'auth.login'),
        eq(auditEntries.ip, ip),
        gt(auditEntries.at, new Date(now.getTime() - KNOWN_ADDRESS_MS)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * 429 with Retry-After when attempts for `key` from `ip` must wait; null otherwise. For checks with no known-address
 * exception (a protected section's password: its user is already signed in).
 */
export async function checkThrottle(db: Db, tenantId: number, key: string, ip: string, now: Date = new Date()): Promise<Failure | null> {
  const state = await assessThrottle(db, tenantId, key, ip, now);
  return state._tag === 'Free' ? null : throttledAnswer(state);
}

export async function recordFailure(db: Db, tenantId: number, email: string, ip: string, now: Date = new Date()): Promise<void> {
  await db.insert(loginAttempts).values({ tenantId, email, ip, attemptedAt: now });
  // Keep the table small: rows older than the window no longer count.
  await db.delete(loginAttempts).where(lt(loginAttempts.attemptedAt, new Date(now.getTime() - THROTTLE_WINDOW_MS)));
}

/** A successful sign-in forgives the account's failures (the address keeps its count). */
export async function clearAccountFailures(db: Db, tenantId: number, email: string): Promise<void> {
  await db.delete(loginAttempts).where(and(eq(loginAttempts.tenantId, tenantId), eq(loginAttempts.email, email)));
}
