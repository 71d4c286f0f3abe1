export type PageMeta = {
  readonly current_page: number;
  readonly last_page: number;
  readonly per_page: number;
  readonly total: number;
};

export type Pagination = {
  readonly page: number;
  /** null: the operation has no default page size and the caller gave none (all rows). */
  readonly perPage: number | null;
  /** For `.limit()`: the page size, or a bound large enough to mean "all rows". */
  readonly limit: number;
  readonly offset: number;
  meta(total: number): PageMeta;
};

export const DEFAULT_PAGE_SIZE = 50;
const ALL_ROWS = 1_000_000;

/**
 * Page and page size from validated query values. `defaultSize` null = no default page size
 * (price lists, categories, permissions: spec §9).
 */
export function pagination(query: Readonly<Record<string, unknown>>, defaultSize: number | null = DEFAULT_PAGE_SIZE): Pagination {
  const page = typeof query.page === 'number' && query.page >= 1 ? Math.floor(query.page) : 1;
  const perPage = typeof query.page_size === 'number' && query.page_size >= 1 ? Math.floor(query.page_size) : defaultSize;
  return {
    page,
    perPage,
    limit: perPage ?? ALL_ROWS,
    offset: perPage === null ? 0 : (page - 1) * perPage,
    meta(total) {
      const per = perPage ?? Math.max(total, 1);
      return { current_page: page, last_page: Math.max(1, Math.ceil(total / per)), per_page: per, total };
    },
  };
}
