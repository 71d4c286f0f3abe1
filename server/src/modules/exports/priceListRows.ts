import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { articles, priceListArticles } from '../../db/schema/catalog.ts';
import type { WireRow } from './columns.ts';

// The price lists' export is the import's shape (issue 34 point 3): one row per article of a list, the list's own
// columns repeated on each, so the file imports back row for row. The lists come from the list operation (its
// filters and order); their articles are read here, a page of lists at a time, in article code order.

/** Each list of the page followed by its articles, as `{ ...list, article: { code, description, price, discount_percent } }`. */
export async function priceListRows(scope: { readonly db: Db; readonly tenantId: number }, lists: readonly WireRow[]): Promise<WireRow[]> {
  const ids = lists.map((l) => l.id).filter((id): id is number => typeof id === 'number');
  if (ids.length === 0) return [];
  const rows = await scope.db
    .select({ listId: priceListArticles.priceListId, code: articles.code, description: articles.description, price: priceListArticles.price, discountPercent: priceListArticles.discountPercent })
    .from(priceListArticles)
    .innerJoin(articles, eq(articles.id, priceListArticles.articleId))
    .where(and(eq(priceListArticles.tenantId, scope.tenantId), inArray(priceListArticles.priceListId, ids)))
    .orderBy(asc(articles.code), asc(articles.id));
  const byList = new Map<number, WireRow[]>();
  for (const r of rows) {
    const article: WireRow = { code: r.code, description: r.description, price: String(r.price), discount_percent: String(r.discountPercent) };
    const ofList = byList.get(r.listId);
    if (ofList) ofList.push(article);
    else byList.set(r.listId, [article]);
  }
  // A list with no article has no row the import could read (it needs an article code): it is not in the file.
  return lists.flatMap((list) => (byList.get(Number(list.id)) ?? []).map((article) => ({ ...list, article })));
}
