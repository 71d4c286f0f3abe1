import { createActor, waitFor } from 'xstate';
import type { ApiClient } from '../../../src/api/client.ts';
import type { PagedListLogic } from '../../../src/machines/generic/pagedList.logic.ts';
import type { ListFilters } from '../../../src/machines/generic/pagedList.machine.ts';

// Drives a module's paged-list logic as a screen would (first page, then the given filters and order) against a
// fake client, and answers once the list has settled.

export const PAGE = (items: readonly unknown[]) => ({ items, meta: { currentPage: 1, lastPage: 1, perPage: 50, total: items.length, from: 1, to: items.length } });

export const settleList = async <Item, Filters extends ListFilters, Context>(logic: PagedListLogic<Item, Filters, Context>, client: ApiClient, context: Context, input: { filters?: Filters; sort?: string | null } = {}) => {
  const actor = createActor(logic.bind(client, context), { input }).start();
  const settled = await waitFor(actor, (snapshot) => snapshot.matches('ready') || snapshot.matches('failure'), { timeout: 2000 });
  actor.stop();
  return settled.context;
};
