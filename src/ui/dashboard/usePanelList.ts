import { useActorRef, useSelector } from '@xstate/react';
import type { PagedListLogic } from '../../machines/generic/pagedList.logic.ts';
import type { ListFilters } from '../../machines/generic/pagedList.machine.ts';
import { selectIsReloading, selectListStatus } from '../../machines/generic/pagedList.selectors.ts';
import { useApiClients } from '../app/ApiClientContext.ts';

/**
 * A dashboard panel's list: the generic paged list machine, loading one short page through its logic
 * (src/machines/records/dashboard.logic.ts) with the read's argument as context.
 */
export const usePanelList = <Item, Context>(logic: PagedListLogic<Item, ListFilters, Context>, ...context: [Context] extends [void] ? [] : [context: Context]) => {
  const { client } = useApiClients();
  const actor = useActorRef(logic.bind(client, context[0] as Context), { input: {} });
  return {
    items: useSelector(actor, (snapshot) => snapshot.context.items),
    status: useSelector(actor, selectListStatus),
    reloading: useSelector(actor, selectIsReloading),
    errorTag: useSelector(actor, (snapshot) => snapshot.context.errorTag),
    retry: () => actor.send({ type: 'list.retry' }),
    /** After a decision taken in the panel: the page is read again. */
    reload: () => actor.send({ type: 'list.reload' }),
  };
};
