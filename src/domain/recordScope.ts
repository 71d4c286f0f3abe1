import type { UserRole } from './constants/userRoles.ts';

// The record scope of the server (server/src/permissions/recordScope.ts, contract `x-scope`), for screens to offer
// only what the server accepts: administrators and holders of the module's management key act on every record, a
// team leader on their own and their team's, everybody else on their own.

export type ScopeActor = {
  readonly id: number;
  readonly role: UserRole | null;
  readonly permissions: ReadonlySet<string>;
  /** The ids of the user's related users (their team; empty when they lead nobody). */
  readonly team: ReadonlySet<number>;
};

/** The management keys that lift the scope, one per module. */
export type ManagementKey = 'tasks.management' | 'works.management' | 'vacations.management' | 'sales-reports.management' | 'events.management';

/** Whether the actor may act on a record whose people (assignee, author, requester, owner…) are `people`. */
export function canActOn(actor: ScopeActor, management: ManagementKey, people: readonly (number | null | undefined)[]): boolean {
  if (actor.role === 'admin' || actor.role === 'sub_admin' || actor.permissions.has(management)) return true;
  return people.some((p) => p !== null && p !== undefined && (p === actor.id || actor.team.has(p)));
}

/** Whether the actor may give a record to anyone (else only to themselves and their team). */
export const reachesEveryone = (actor: ScopeActor, management: ManagementKey): boolean =>
  actor.role === 'admin' || actor.role === 'sub_admin' || actor.permissions.has(management);
