import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sectionAccesses } from '../../db/schema/core.ts';
import { sectionLocked, type Failure } from '../../http/failure.ts';
import { isValidAt } from './validity.ts';

// The server side of a password-protected section (spec §4, §7): an operation declaring `x-section` is answered
// only while the caller's last login to that section, in that tenant, is within the window. The browser's gate is
// a courtesy; this is the rule. Each user logs in for themselves: another user's login opens nothing.

export type SectionCaller = { readonly tenantId: number; readonly userId: number };

/** null when the caller's latest login to `section` is still valid at `now`; the 423 refusal otherwise. */
export async function sectionLoginRefusal(db: Db, caller: SectionCaller, section: string, now: string, windowSeconds: number): Promise<Failure | null> {
  const [latest] = await db
    .select({ loggedInAt: sectionAccesses.loggedInAt })
    .from(sectionAccesses)
    .where(and(eq(sectionAccesses.tenantId, caller.tenantId), eq(sectionAccesses.userId, caller.userId), eq(sectionAccesses.section, section)))
    .orderBy(desc(sectionAccesses.loggedInAt))
    .limit(1);
  return latest && isValidAt(latest.loggedInAt, now, windowSeconds) ? null : sectionLocked(section);
}
