import { useActorRef, useSelector } from '@xstate/react';
import { Effect } from 'effect';
import { fromPromise } from 'xstate';
import type { Page } from '../../api/envelope.ts';
import type { ApiError } from '../../api/errors.ts';
import type { ListFilters, LoadPageInput, PagedListInput, PagedListMachine } from '../../machines/generic/pagedList.machine.ts';
import { selectIsReloading, selectListStatus } from '../../machines/generic/pagedList.selectors.ts';
import type { ListAddressOptions } from './listAddress.ts';
import { useInitialListPlace, useListAddress } from './useListAddress.ts';

export type PagedListOptions<Filters extends ListFilters> = {
  /**
   * Keep page, sort and these filters in the address (reload, back and a shared link show the same list). One list
   * per screen may own the address: its `page` and `sort` parameters are not namespaced.
   */
  readonly address?: ListAddressOptions<Filters>;
};

/**
 * A screen's paged list: the generic machine with `loadPage` bound to an API call. `load` receives page, page size,
 * filters and sort and returns the call's Effect; the request is aborted when a newer one starts or the screen
 * leaves. With `options.address` the list's place lives in the address too (see useListAddress).
 */
export const usePagedList = <Item, Filters extends ListFilters>(
  machine: PagedListMachine<Item, Filters>,
  load: (input: LoadPageInput<Filters>) => Effect.Effect<Page<Item>, ApiError>,
  input: PagedListInput<Filters> = {},
  options: PagedListOptions<Filters> = {},
) => {
  const defaults = { filters: input.filters ?? ({} as Filters), sort: input.sort ?? null };
  const initial = useInitialListPlace(options.address, defaults);
  const actor = useActorRef(
    machine.provide({ actors: { loadPage: fromPromise(({ input: request, signal }) => Effect.runPromise(load(request), { signal })) } }),
    { input: initial ? { ...input, ...initial } : input },
  );
  useListAddress(actor, options.address, defaults);
  return {
    actor,
    items: useSelector(actor, (snapshot) => snapshot.context.items),
    meta: useSelector(actor, (snapshot) => snapshot.context.meta),
    filters: useSelector(actor, (snapshot) => snapshot.context.filters),
    sort: useSelector(actor, (snapshot) => snapshot.context.sort),
    errorTag: useSelector(actor, (snapshot) => snapshot.context.errorTag),
    status: useSelector(actor, selectListStatus),
    reloading: useSelector(actor, selectIsReloading),
    filter: (filters: Partial<Filters>) => actor.send({ type: 'list.filter', filters }),
    /** `-start,id` style; null for the server's default order. */
    sortBy: (sort: string | null) => actor.send({ type: 'list.sort', sort }),
    goToPage: (page: number) => actor.send({ type: 'list.page', page }),
    retry: () => actor.send({ type: 'list.retry' }),
    reload: () => actor.send({ type: 'list.reload' }),
  };
};

export type PagedList<Item, Filters extends ListFilters> = ReturnType<typeof usePagedList<Item, Filters>>;
