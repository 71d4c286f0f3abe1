import type { Db } from '../../db/client.ts';
import type { AuthUser, TenantInfo } from '../../http/context.ts';
import { can } from '../../permissions/check.ts';
import { reachesAll } from '../../permissions/recordScope.ts';
import { visibleRequesters } from '../vacations/approvers.ts';

// Whose leave allowances and balances a user reads and sets (issue 30 point 2): an allowance is as personal as the
// leave itself. Those who manage leave — administrators, holders of vacations.management (the record scope's key of
// the module) and approvers holding vacations.changeStatus — reach everyone's; a team leader their own and their
// team's; everybody else their own. Outside the scope a record answers 404, in lists too (it is not there for them).

export const managesLeave = (user: AuthUser, tenant: TenantInfo): boolean =>
  reachesAll(user, tenant, 'vacations.management') || can(user, tenant, 'vacations.changeStatus');

/** null = everyone; else the users whose allowances the user reaches, narrowed to `asked` when given. */
export const allowanceOwners = (db: Db, tenant: TenantInfo, user: AuthUser, asked?: number): Promise<readonly number[] | null> =>
  visibleRequesters(db, tenant.id, { id: user.id, seesAll: managesLeave(user, tenant) }, asked);

/** Whether the user reaches `ownerId`'s allowances. */
export async function reachesAllowanceOf(db: Db, tenant: TenantInfo, user: AuthUser, ownerId: number): Promise<boolean> {
  const owners = await allowanceOwners(db, tenant, user, ownerId);
  return owners === null || owners.length > 0;
}
