import type { ErrorTag } from './errorTag.ts';
import type { ListFilters, PagedListContext, PagedListEvent, PageMeta } from './pagedList.machine.ts';

// What a paged list shows, from a snapshot alone (DESIGN.md §6; pure, tested without React). The hook
// (usePagedList) adds the handlers.

type Snapshot<Item, Filters extends ListFilters> = {
  readonly context: PagedListContext<Item, Filters>;
  matches: (state: 'loading' | 'failure') => boolean;
  can: (event: PagedListEvent<Filters>) => boolean;
};

export type PagedListView<Item, Filters extends ListFilters> = {
  readonly items: readonly Item[];
  readonly meta: PageMeta | null;
  readonly filters: Filters;
  readonly sort: string | null;
  readonly errorTag: ErrorTag | null;
  /** What a DataTable/DataList expects: a skeleton only for the first read, rows kept (dimmed) while reading again. */
  readonly status: 'loading' | 'ready' | 'error';
  readonly reloading: boolean;
  readonly canRetry: boolean;
};

export const connectPagedList = <Item, Filters extends ListFilters>(snapshot: Snapshot<Item, Filters>): PagedListView<Item, Filters> => {
  const { context } = snapshot;
  const loading = snapshot.matches('loading');
  const failed = snapshot.matches('failure');
  return {
    items: context.items,
    meta: context.meta,
    filters: context.filters,
    sort: context.sort,
    errorTag: context.errorTag,
    status: failed ? 'error' : loading && context.meta === null ? 'loading' : 'ready',
    reloading: loading && context.meta !== null,
    canRetry: snapshot.can({ type: 'list.retry' }),
  };
};
