import { useMemo } from 'react';
import { canActOn, type ManagementKey, type ScopeActor } from '../../domain/recordScope.ts';
import { useAccess, useCurrentUser } from '../app/sessionHooks.ts';

/** The signed-in user as the record scope sees them (id, role, keys, team). */
export const useScopeActor = (): ScopeActor => {
  const access = useAccess();
  const user = useCurrentUser();
  return useMemo(
    () => ({ id: user?.id ?? 0, role: access.role, permissions: access.permissions, team: new Set((user?.relationships ?? []).map((r) => r.id)) }),
    [access, user],
  );
};

/**
 * Whether the signed-in user may act on a record whose people are `people` (domain/recordScope.ts): screens hide
 * the actions the server's record scope would refuse (403).
 */
export const useCanActOn = (management: ManagementKey, people: readonly (number | null | undefined)[]): boolean => {
  const actor = useScopeActor();
  return canActOn(actor, management, people);
};

