import { and, count, eq, ilike, ne, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { articleTaxonomyItems, articles, warehouses } from '../../db/schema/catalog.ts';
import { containsPattern } from '../../shared/listing/search.ts';

export type ArticleRow = typeof articles.$inferSelect;
export type ArticleFields = Omit<typeof articles.$inferInsert, 'id' | 'tenantId' | 'createdAt' | 'updatedAt'>;

export type ArticleFilters = {
  readonly search?: string | undefined;
  readonly categoryId?: number | undefined;
  readonly brandId?: number | undefined;
  readonly divisionId?: number | undefined;
  readonly groupId?: number | undefined;
  readonly lineId?: number | undefined;
  readonly typeId?: number | undefined;
  readonly active?: boolean | undefined;
};

const a = articles;

function whereOf(tenantId: number, f: ArticleFilters): SQL | undefined {
  const pattern = f.search ? containsPattern(f.search) : null;
  return and(
    eq(a.tenantId, tenantId),
    pattern ? or(ilike(a.code, pattern), ilike(a.description, pattern), ilike(a.barcode, pattern)) : undefined,
    f.categoryId === undefined ? undefined : eq(a.categoryId, f.categoryId),
    f.brandId === undefined ? undefined : eq(a.brandId, f.brandId),
    f.divisionId === undefined ? undefined : eq(a.divisionId, f.divisionId),
    f.groupId === undefined ? undefined : eq(a.groupId, f.groupId),
    f.lineId === undefined ? undefined : eq(a.lineId, f.lineId),
    f.typeId === undefined ? undefined : eq(a.typeId, f.typeId),
    f.active === undefined ? undefined : eq(a.active, f.active),
  );
}

export async function listArticles(
  db: Db,
  tenantId: number,
  filters: ArticleFilters,
  page: { order: SQL[]; limit: number; offset: number },
): Promise<{ rows: ArticleRow[]; total: number }> {
  const where = whereOf(tenantId, filters);
  const rows = await db.select().from(a).where(where).orderBy(...page.order).limit(page.limit).offset(page.offset);
  const [c] = await db.select({ n: count() }).from(a).where(where);
  return { rows, total: c?.n ?? 0 };
}

export async function findArticle(db: Db, tenantId: number, id: number): Promise<ArticleRow | null> {
  const [row] = await db.select().from(a).where(and(eq(a.tenantId, tenantId), eq(a.id, id)));
  return row ?? null;
}

export async function articleCodeTaken(db: Db, tenantId: number, code: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: a.id })
    .from(a)
    .where(and(eq(a.tenantId, tenantId), eq(a.code, code), exceptId === undefined ? undefined : ne(a.id, exceptId)))
    .limit(1);
  return row !== undefined;
}

export async function insertArticle(db: Db, tenantId: number, fields: ArticleFields, now: string): Promise<ArticleRow> {
  const [row] = await db.insert(a).values({ ...fields, tenantId, createdAt: now, updatedAt: now }).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateArticle(db: Db, tenantId: number, id: number, fields: ArticleFields, now: string): Promise<ArticleRow | null> {
  const [row] = await db
    .update(a)
    .set({ ...fields, updatedAt: now })
    .where(and(eq(a.tenantId, tenantId), eq(a.id, id)))
    .returning();
  return row ?? null;
}

/** Deletes an article: price list rows go with it, quote rows keep their copy (foreign keys cascade / set null). */
export async function deleteArticle(db: Db, tenantId: number, id: number): Promise<boolean> {
  const rows = await db.delete(a).where(and(eq(a.tenantId, tenantId), eq(a.id, id))).returning({ id: a.id });
  return rows.length > 0;
}

/** Whether a taxonomy item of this kind exists in the tenant. */
export async function taxonomyExists(db: Db, tenantId: number, kind: string, id: number): Promise<boolean> {
  const t = articleTaxonomyItems;
  const [row] = await db
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.tenantId, tenantId), eq(t.kind, kind), eq(t.id, id)));
  return row !== undefined;
}

export async function warehouseExists(db: Db, tenantId: number, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: warehouses.id })
    .from(warehouses)
    .where(and(eq(warehouses.tenantId, tenantId), eq(warehouses.id, id)));
  return row !== undefined;
}
