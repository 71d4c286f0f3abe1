import { and, eq, inArray } from 'drizzle-orm';
import type { RecordScope } from '../contract/operation.ts';
import type { Db } from '../db/client.ts';
import { relatedUsers } from '../db/schema/core.ts';
import type { AuthUser, TenantInfo } from '../http/context.ts';
import { forbidden, type Failure } from '../http/failure.ts';
import { message } from '../i18n/message.ts';
import { can } from './check.ts';
import { RECORD_PEOPLE } from './recordPeople.ts';

// THE record scope (issue 21 point 4): whose records a user may act on, once the operation's key (`x-permission`)
// is held. One rule for tasks, works, vacations, sales reports and calendar events:
//
//   administrators (admin, sub_admin) and holders of the module's `<module>.management` key → every record;
//   a team leader (spec §6: a user with related users)                                    → their own and their team's;
//   everybody else                                                                         → their own.
//
// "Own" means the user is one of the record's people (recordPeople.ts: a task's assignee and creator, a work's
// creator and the assignees of its tasks, a vacation's requester, a sales report's author, a calendar's owner or the
// members of a company calendar's company). Operations declare the scope in the contract (`x-scope`) and the request
// pipeline applies it before the handler: a record outside the scope answers 403; a record that does not exist
// answers the handler's 404. Reads follow the keys (`viewAny` lists every record, spec §6) except vacations, whose
// reads the vacations module narrows itself (someone else's leave is private: 404).

export const OUTSIDE_SCOPE = message('permissions.outsideScope');
export const ASSIGNEE_OUTSIDE_SCOPE = message('permissions.assigneeOutsideScope');

/** admin and sub_admin are both "Administrator" (spec §4). */
export const isAdministrator = (user: AuthUser): boolean => user.isAdmin || user.role === 'sub_admin';

/** Whether the user reaches every record of the module (administrator, or holder of its management key). */
export const reachesAll = (user: AuthUser, tenant: TenantInfo, management: string): boolean => isAdministrator(user) || can(user, tenant, management);

/** The members of the user's team (empty when they lead nobody). */
export async function teamOf(db: Db, tenantId: number, leaderId: number): Promise<number[]> {
  const rows = await db
    .select({ id: relatedUsers.memberId })
    .from(relatedUsers)
    .where(and(eq(relatedUsers.tenantId, tenantId), eq(relatedUsers.leaderId, leaderId)));
  return rows.map((r) => r.id);
}

async function leadsAnyOf(db: Db, tenantId: number, leaderId: number, memberIds: readonly number[]): Promise<boolean> {
  const [row] = await db
    .select({ id: relatedUsers.id })
    .from(relatedUsers)
    .where(and(eq(relatedUsers.tenantId, tenantId), eq(relatedUsers.leaderId, leaderId), inArray(relatedUsers.memberId, [...memberIds])))
    .limit(1);
  return row !== undefined;
}

/** The rule itself: may `user` act on a record whose people are `people` (null entries: nobody)? */
export async function mayActOn(db: Db, tenant: TenantInfo, user: AuthUser, management: string, people: readonly (number | null)[]): Promise<boolean> {
  if (reachesAll(user, tenant, management)) return true;
  const ids = people.filter((p): p is number => p !== null);
  if (ids.includes(user.id)) return true;
  return ids.length > 0 && (await leadsAnyOf(db, tenant.id, user.id, ids));
}

/** The same rule once the user's team is known (for flags on many records at once). */
export function mayActWith(reachAll: boolean, user: AuthUser, team: ReadonlySet<number>, people: readonly (number | null)[]): boolean {
  return reachAll || people.some((p) => p !== null && (p === user.id || team.has(p)));
}

type ScopeRequest = {
  readonly db: Db;
  readonly tenant: TenantInfo;
  readonly user: AuthUser;
  readonly params: Readonly<Record<string, unknown>>;
  readonly body: unknown;
};

/** The pipeline's `x-scope` check, after validation and before the handler; null = allowed (or not found: the handler answers 404). */
export async function checkRecordScope(scope: RecordScope, req: ScopeRequest): Promise<Failure | null> {
  if (reachesAll(req.user, req.tenant, scope.management)) return null;
  if (scope.record !== null) {
    const id = req.params[scope.param];
    const peopleOf = RECORD_PEOPLE[scope.record];
    if (!peopleOf) throw new Error(`x-scope names an unknown record kind: ${scope.record}`);
    const people = typeof id === 'number' ? await peopleOf(req.db, req.tenant.id, id) : null;
    if (people !== null && !(await mayActOn(req.db, req.tenant, req.user, scope.management, people))) return forbidden(OUTSIDE_SCOPE);
  }
  if (scope.assignee !== null && typeof req.body === 'object' && req.body !== null) {
    const given = (req.body as Record<string, unknown>)[scope.assignee];
    if (typeof given === 'number' && !(await mayActOn(req.db, req.tenant, req.user, scope.management, [given]))) return forbidden(ASSIGNEE_OUTSIDE_SCOPE);
  }
  return null;
}
