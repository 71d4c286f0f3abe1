import type { SnapshotFrom } from 'xstate';
import type { ListFilters, PagedListMachine } from './pagedList.machine.ts';

type Snapshot<Item, Filters extends ListFilters> = SnapshotFrom<PagedListMachine<Item, Filters>>;

/** Loading again with rows already on screen: keep them, dimmed, instead of a skeleton. */
export const selectIsReloading = <Item, Filters extends ListFilters>(snapshot: Snapshot<Item, Filters>): boolean =>
  snapshot.matches('loading') && snapshot.context.meta !== null;

/** The status a DataTable/DataList expects. */
export const selectListStatus = <Item, Filters extends ListFilters>(snapshot: Snapshot<Item, Filters>): 'loading' | 'ready' | 'error' => {
  if (snapshot.matches('failure')) return 'error';
  if (snapshot.matches('loading') && snapshot.context.meta === null) return 'loading';
  return 'ready';
};
