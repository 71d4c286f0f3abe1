import { useMemo } from 'react';
import { peopleOptions, userOptions, type Person } from '../../machines/records/users.logic.ts';
import { useApiClients } from '../app/ApiClientContext.ts';
import { useCurrentUser } from '../app/sessionHooks.ts';
import { usePermission } from './usePermission.ts';
import type { PermissionKey } from '../../domain/permissions.ts';

/**
 * Whom the signed-in user may name on a record whose person is in a record scope (`x-scope.assignee`: a task's
 * assignee, a sales report's agent), as a picker's `load` (null: nobody but themselves, so no picker). Holders of the
 * scope's management key (administrators included) anyone, when they may list the users; a team leader themselves
 * and their team, from the session. The server refuses anyone else (403), so the picker never offers them.
 */
export const useScopedPeoplePicker = (management: PermissionKey) => {
  const { client } = useApiClients();
  const user = useCurrentUser();
  const manages = usePermission(management);
  const listsUsers = usePermission('users.viewAny');
  return useMemo(() => {
    if (manages && listsUsers) return userOptions(client);
    const team: readonly Person[] = user?.relationships ?? [];
    if (!user || team.length === 0) return null;
    return peopleOptions([{ id: user.id, name: user.name }, ...team]);
  }, [client, user, manages, listsUsers]);
};
