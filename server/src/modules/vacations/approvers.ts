import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { relatedUsers } from '../../db/schema/core.ts';
import { teamOf } from '../../permissions/recordScope.ts';

// Who may see and decide whose requests (contract listVacations, changeVacationStatus; issue 14 point 4): holders
// of vacations.changeStatus or vacations.management everyone's, a team leader their team's (spec §6: a user with
// related users is a team leader), everybody their own. Nobody decides on their own request (checked by the caller).

/** The members of the user's team (empty when they lead nobody): the record scope's own definition. */
export { teamOf };

/** Whether `leaderId` leads `memberId` in this tenant. */
export async function leads(db: Db, tenantId: number, leaderId: number, memberId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: relatedUsers.id })
    .from(relatedUsers)
    .where(and(eq(relatedUsers.tenantId, tenantId), eq(relatedUsers.leaderId, leaderId), eq(relatedUsers.memberId, memberId)))
    .limit(1);
  return row !== undefined;
}

/**
 * The requesters whose requests the user sees: null = everyone (approvers and managers), else themselves and their
 * team. `asked` (the list's `user_id` filter) narrows it; asking for someone outside it leaves nobody.
 */
export async function visibleRequesters(
  db: Db,
  tenantId: number,
  user: { readonly id: number; readonly seesAll: boolean },
  asked: number | undefined,
): Promise<readonly number[] | null> {
  if (user.seesAll) return asked === undefined ? null : [asked];
  const mine = [user.id, ...(await teamOf(db, tenantId, user.id))];
  return asked === undefined ? mine : mine.filter((id) => id === asked);
}
