import type { Effect } from 'effect';
import type { ApiClient } from '../../api/client.ts';
import type { Page } from '../../api/envelope.ts';
import type { ApiError } from '../../api/errors.ts';
import { fromApiEffect } from './fromApiEffect.ts';
import { createPagedListMachine, type ListFilters, type LoadPageInput, type PagedListMachine, type PageResult } from './pagedList.machine.ts';

// See record.logic.ts for what a generic logic value is.

export type PagedListLogic<Item, Filters extends ListFilters, Context = void> = {
  readonly kind: 'pagedList';
  readonly bind: (client: ApiClient, context: Context) => PagedListMachine<Item, Filters>;
};

/** A paged list read with `load` (page, page size, filters, sort); a newer request interrupts the running one. */
export const pagedListLogic = <Item, Filters extends ListFilters, Context = void>(
  load: (client: ApiClient, request: LoadPageInput<Filters>, context: Context) => Effect.Effect<Page<Item>, ApiError>,
): PagedListLogic<Item, Filters, Context> => {
  const machine = createPagedListMachine<Item, Filters>();
  return {
    kind: 'pagedList',
    bind: (client, context) => machine.provide({ actors: { loadPage: fromApiEffect<PageResult<Item>, LoadPageInput<Filters>, ApiError>((request) => load(client, request, context)) } }),
  };
};
