import { useMemo } from 'react';
import { peopleOptions, userOptions, type Person } from '../../machines/records/users.logic.ts';
import { useApiClients } from '../app/ApiClientContext.ts';
import { useCurrentUser } from '../app/sessionHooks.ts';
import { usePermission } from '../components/usePermission.ts';

/**
 * Whom the signed-in user may name as a report's agent (its author), as a picker's `load` (null: nobody but
 * themselves, so no picker). The record scope of createSalesReport/updateSalesReport (`x-scope.assignee: user_id`):
 * holders of `sales-reports.management` (administrators included) anyone, when they may list the users; a team
 * leader themselves and their team, from the session. The server refuses anyone else (403), so the picker never
 * offers them. The office types a report an agent phoned in, or corrects whose visit it was.
 */
export const useAgentPicker = () => {
  const { client } = useApiClients();
  const user = useCurrentUser();
  const manages = usePermission('sales-reports.management');
  const listsUsers = usePermission('users.viewAny');
  return useMemo(() => {
    if (manages && listsUsers) return userOptions(client);
    const team: readonly Person[] = user?.relationships ?? [];
    if (!user || team.length === 0) return null;
    return peopleOptions([{ id: user.id, name: user.name }, ...team]);
  }, [client, user, manages, listsUsers]);
};
