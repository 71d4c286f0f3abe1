import type { Db } from '../../db/client.ts';
import { invalid, type Failure } from '../../http/handler.ts';
import type { Body } from '../../http/operationTypes.ts';
import { taxonomyExists, warehouseExists, type ArticleFields } from './repository.ts';
import type { FieldErrors } from '../../contract/fieldErrors.ts';
import { selectedInvalid } from '../recordMessages.ts';

// ArticleInput → columns, checking that the referenced taxonomy items and warehouse exist in the tenant (422).

const REFS = [
  ['category_id', 'category'],
  ['brand_id', 'brand'],
  ['division_id', 'division'],
  ['group_id', 'group'],
  ['line_id', 'line'],
  ['type_id', 'type'],
] as const;

export async function articleFields(db: Db, tenantId: number, body: Body<'createArticle'>): Promise<ArticleFields | Failure> {
  const errors: FieldErrors = {};
  for (const [field, kind] of REFS) {
    const id = body[field];
    if (id !== undefined && id !== null && !(await taxonomyExists(db, tenantId, kind, id))) errors[field] = [selectedInvalid(field)];
  }
  if (body.warehouse_id !== undefined && body.warehouse_id !== null && !(await warehouseExists(db, tenantId, body.warehouse_id))) {
    errors.warehouse_id = [selectedInvalid('warehouse_id')];
  }
  if (Object.keys(errors).length > 0) return invalid(errors);
  return {
    code: body.code,
    description: body.description,
    longDescription: body.long_description ?? null,
    unit: body.unit,
    price: body.price,
    cost: body.cost ?? null,
    vatRate: body.vat_rate,
    barcode: body.barcode ?? null,
    active: body.active ?? true,
    categoryId: body.category_id ?? null,
    brandId: body.brand_id ?? null,
    divisionId: body.division_id ?? null,
    groupId: body.group_id ?? null,
    lineId: body.line_id ?? null,
    typeId: body.type_id ?? null,
    warehouseId: body.warehouse_id ?? null,
    stockQuantity: body.stock_quantity ?? '0',
  };
}
