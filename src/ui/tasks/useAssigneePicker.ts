import { useMemo } from 'react';
import { peopleOptions, userOptions, type Person } from '../../machines/records/users.logic.ts';
import { useApiClients } from '../app/ApiClientContext.ts';
import { useCurrentUser } from '../app/sessionHooks.ts';
import { usePermission } from '../components/usePermission.ts';

/**
 * Whom the signed-in user may give a task to, as a picker's `load` (null: nobody but themselves, so no picker).
 * The record scope of createTask/updateTask (`x-scope.assignee`): holders of `tasks.management` (administrators
 * included) anyone, when they may list the users; a team leader themselves and their team, from the session.
 * The server refuses anyone else (403), so the picker never offers them.
 */
export const useAssigneePicker = () => {
  const { client } = useApiClients();
  const user = useCurrentUser();
  const manages = usePermission('tasks.management');
  const listsUsers = usePermission('users.viewAny');
  return useMemo(() => {
    if (manages && listsUsers) return userOptions(client);
    const team: readonly Person[] = user?.relationships ?? [];
    if (!user || team.length === 0) return null;
    return peopleOptions([{ id: user.id, name: user.name }, ...team]);
  }, [client, user, manages, listsUsers]);
};
