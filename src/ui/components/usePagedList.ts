import { useActorRef } from '@xstate/react';
import type { Effect } from 'effect';
import { useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { Page } from '../../api/envelope.ts';
import type { ApiError } from '../../api/errors.ts';
import type { ErrorTag } from '../../machines/generic/errorTag.ts';
import { legacyPagedList } from '../../machines/generic/legacyBindings.ts';
import type { PagedListLogic } from '../../machines/generic/pagedList.logic.ts';
import type { ListFilters, LoadPageInput, PageMeta, PagedListInput, PagedListMachine } from '../../machines/generic/pagedList.machine.ts';
import { connectPagedList } from '../../machines/generic/pagedList.connect.ts';
import { ApiClientContext } from '../app/ApiClientContext.ts';
import type { ListAddressOptions } from './listAddress.ts';
import { clientsOrThrow, isLogic } from './logicArguments.ts';
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
 * list's place lives in the address too (see useListAddress). The old form (machine, load, input, options) is kept
 * during issue 32's transition only.
 */
export function usePagedList<Item, Filters extends ListFilters, Context = void>(
  logic: PagedListLogic<Item, Filters, Context>,
  input?: PagedListInput<Filters>,
  ...options: [Context] extends [void] ? [options?: PagedListOptions<Filters, Context>] : [options: PagedListOptions<Filters, Context>]
): PagedList<Item, Filters>;
/** @deprecated pass a PagedListLogic (src/machines/records/<module>.logic.ts). */
export function usePagedList<Item, Filters extends ListFilters>(
  machine: PagedListMachine<Item, Filters>,
  load: (input: LoadPageInput<Filters>) => Effect.Effect<Page<Item>, ApiError>,
  input?: PagedListInput<Filters>,
  options?: PagedListOptions<Filters>,
): PagedList<Item, Filters>;
export function usePagedList<Item, Filters extends ListFilters>(
  first: PagedListLogic<Item, Filters, unknown> | PagedListMachine<Item, Filters>,
  second?: unknown,
  third?: unknown,
  fourth?: unknown,
): PagedList<Item, Filters> {
  const clients = useContext(ApiClientContext);
  const logicPath = isLogic(first);
  const input = ((logicPath ? second : third) ?? {}) as PagedListInput<Filters>;
  const options = ((logicPath ? third : fourth) ?? {}) as PagedListOptions<Filters, unknown>;
  const defaults = { filters: input.filters ?? ({} as Filters), sort: input.sort ?? null };
  const initial = useInitialListPlace(options.address, defaults);
  const machine = isLogic(first)
    ? first.bind(clientsOrThrow(clients).client, options.context)
    : legacyPagedList(first, second as (input: LoadPageInput<Filters>) => Effect.Effect<Page<Item>, ApiError>);
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
