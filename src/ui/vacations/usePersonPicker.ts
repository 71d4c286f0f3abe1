import { useMemo } from 'react';
import { useApiClients } from '../app/ApiClientContext.ts';
import { usePermission } from '../components/usePermission.ts';
import { userOptions } from '../../machines/records/users.logic.ts';
import { peopleOptions, type Person } from '../../machines/records/users.logic.ts';
import { useCurrentUser } from '../app/sessionHooks.ts';

/**
 * Whom the signed-in user may pick, as a picker's `load` (null: no picker).
 * - `file` (a request for someone else): everybody for holders of `vacations.management` who may list users, else
 *   themselves and their team (a team leader); the server's record scope says the same (403 outside it).
 * - `filter` (the list's person filter): everybody for those who may list users (the list itself is narrowed by the
 *   server), else themselves and their team; without a team there is nobody else to filter by.
 * - `allowance` (the allowance screens' person field and filter): everybody for those who manage leave
 *   (`vacations.management` or `vacations.changeStatus`) and may list users, else themselves and their team (null
 *   without a team: the server lists their own allowances only, issue 30).
 * The team comes from the session (`/users/me` relationships), so a team leader without `users.viewAny` needs no
 * call they would be refused.
 */
export const usePersonPicker = (purpose: 'file' | 'filter' | 'allowance') => {
  const { client } = useApiClients();
  const user = useCurrentUser();
  const manages = usePermission('vacations.management');
  const decides = usePermission('vacations.changeStatus');
  const listsUsers = usePermission('users.viewAny');
  return useMemo(() => {
    if (listsUsers && (purpose === 'filter' || manages || (purpose === 'allowance' && decides))) return userOptions(client);
    const team: readonly Person[] = user?.relationships ?? [];
    if (!user || team.length === 0) return null;
    return peopleOptions([{ id: user.id, name: user.name }, ...team]);
  }, [client, user, manages, decides, listsUsers, purpose]);
};
