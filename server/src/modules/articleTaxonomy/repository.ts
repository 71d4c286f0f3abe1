import { and, asc, count, eq, ilike, ne, notExists, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { articleTaxonomyItems, articles } from '../../db/schema/catalog.ts';
import { sameName } from '../../shared/listing/sameName.ts';
import { containsPattern } from '../../shared/listing/search.ts';

// The six article taxonomies live in one table told apart by `kind`; every query names tenant and kind.

export type TaxonomyKind = 'category' | 'brand' | 'division' | 'group' | 'line' | 'type';
export type TaxonomyRow = typeof articleTaxonomyItems.$inferSelect;
export type TaxonomyFields = { code: string | null; name: string; description: string | null };

const t = articleTaxonomyItems;
const scope = (tenantId: number, kind: TaxonomyKind): SQL => and(eq(t.tenantId, tenantId), eq(t.kind, kind)) as SQL;

export async function listTaxonomy(
  db: Db,
  tenantId: number,
  kind: TaxonomyKind,
  opts: { search: string | undefined; order: SQL[]; limit: number; offset: number },
): Promise<{ rows: TaxonomyRow[]; total: number }> {
  const pattern = opts.search ? containsPattern(opts.search) : null;
  const where = pattern ? and(scope(tenantId, kind), or(ilike(t.name, pattern), ilike(t.code, pattern), ilike(t.description, pattern))) : scope(tenantId, kind);
  const rows = await db.select().from(t).where(where).orderBy(...opts.order).limit(opts.limit).offset(opts.offset);
  const [c] = await db.select({ n: count() }).from(t).where(where);
  return { rows, total: c?.n ?? 0 };
}

export async function findTaxonomy(db: Db, tenantId: number, kind: TaxonomyKind, id: number): Promise<TaxonomyRow | null> {
  const [row] = await db.select().from(t).where(and(scope(tenantId, kind), eq(t.id, id)));
  return row ?? null;
}

/** Whether another item of the same taxonomy already uses `code` (codes are optional; null never clashes). */
export async function codeTaken(db: Db, tenantId: number, kind: TaxonomyKind, code: string | null, exceptId?: number): Promise<boolean> {
  if (code === null) return false;
  const [row] = await db
    .select({ id: t.id })
    .from(t)
    .where(and(scope(tenantId, kind), eq(t.code, code), exceptId === undefined ? undefined : ne(t.id, exceptId)))
    .limit(1);
  return row !== undefined;
}

/** Whether another item of the same taxonomy already has the name (case and spacing aside): names must tell items apart. */
export async function nameTaken(db: Db, tenantId: number, kind: TaxonomyKind, name: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: t.id })
    .from(t)
    .where(and(scope(tenantId, kind), sameName(t.name, name), exceptId === undefined ? undefined : ne(t.id, exceptId)))
    .limit(1);
  return row !== undefined;
}

/** The article column that refers to an item of each taxonomy. */
const ARTICLE_COLUMN = {
  category: articles.categoryId,
  brand: articles.brandId,
  division: articles.divisionId,
  group: articles.groupId,
  line: articles.lineId,
  type: articles.typeId,
} as const satisfies Record<TaxonomyKind, unknown>;

/** How many of the tenant's articles are classified under the item. */
export async function articlesUsing(db: Db, tenantId: number, kind: TaxonomyKind, id: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(articles)
    .where(and(eq(articles.tenantId, tenantId), eq(ARTICLE_COLUMN[kind], id)));
  return row?.n ?? 0;
}

export async function insertTaxonomy(db: Db, tenantId: number, kind: TaxonomyKind, fields: TaxonomyFields, now: string): Promise<TaxonomyRow> {
  const [row] = await db.insert(t).values({ tenantId, kind, ...fields, createdAt: now, updatedAt: now }).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateTaxonomy(
  db: Db,
  tenantId: number,
  kind: TaxonomyKind,
  id: number,
  fields: TaxonomyFields,
  now: string,
): Promise<TaxonomyRow | null> {
  const [row] = await db
    .update(t)
    .set({ ...fields, updatedAt: now })
    .where(and(scope(tenantId, kind), eq(t.id, id)))
    .returning();
  return row ?? null;
}

/**
 * Deletes an item that no article uses (false when it is missing or, by the time of the delete, in use): an article
 * is never silently left without the classification it had.
 */
export async function deleteTaxonomy(db: Db, tenantId: number, kind: TaxonomyKind, id: number): Promise<boolean> {
  const column = ARTICLE_COLUMN[kind];
  const used = db.select({ id: articles.id }).from(articles).where(and(eq(articles.tenantId, tenantId), eq(column, id)));
  const rows = await db
    .delete(t)
    .where(and(scope(tenantId, kind), eq(t.id, id), notExists(used)))
    .returning({ id: t.id });
  return rows.length > 0;
}

export const defaultTaxonomyOrder = [asc(t.name)];
