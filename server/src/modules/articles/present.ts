import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { articleTaxonomyItems, warehouses } from '../../db/schema/catalog.ts';
import { tidy } from '../../../../src/domain/decimal.ts';
import type { ArticleRow } from './repository.ts';

type Ref = { id: number; name: string } | null;

/** Names of the taxonomy items and warehouses the rows refer to, loaded in two queries for a whole page. */
export async function articlePresenter(db: Db, tenantId: number, rows: readonly ArticleRow[]) {
  const taxIds = new Set<number>();
  const whIds = new Set<number>();
  for (const r of rows) {
    for (const v of [r.categoryId, r.brandId, r.divisionId, r.groupId, r.lineId, r.typeId]) if (v !== null) taxIds.add(v);
    if (r.warehouseId !== null) whIds.add(r.warehouseId);
  }
  const t = articleTaxonomyItems;
  const tax =
    taxIds.size === 0
      ? []
      : await db
          .select({ id: t.id, name: t.name })
          .from(t)
          .where(and(eq(t.tenantId, tenantId), inArray(t.id, [...taxIds])));
  const wh =
    whIds.size === 0
      ? []
      : await db
          .select({ id: warehouses.id, name: warehouses.name })
          .from(warehouses)
          .where(and(eq(warehouses.tenantId, tenantId), inArray(warehouses.id, [...whIds])));
  const names = new Map<number, string>(tax.map((x) => [x.id, x.name]));
  const whNames = new Map<number, string>(wh.map((x) => [x.id, x.name]));
  const ref = (map: Map<number, string>, id: number | null): Ref => {
    const name = id === null ? undefined : map.get(id);
    return id === null || name === undefined ? null : { id, name };
  };
  return (r: ArticleRow) => ({
    id: r.id,
    code: r.code,
    description: r.description,
    long_description: r.longDescription,
    unit: r.unit,
    price: tidy(r.price),
    cost: r.cost === null ? null : tidy(r.cost),
    vat_rate: tidy(r.vatRate),
    barcode: r.barcode,
    active: r.active,
    category: ref(names, r.categoryId),
    brand: ref(names, r.brandId),
    division: ref(names, r.divisionId),
    group: ref(names, r.groupId),
    line: ref(names, r.lineId),
    type: ref(names, r.typeId),
    warehouse: ref(whNames, r.warehouseId),
    stock_quantity: tidy(r.stockQuantity, 0),
    created_at: r.createdAt,
    updated_at: r.updatedAt,
  });
}
