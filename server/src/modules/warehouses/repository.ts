import { and, count, eq, ilike, ne, notExists, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { articles, warehouses } from '../../db/schema/catalog.ts';
import { sameName } from '../../shared/listing/sameName.ts';
import { containsPattern } from '../../shared/listing/search.ts';

export type WarehouseRow = typeof warehouses.$inferSelect;
export type WarehouseFields = { code: string; name: string; address: string | null; isDefault: boolean };

const w = warehouses;

export async function listWarehouses(
  db: Db,
  tenantId: number,
  opts: { search: string | undefined; order: SQL[]; limit: number; offset: number },
): Promise<{ rows: WarehouseRow[]; total: number }> {
  const pattern = opts.search ? containsPattern(opts.search) : null;
  const where = and(eq(w.tenantId, tenantId), pattern ? or(ilike(w.code, pattern), ilike(w.name, pattern), ilike(w.address, pattern)) : undefined);
  const rows = await db.select().from(w).where(where).orderBy(...opts.order).limit(opts.limit).offset(opts.offset);
  const [c] = await db.select({ n: count() }).from(w).where(where);
  return { rows, total: c?.n ?? 0 };
}

export async function findWarehouse(db: Db, tenantId: number, id: number): Promise<WarehouseRow | null> {
  const [row] = await db.select().from(w).where(and(eq(w.tenantId, tenantId), eq(w.id, id)));
  return row ?? null;
}

export async function warehouseCodeTaken(db: Db, tenantId: number, code: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: w.id })
    .from(w)
    .where(and(eq(w.tenantId, tenantId), eq(w.code, code), exceptId === undefined ? undefined : ne(w.id, exceptId)))
    .limit(1);
  return row !== undefined;
}

/** Whether another warehouse of the tenant has the name (case and spacing aside): pickers must tell them apart. */
export async function warehouseNameTaken(db: Db, tenantId: number, name: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: w.id })
    .from(w)
    .where(and(eq(w.tenantId, tenantId), sameName(w.name, name), exceptId === undefined ? undefined : ne(w.id, exceptId)))
    .limit(1);
  return row !== undefined;
}

/** Saves a warehouse; a new default takes the flag from the others in the same transaction (at most one default). */
export async function saveWarehouse(db: Db, tenantId: number, id: number | null, fields: WarehouseFields, now: string): Promise<WarehouseRow | null> {
  return db.transaction(async (tx) => {
    if (fields.isDefault) {
      await tx
        .update(w)
        .set({ isDefault: false, updatedAt: now })
        .where(and(eq(w.tenantId, tenantId), eq(w.isDefault, true), id === null ? undefined : ne(w.id, id)));
    }
    if (id === null) {
      const [row] = await tx.insert(w).values({ tenantId, ...fields, createdAt: now, updatedAt: now }).returning();
      return row ?? null;
    }
    const [row] = await tx
      .update(w)
      .set({ ...fields, updatedAt: now })
      .where(and(eq(w.tenantId, tenantId), eq(w.id, id)))
      .returning();
    return row ?? null;
  });
}

/** Whether any article has stock (a non-zero quantity) in the warehouse. */
export async function hasStock(db: Db, tenantId: number, warehouseId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: articles.id })
    .from(articles)
    .where(and(eq(articles.tenantId, tenantId), eq(articles.warehouseId, warehouseId), ne(articles.stockQuantity, '0')))
    .limit(1);
  return row !== undefined;
}

/** How many of the tenant's articles have the warehouse as theirs (with stock or not). */
export async function articlesIn(db: Db, tenantId: number, warehouseId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(articles).where(and(eq(articles.tenantId, tenantId), eq(articles.warehouseId, warehouseId)));
  return row?.n ?? 0;
}

/** Deletes a warehouse no article has (false when it is missing or, by the time of the delete, in use). */
export async function deleteWarehouse(db: Db, tenantId: number, id: number): Promise<boolean> {
  const used = db.select({ id: articles.id }).from(articles).where(and(eq(articles.tenantId, tenantId), eq(articles.warehouseId, id)));
  const rows = await db
    .delete(w)
    .where(and(eq(w.tenantId, tenantId), eq(w.id, id), notExists(used)))
    .returning({ id: w.id });
  return rows.length > 0;
}
