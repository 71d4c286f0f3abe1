import type { RawContext } from '../../http/context.ts';
import type { ErasedHandler } from '../../http/dispatch.ts';
import { isFailure, type Failure } from '../../http/failure.ts';
import { pagination } from '../../http/pagination.ts';
import type { WireRow } from './columns.ts';

// Every page of a list, read through the list operation's own handler: the export shows exactly the rows the
// screen shows for the same filters and order, whatever the list's query does (scopes, permissions, defaults).

/** Rows per call of the list handler: large enough for few calls, small enough to hold one page at a time. */
export const EXPORT_PAGE_SIZE = 1000;

type WirePage = { readonly data: readonly WireRow[]; readonly lastPage: number };

const readPage = async (response: Response): Promise<WirePage> => {
  const body = (await response.json()) as { data?: unknown; meta?: { last_page?: unknown } };
  const data = Array.isArray(body.data) ? (body.data as WireRow[]) : [];
  const lastPage = typeof body.meta?.last_page === 'number' ? body.meta.last_page : 1;
  return { data, lastPage };
};

/**
 * The list handler's context for one page: the caller's own context with the list's query and operation. The
 * export's path parameters are the list's own (same names: `/exports/price-lists/{id}/articles` reads
 * `/price-lists/{id}/articles`), validated by the pipeline against the export operation, which declares the same.
 */
const pageContext = (ctx: RawContext, operation: RawContext['operation'], query: Readonly<Record<string, unknown>>, page: number): RawContext => {
  const paged = { ...query, page, page_size: EXPORT_PAGE_SIZE };
  return { ...ctx, operation, query: paged, body: undefined, files: [], page: (defaultSize) => pagination(paged, defaultSize) };
};

/**
 * The list's first page, or the list's own refusal (a 422 for its filters): asked before the answer starts, so a
 * refusal is a proper error response. Then an iterator over that page and every next one, each fetched on demand.
 */
export async function listPages(
  ctx: RawContext,
  operation: RawContext['operation'],
  handler: ErasedHandler,
  query: Readonly<Record<string, unknown>>,
): Promise<Failure | Response | AsyncGenerator<readonly WireRow[]>> {
  const first = await handler(pageContext(ctx, operation, query, 1));
  if (isFailure(first)) return first;
  if (!first.ok) return first;
  const firstPage = await readPage(first);
  async function* rest(): AsyncGenerator<readonly WireRow[]> {
    yield firstPage.data;
    for (let page = 2; page <= firstPage.lastPage; page++) {
      const next = await handler(pageContext(ctx, operation, query, page));
      if (isFailure(next) || !next.ok) throw new Error(`export: page ${page} of ${operation.operationId} refused`);
      const { data } = await readPage(next);
      if (data.length === 0) return;
      yield data;
    }
  }
  return rest();
}
