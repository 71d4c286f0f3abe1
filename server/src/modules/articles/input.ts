import type { Db } from '../../db/client.ts';
import { invalid, type Failure } from '../../http/handler.ts';
import type { Body } from '../../http/operationTypes.ts';
import { articleCodeTaken, taxonomyExists, warehouseExists, type ArticleFields } from './repository.ts';
import type { FieldErrors } from '../../contract/fieldErrors.ts';
import { CODE_TAKEN, selectedInvalid } from '../recordMessages.ts';

// ArticleInput → columns, checking that the referenced taxonomy items and warehouse exist in the tenant (422).

const REFS = [
  ['category_id', 'category'],
  ['brand_id', 'brand'],
  ['division_id', 'division'],
  ['group_id', 'group'],
  ['line_id', 'line'],
  ['type_id', 'type'],
] as const;

/** The taxonomy items and warehouse the body points at that are not of the tenant (`idOf` reads one id field). */
export async function articleReferenceErrors(db: Db, tenantId: number, idOf: (field: (typeof REFS)[number][0] | 'warehouse_id') => number | null | undefined): Promise<FieldErrors | null> {
  const errors: FieldErrors = {};
  for (const [field, kind] of REFS) {
    const id = idOf(field);
    if (id !== undefined && id !== null && !(await taxonomyExists(db, tenantId, kind, id))) errors[field] = [selectedInvalid(field)];
  }
  const warehouseId = idOf('warehouse_id');
  if (warehouseId !== undefined && warehouseId !== null && !(await warehouseExists(db, tenantId, warehouseId))) {
    errors.warehouse_id = [selectedInvalid('warehouse_id')];
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

/** The article's columns; a reference outside the tenant, or a code another article has, answers 422 (all together). */
export async function articleFields(db: Db, tenantId: number, body: Body<'createArticle'>, exceptId?: number): Promise<ArticleFields | Failure> {
  const errors: FieldErrors = { ...(await articleReferenceErrors(db, tenantId, (field) => body[field])) };
  if (await articleCodeTaken(db, tenantId, body.code, exceptId)) errors.code = [CODE_TAKEN];
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
