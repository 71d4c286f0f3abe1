import type { components } from '../../../../src/api/schema.gen.ts';
import { and, count, eq, ilike, ne, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories } from '../../db/schema/catalog.ts';
import { sameName } from '../../shared/listing/sameName.ts';
import { containsPattern } from '../../shared/listing/search.ts';

export type CategoryRow = typeof categories.$inferSelect;
type CategoryScope = components['schemas']['CategoryScope'];
export type CategoryFields = { name: string; scope: CategoryScope; description: string | null; color: string | null };

const c = categories;

export async function listCategories(
  db: Db,
  tenantId: number,
  opts: { search: string | undefined; scope: CategoryScope | undefined; order: SQL[]; limit: number; offset: number },
): Promise<{ rows: CategoryRow[]; total: number }> {
  const pattern = opts.search ? containsPattern(opts.search) : null;
  const where = and(
    eq(c.tenantId, tenantId),
    opts.scope === undefined ? undefined : eq(c.scope, opts.scope),
    pattern ? or(ilike(c.name, pattern), ilike(c.description, pattern)) : undefined,
  );
  const rows = await db.select().from(c).where(where).orderBy(...opts.order).limit(opts.limit).offset(opts.offset);
  const [n] = await db.select({ n: count() }).from(c).where(where);
  return { rows, total: n?.n ?? 0 };
}

export async function findCategory(db: Db, tenantId: number, id: number): Promise<CategoryRow | null> {
  const [row] = await db.select().from(c).where(and(eq(c.tenantId, tenantId), eq(c.id, id)));
  return row ?? null;
}

/**
 * Whether another category of the same scope has the name (case and spacing aside). Scopes are separate lists
 * (a works' "Urgente" and a documents' "Urgente" never meet in one picker), so a name may recur across them.
 */
export async function categoryNameTaken(db: Db, tenantId: number, scope: CategoryScope, name: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: c.id })
    .from(c)
    .where(and(eq(c.tenantId, tenantId), eq(c.scope, scope), sameName(c.name, name), exceptId === undefined ? undefined : ne(c.id, exceptId)))
    .limit(1);
  return row !== undefined;
}

export async function insertCategory(db: Db, tenantId: number, fields: CategoryFields, now: string): Promise<CategoryRow> {
  const [row] = await db.insert(c).values({ tenantId, ...fields, createdAt: now, updatedAt: now }).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateCategory(db: Db, tenantId: number, id: number, fields: CategoryFields, now: string): Promise<CategoryRow | null> {
  const [row] = await db
    .update(c)
    .set({ ...fields, updatedAt: now })
    .where(and(eq(c.tenantId, tenantId), eq(c.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteCategory(db: Db, tenantId: number, id: number): Promise<boolean> {
  const rows = await db.delete(c).where(and(eq(c.tenantId, tenantId), eq(c.id, id))).returning({ id: c.id });
  return rows.length > 0;
}
