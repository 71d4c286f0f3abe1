import { useActorRef } from '@xstate/react';
import { useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { ErrorTag } from '../../machines/generic/errorTag.ts';
import type { PagedListLogic } from '../../machines/generic/pagedList.logic.ts';
import type { ListFilters, PageMeta, PagedListInput, PagedListMachine } from '../../machines/generic/pagedList.machine.ts';
import { connectPagedList } from '../../machines/generic/pagedList.connect.ts';
import { ApiClientContext } from '../app/ApiClientContext.ts';
import type { ListAddressOptions } from './listAddress.ts';
import { clientsOrThrow } from './logicArguments.ts';
import { useConnected } from './useConnected.ts';
import { useInitialListPlace, useListAddress } from './useListAddress.ts';

export type PagedListOptions<Filters extends ListFilters, Context = void> = {
  /**
   * Keep page, sort and these filters in the address (reload, back and a shared link show the same list). One list
   * per screen may own the address: its `page` and `sort` parameters are not namespaced.
   */
  readonly address?: ListAddressOptions<Filters>;
} & ([Context] extends [void] ? { readonly context?: undefined } : { readonly context: Context });

/**
 * A screen's paged list, read by its logic: `usePagedList(articlesList, input, options)` (the logic's context in
 * `options.context`). A newer request or the screen leaving interrupts the running one. With `options.address` the
 * list's place lives in the address too (see useListAddress).
 */
export function usePagedList<Item, Filters extends ListFilters, Context = void>(
  logic: PagedListLogic<Item, Filters, Context>,
  givenInput?: PagedListInput<Filters>,
  ...givenOptions: [Context] extends [void] ? [options?: PagedListOptions<Filters, Context>] : [options: PagedListOptions<Filters, Context>]
): PagedList<Item, Filters> {
  const clients = useContext(ApiClientContext);
  const input = givenInput ?? {};
  const options = (givenOptions[0] ?? {}) as PagedListOptions<Filters, Context>;
  const defaults = { filters: input.filters ?? ({} as Filters), sort: input.sort ?? null };
  const initial = useInitialListPlace(options.address, defaults);
  const machine = logic.bind(clientsOrThrow(clients).client, options.context as Context);
  const actor = useActorRef(machine, { input: initial ? { ...input, ...initial } : input });
  useListAddress(actor, options.address, defaults);
  const view = useConnected(actor, connectPagedList<Item, Filters>);
  return {
    actor,
    items: view.items,
    meta: view.meta,
    filters: view.filters,
    sort: view.sort,
    errorTag: view.errorTag,
    status: view.status,
    reloading: view.reloading,
    filter: (filters: Partial<Filters>) => actor.send({ type: 'list.filter', filters }),
    sortBy: (sort: string | null) => actor.send({ type: 'list.sort', sort }),
    goToPage: (page: number) => actor.send({ type: 'list.page', page }),
    retry: () => actor.send({ type: 'list.retry' }),
    reload: () => actor.send({ type: 'list.reload' }),
  };
}

export type PagedList<Item, Filters extends ListFilters> = {
  readonly actor: ActorRefFrom<PagedListMachine<Item, Filters>>;
  readonly items: readonly Item[];
  readonly meta: PageMeta | null;
  readonly filters: Filters;
  readonly sort: string | null;
  readonly errorTag: ErrorTag | null;
  readonly status: 'loading' | 'ready' | 'error';
  readonly reloading: boolean;
  readonly filter: (filters: Partial<Filters>) => void;
  /** `-start,id` style; null for the server's default order. */
  readonly sortBy: (sort: string | null) => void;
  readonly goToPage: (page: number) => void;
  readonly retry: () => void;
  readonly reload: () => void;
};
