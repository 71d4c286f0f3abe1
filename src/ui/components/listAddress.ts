import type { ListFilters } from '../../machines/generic/pagedList.machine.ts';

// A list's page, sort and chosen filters as query parameters of the address (`?page=2&sort=-start&workId=4`), so a
// reload, the back button and a shared link show the same list. Values travel as text; page 1, no sort and empty
// filters are left out so the plain address stays plain. Parameters the list does not own are kept as they are.

export type ListAddressOptions<Filters extends ListFilters> = {
  /** Filter keys that go to the address; others (e.g. a combobox's typed text) stay in memory only. */
  readonly filters: readonly (keyof Filters & string)[];
  /** Turns the address's text values back into filters (default: the text as is, for text-valued filters). */
  readonly parseFilters?: (raw: Readonly<Record<string, string>>) => Partial<Filters>;
};

export type ListPlace<Filters extends ListFilters> = { readonly page: number; readonly sort: string | null; readonly filters: Filters };

const PAGE = 'page';
const SORT = 'sort';

const ownKeys = <Filters extends ListFilters>(options: ListAddressOptions<Filters>): ReadonlySet<string> => new Set([PAGE, SORT, ...options.filters]);

/** The part of the address the list owns, in a fixed order, for comparing two places. */
export function encodeListPlace<Filters extends ListFilters>(place: ListPlace<Filters>, options: ListAddressOptions<Filters>): string {
  const params = new URLSearchParams();
  if (place.page > 1) params.set(PAGE, String(place.page));
  if (place.sort) params.set(SORT, place.sort);
  for (const key of options.filters) {
    const value = place.filters[key];
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

/** The place the address names; `defaults` fill the filters it leaves out. */
export function decodeListPlace<Filters extends ListFilters>(search: string, options: ListAddressOptions<Filters>, defaults: Filters): ListPlace<Filters> {
  const params = new URLSearchParams(search);
  const page = Number(params.get(PAGE) ?? '1');
  const raw: Record<string, string> = {};
  for (const key of options.filters) {
    const value = params.get(key);
    if (value !== null && value !== '') raw[key] = value;
  }
  // Without a parser the filters are text-valued by contract of the caller (see ListAddressOptions).
  const parsed = options.parseFilters ? options.parseFilters(raw) : (raw as Partial<Filters>);
  const cleared = Object.fromEntries(options.filters.map((key) => [key, undefined]));
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    sort: params.get(SORT) || null,
    filters: { ...defaults, ...cleared, ...parsed },
  };
}

/** `search` with the list's own parameters replaced by `place` (others kept, in their order). */
export function withListPlace<Filters extends ListFilters>(search: string, place: ListPlace<Filters>, options: ListAddressOptions<Filters>): string {
  const own = ownKeys(options);
  const kept = [...new URLSearchParams(search)].filter(([key]) => !own.has(key));
  const params = new URLSearchParams(kept);
  for (const [key, value] of new URLSearchParams(encodeListPlace(place, options))) params.append(key, value);
  return params.toString();
}

/** Whether the filters differ: typing in a filter replaces the history entry, a page or sort change adds one. */
export const filtersChanged = <Filters extends ListFilters>(before: ListPlace<Filters>, after: ListPlace<Filters>, options: ListAddressOptions<Filters>): boolean =>
  encodeListPlace({ ...before, page: 1, sort: null }, options) !== encodeListPlace({ ...after, page: 1, sort: null }, options);
