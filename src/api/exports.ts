import type { Effect } from 'effect';
import type { ApiClient } from './client.ts';
import { download, type Download } from './effect.ts';
import type { ApiError } from './errors.ts';
import type { ApiPaths } from './apiPaths.ts';
import type { QueryOf } from './operationTypes.ts';

/** Names of the `/exports/<list>` paths, a record's own lists (with a `{param}`) left out: see the calls below. */
type ListName<Path> = Path extends `/exports/${infer Name}` ? (Name extends `${string}{${string}` ? never : Name) : never;

/** The lists that export: `/exports/<list>`, one operation each (contract tag `exports`). */
export type ExportListName = ListName<Extract<keyof ApiPaths, `/exports/${string}`>>;
export type ExportFormat = NonNullable<QueryOf<'exportTasks'>['format']>;

/** A list's own query (filters, search, sort) as the screen sends it to the list call; paging is left out. */
export type ExportFilter = Readonly<Record<string, string | number | boolean | null | undefined>>;

/** Only the values set, as text: `filter[name]=value` on the wire (the case middleware snake-cases the names). */
const filterOf = (filter: ExportFilter): Record<string, string> =>
  Object.fromEntries(
    Object.entries(filter)
      .filter(([name, value]) => value !== undefined && value !== null && value !== '' && name !== 'page' && name !== 'pageSize')
      .map(([name, value]) => [name, String(value)]),
  );

/**
 * The list as a spreadsheet: the same rows the list call answers for `filter`, every page of them. Every export
 * operation has the same parameters and answer, so one typed path stands for all of them.
 */
export const exportList = (client: ApiClient, list: ExportListName, format: ExportFormat, filter: ExportFilter = {}): Effect.Effect<Download, ApiError> =>
  download((signal) => client.GET(`/exports/${list}` as '/exports/tasks', { params: { query: { format, filter: filterOf(filter) } }, parseAs: 'blob', signal }));

/** A price list's articles as a spreadsheet (its tab's search and order). */
export const exportPriceListArticles = (client: ApiClient, id: number, format: ExportFormat, filter: ExportFilter = {}): Effect.Effect<Download, ApiError> =>
  download((signal) => client.GET('/exports/price-lists/{id}/articles', { params: { path: { id }, query: { format, filter: filterOf(filter) } }, parseAs: 'blob', signal }));

/** A newsletter list's recipients as a spreadsheet (its tab's search and status). */
export const exportNewsletterListRecipients = (client: ApiClient, listId: number, format: ExportFormat, filter: ExportFilter = {}): Effect.Effect<Download, ApiError> =>
  download((signal) =>
    client.GET('/exports/newsletter-lists/{listId}/recipients', { params: { path: { listId }, query: { format, filter: filterOf(filter) } }, parseAs: 'blob', signal }),
  );
