import { useActorRef, useSelector } from '@xstate/react';
import { Effect } from 'effect';
import { fromPromise } from 'xstate';
import type { Page } from '../../api/envelope.ts';
import type { ApiError } from '../../api/errors.ts';
import type { PagedListMachine } from '../../machines/generic/pagedList.machine.ts';
import { selectIsReloading, selectListStatus } from '../../machines/generic/pagedList.selectors.ts';

/** A dashboard panel's list: the generic paged list machine, loading one short page with `load`. */
export const usePanelList = <Item>(machine: PagedListMachine<Item>, load: () => Effect.Effect<Page<Item>, ApiError>) => {
  const actor = useActorRef(
    machine.provide({ actors: { loadPage: fromPromise(({ signal }) => Effect.runPromise(load(), { signal })) } }),
    { input: {} },
  );
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
