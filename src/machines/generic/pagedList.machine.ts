import { assign, fromPromise, setup } from 'xstate';
import { errorTagOf, type ErrorTag } from './errorTag.ts';

export type ListFilters = Readonly<Record<string, string | number | boolean | null | undefined>>;

export type PageMeta = { currentPage: number; lastPage: number; perPage: number; total: number };

export type PageResult<Item> = { items: readonly Item[]; meta: PageMeta };

/** `sort`: the list's order as the contract spells it (`-start,id`), null for the server's default order. */
export type LoadPageInput<Filters extends ListFilters> = { page: number; pageSize: number; filters: Filters; sort: string | null };

export type PagedListInput<Filters extends ListFilters> = { pageSize?: number; filters?: Filters; page?: number; sort?: string | null };

export type PagedListContext<Item, Filters extends ListFilters> = {
  page: number;
  pageSize: number;
  filters: Filters;
  sort: string | null;
  items: readonly Item[];
  meta: PageMeta | null;
  errorTag: ErrorTag | null;
};

export type PagedListEvent<Filters extends ListFilters> =
  | { type: 'list.page'; page: number }
  | { type: 'list.filter'; filters: Partial<Filters> }
  | { type: 'list.sort'; sort: string | null }
  /** Page, filters and sort all at once, e.g. from the address after the browser's back button. */
  | { type: 'list.restore'; page: number; filters: Filters; sort: string | null }
  | { type: 'list.reload' }
  | { type: 'list.retry' };

export const defaultPageSize = 50;

/**
 * A paged list with filters and a sort order (changing either goes back to page one). The screen provides `loadPage`:
 * `machine.provide({ actors: { loadPage: fromPromise(({ input, signal }) => …) } })`.
 * Re-entering `loading` stops the running request (its signal aborts), so stale answers never land.
 * Rows stay in context while loading again: see `selectIsReloading`.
 */
/**
 * Where the machine's first load (input {}) leaves it once `result` has arrived: `isEmptyPage` and `storePage`'s
 * outcome, for a list whose first page is already at hand (the dashboard's early answers, usePanelList.ts) and starts
 * there instead of loading it again. Kept beside them: tests/machines/generic/pagedList.machine.test.ts checks both agree.
 */
export const loadedStart = <Item, Filters extends ListFilters>(result: PageResult<Item>) => ({
  value: { ready: result.items.length === 0 ? ('empty' as const) : ('hasRows' as const) },
  context: {
    page: result.meta.currentPage,
    pageSize: defaultPageSize,
    filters: {} as Filters,
    sort: null,
    items: result.items,
    meta: result.meta,
    errorTag: null,
  } satisfies PagedListContext<Item, Filters>,
});

export const createPagedListMachine = <Item, Filters extends ListFilters = ListFilters>() =>
  setup({
    types: {
      context: {} as PagedListContext<Item, Filters>,
      events: {} as PagedListEvent<Filters>,
      input: {} as PagedListInput<Filters>,
    },
    actors: {
      loadPage: fromPromise<PageResult<Item>, LoadPageInput<Filters>>(async () => {
        throw new Error('loadPage must be provided by the screen');
      }),
    },
    guards: {
      isEmptyPage: (_, params: { result: PageResult<Item> }) => params.result.items.length === 0,
      isOtherPageInRange: ({ context }, params: { page: number }) =>
        Number.isInteger(params.page) && params.page >= 1 && params.page !== context.page && params.page <= (context.meta?.lastPage ?? 1),
    },
    actions: {
      storePage: assign((_, params: { result: PageResult<Item> }) => ({
        items: params.result.items,
        meta: params.result.meta,
        page: params.result.meta.currentPage,
        errorTag: null,
      })),
      storeError: assign((_, params: { error: unknown }) => ({ errorTag: errorTagOf(params.error) })),
      setPage: assign((_, params: { page: number }) => ({ page: params.page })),
      mergeFilters: assign(({ context }, params: { filters: Partial<Filters> }) => ({
        filters: { ...context.filters, ...params.filters },
        page: 1,
      })),
      setSort: assign((_, params: { sort: string | null }) => ({ sort: params.sort, page: 1 })),
      restore: assign((_, params: { page: number; filters: Filters; sort: string | null }) => ({
        page: Number.isInteger(params.page) && params.page >= 1 ? params.page : 1,
        filters: params.filters,
        sort: params.sort,
      })),
    },
  }).createMachine({
    id: 'pagedList',
    context: ({ input }) => ({
      page: input.page ?? 1,
      pageSize: input.pageSize ?? defaultPageSize,
      filters: input.filters ?? ({} as Filters),
      sort: input.sort ?? null,
      items: [],
      meta: null,
      errorTag: null,
    }),
    initial: 'loading',
    on: {
      'list.filter': { target: '.loading', actions: { type: 'mergeFilters', params: ({ event }) => ({ filters: event.filters }) } },
      'list.sort': { target: '.loading', actions: { type: 'setSort', params: ({ event }) => ({ sort: event.sort }) } },
      'list.restore': {
        target: '.loading',
        actions: { type: 'restore', params: ({ event }) => ({ page: event.page, filters: event.filters, sort: event.sort }) },
      },
    },
    states: {
      loading: {
        invoke: {
          id: 'loadPage',
          src: 'loadPage',
          input: ({ context }) => ({ page: context.page, pageSize: context.pageSize, filters: context.filters, sort: context.sort }),
          onDone: [
            {
              guard: { type: 'isEmptyPage', params: ({ event }) => ({ result: event.output }) },
              target: 'ready.empty',
              actions: { type: 'storePage', params: ({ event }) => ({ result: event.output }) },
            },
            { target: 'ready.hasRows', actions: { type: 'storePage', params: ({ event }) => ({ result: event.output }) } },
          ],
          onError: { target: 'failure', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
        },
        on: {
          'list.reload': { target: 'loading', reenter: true },
        },
      },
      ready: {
        initial: 'hasRows',
        states: {
          empty: {},
          hasRows: {
            on: {
              'list.page': {
                guard: { type: 'isOtherPageInRange', params: ({ event }) => ({ page: event.page }) },
                target: '#pagedList.loading',
                actions: { type: 'setPage', params: ({ event }) => ({ page: event.page }) },
              },
            },
          },
        },
        on: {
          'list.reload': { target: 'loading' },
        },
      },
      failure: {
        on: {
          'list.retry': { target: 'loading' },
          'list.reload': { target: 'loading' },
        },
      },
    },
  });

export type PagedListMachine<Item, Filters extends ListFilters = ListFilters> = ReturnType<typeof createPagedListMachine<Item, Filters>>;
