import { and, asc, count, eq, ilike, ne, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { articleTaxonomyItems } from '../../db/schema/catalog.ts';
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

/** Deletes an item; the foreign keys of `articles` detach it from its articles (ON DELETE SET NULL). */
export async function deleteTaxonomy(db: Db, tenantId: number, kind: TaxonomyKind, id: number): Promise<boolean> {
  const rows = await db.delete(t).where(and(scope(tenantId, kind), eq(t.id, id))).returning({ id: t.id });
  return rows.length > 0;
}

export const defaultTaxonomyOrder = [asc(t.name)];
