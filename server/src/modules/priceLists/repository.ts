import { and, count, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { articles, priceListArticles, priceLists } from '../../db/schema/catalog.ts';
import { containsPattern } from '../../shared/listing/search.ts';

export type PriceListRow = typeof priceLists.$inferSelect & { articlesCount: number };
export type PriceListFields = {
  name: string;
  code: string | null;
  currency: string;
  validFrom: string | null;
  validTo: string | null;
  notes: string | null;
};
/** An article as carried by a list; `price`/`discountPercent` undefined = the defaults (article price, 0). */
export type ListArticleInput = { articleId: number; price?: string | undefined; discountPercent?: string | undefined };
export type ListArticleRow = {
  articleId: number;
  code: string;
  description: string;
  unit: (typeof articles.$inferSelect)['unit'];
  listPrice: string;
  price: string;
  discountPercent: string;
};

const pl = priceLists;
const pla = priceListArticles;
const a = articles;

// Written with qualified names: Drizzle leaves columns unqualified in single-table selects, and an unqualified
// "id" inside the subquery would bind to price_list_articles.id.
const articlesCount = sql<number>`(select count(*) from price_list_articles pla where pla.price_list_id = price_lists.id)`.mapWith(Number);

export async function listPriceLists(
  db: Db,
  tenantId: number,
  opts: { search: string | undefined; order: SQL[]; limit: number; offset: number },
): Promise<{ rows: PriceListRow[]; total: number }> {
  const pattern = opts.search ? containsPattern(opts.search) : null;
  const where = and(eq(pl.tenantId, tenantId), pattern ? or(ilike(pl.name, pattern), ilike(pl.code, pattern), ilike(pl.notes, pattern)) : undefined);
  const rows = await db
    .select({ list: pl, articlesCount })
    .from(pl)
    .where(where)
    .orderBy(...opts.order)
    .limit(opts.limit)
    .offset(opts.offset);
  const [c] = await db.select({ n: count() }).from(pl).where(where);
  return { rows: rows.map((r) => ({ ...r.list, articlesCount: r.articlesCount })), total: c?.n ?? 0 };
}

export async function findPriceList(db: Db, tenantId: number, id: number): Promise<PriceListRow | null> {
  const [row] = await db
    .select({ list: pl, articlesCount })
    .from(pl)
    .where(and(eq(pl.tenantId, tenantId), eq(pl.id, id)));
  return row ? { ...row.list, articlesCount: row.articlesCount } : null;
}

export async function priceListCodeTaken(db: Db, tenantId: number, code: string | null, exceptId?: number): Promise<boolean> {
  if (code === null) return false;
  const [row] = await db
    .select({ id: pl.id })
    .from(pl)
    .where(and(eq(pl.tenantId, tenantId), eq(pl.code, code), exceptId === undefined ? undefined : ne(pl.id, exceptId)))
    .limit(1);
  return row !== undefined;
}

/** Article prices of the tenant by id (only those that exist), to check ids and fill default prices. */
export async function articlePrices(db: Db, tenantId: number, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: a.id, price: a.price })
    .from(a)
    .where(and(eq(a.tenantId, tenantId), inArray(a.id, [...ids])));
  return new Map(rows.map((r) => [r.id, r.price]));
}

/**
 * Inserts or updates a list; `items` (when given) replaces its articles. Prices are resolved by the caller.
 * One transaction, so a failed replacement leaves the list as it was.
 */
export async function savePriceList(
  db: Db,
  tenantId: number,
  id: number | null,
  fields: PriceListFields,
  items: readonly { articleId: number; price: string; discountPercent: string }[] | undefined,
  now: string,
): Promise<number | null> {
  return db.transaction(async (tx) => {
    let listId: number | null;
    if (id === null) {
      const [row] = await tx.insert(pl).values({ tenantId, ...fields, createdAt: now, updatedAt: now }).returning({ id: pl.id });
      listId = row?.id ?? null;
    } else {
      const [row] = await tx
        .update(pl)
        .set({ ...fields, updatedAt: now })
        .where(and(eq(pl.tenantId, tenantId), eq(pl.id, id)))
        .returning({ id: pl.id });
      listId = row?.id ?? null;
    }
    if (listId === null || items === undefined) return listId;
    await tx.delete(pla).where(and(eq(pla.tenantId, tenantId), eq(pla.priceListId, listId)));
    if (items.length > 0) await tx.insert(pla).values(items.map((i) => ({ tenantId, priceListId: listId, ...i })));
    return listId;
  });
}

export async function deletePriceList(db: Db, tenantId: number, id: number): Promise<boolean> {
  const rows = await db.delete(pl).where(and(eq(pl.tenantId, tenantId), eq(pl.id, id))).returning({ id: pl.id });
  return rows.length > 0;
}

const listArticleColumns = {
  articleId: a.id,
  code: a.code,
  description: a.description,
  unit: a.unit,
  listPrice: a.price,
  price: pla.price,
  discountPercent: pla.discountPercent,
};

export async function listArticlesOf(
  db: Db,
  tenantId: number,
  priceListId: number,
  opts: { search?: string | undefined; order: SQL[]; limit: number; offset: number },
): Promise<{ rows: ListArticleRow[]; total: number }> {
  const pattern = opts.search ? containsPattern(opts.search) : null;
  const where = and(eq(pla.tenantId, tenantId), eq(pla.priceListId, priceListId), pattern ? or(ilike(a.code, pattern), ilike(a.description, pattern)) : undefined);
  const rows = await db
    .select(listArticleColumns)
    .from(pla)
    .innerJoin(a, eq(a.id, pla.articleId))
    .where(where)
    .orderBy(...opts.order)
    .limit(opts.limit)
    .offset(opts.offset);
  const [c] = await db.select({ n: count() }).from(pla).innerJoin(a, eq(a.id, pla.articleId)).where(where);
  return { rows, total: c?.n ?? 0 };
}

export async function findListArticle(db: Db, tenantId: number, priceListId: number, articleId: number): Promise<ListArticleRow | null> {
  const [row] = await db
    .select(listArticleColumns)
    .from(pla)
    .innerJoin(a, eq(a.id, pla.articleId))
    .where(and(eq(pla.tenantId, tenantId), eq(pla.priceListId, priceListId), eq(pla.articleId, articleId)));
  return row ?? null;
}

export async function insertListArticle(
  db: Db,
  tenantId: number,
  priceListId: number,
  item: { articleId: number; price: string; discountPercent: string },
): Promise<void> {
  await db.insert(pla).values({ tenantId, priceListId, ...item });
}

export async function updateListArticle(
  db: Db,
  tenantId: number,
  priceListId: number,
  articleId: number,
  change: { price?: string; discountPercent?: string },
): Promise<boolean> {
  const rows = await db
    .update(pla)
    .set(change)
    .where(and(eq(pla.tenantId, tenantId), eq(pla.priceListId, priceListId), eq(pla.articleId, articleId)))
    .returning({ id: pla.id });
  return rows.length > 0;
}

export async function removeListArticle(db: Db, tenantId: number, priceListId: number, articleId: number): Promise<boolean> {
  const rows = await db
    .delete(pla)
    .where(and(eq(pla.tenantId, tenantId), eq(pla.priceListId, priceListId), eq(pla.articleId, articleId)))
    .returning({ id: pla.id });
  return rows.length > 0;
}

export async function touchPriceList(db: Db, tenantId: number, id: number, now: string): Promise<void> {
  await db
    .update(pl)
    .set({ updatedAt: now })
    .where(and(eq(pl.tenantId, tenantId), eq(pl.id, id)));
}
