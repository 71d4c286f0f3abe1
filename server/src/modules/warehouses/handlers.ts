import type { Db } from '../../db/client.ts';
import type { FieldErrors } from '../../contract/fieldErrors.ts';
import { asc, desc } from 'drizzle-orm';
import { warehouses } from '../../db/schema/catalog.ts';
import { conflict, created, invalid, isFailure, noContent, notFound, ok, paged, type HandlerMap } from '../../http/handler.ts';
import { orderBy } from '../../shared/listing/sort.ts';
import { presentWarehouse } from './present.ts';
import { articlesIn, deleteWarehouse, findWarehouse, hasStock, listWarehouses, saveWarehouse, warehouseCodeTaken, warehouseNameTaken } from './repository.ts';
import { CODE_TAKEN, NAME_TAKEN } from '../recordMessages.ts';
import { message } from '../../i18n/message.ts';

const w = warehouses;
const SORTABLE = { id: w.id, code: w.code, name: w.name, is_default: w.isDefault, created_at: w.createdAt, updated_at: w.updatedAt };

const fieldsOf = (body: { code: string; name: string; address?: string | null; is_default?: boolean }) => ({
  code: body.code,
  name: body.name,
  address: body.address ?? null,
  isDefault: body.is_default ?? false,
});

/** A code and a name other warehouses have, both in one answer. */
async function takenErrors(db: Db, tenantId: number, body: { code: string; name: string }, exceptId?: number): Promise<FieldErrors | null> {
  const errors: FieldErrors = {};
  if (await warehouseCodeTaken(db, tenantId, body.code, exceptId)) errors.code = [CODE_TAKEN];
  if (await warehouseNameTaken(db, tenantId, body.name, exceptId)) errors.name = [NAME_TAKEN];
  return Object.keys(errors).length > 0 ? errors : null;
}

export const handlers = {
  listWarehouses: async (ctx) => {
    // The default warehouse first, then by name.
    const order = orderBy(ctx.query.sort, SORTABLE, [desc(w.isDefault), asc(w.name)], w.id);
    if (isFailure(order)) return order;
    const page = ctx.page();
    const { rows, total } = await listWarehouses(ctx.db, ctx.tenant.id, { search: ctx.query.search, order, limit: page.limit, offset: page.offset });
    return paged(rows.map(presentWarehouse), page.meta(total));
  },

  createWarehouse: async (ctx) => {
    const taken = await takenErrors(ctx.db, ctx.tenant.id, ctx.body);
    if (taken) return invalid(taken);
    const row = await saveWarehouse(ctx.db, ctx.tenant.id, null, fieldsOf(ctx.body), ctx.now());
    return row ? created(presentWarehouse(row)) : notFound();
  },

  getWarehouse: async (ctx) => {
    const row = await findWarehouse(ctx.db, ctx.tenant.id, ctx.params.id);
    return row ? ok(presentWarehouse(row)) : notFound();
  },

  updateWarehouse: async (ctx) => {
    const id = ctx.params.id;
    if (!(await findWarehouse(ctx.db, ctx.tenant.id, id))) return notFound();
    const taken = await takenErrors(ctx.db, ctx.tenant.id, ctx.body, id);
    if (taken) return invalid(taken);
    const row = await saveWarehouse(ctx.db, ctx.tenant.id, id, fieldsOf(ctx.body), ctx.now());
    return row ? ok(presentWarehouse(row)) : notFound();
  },

  deleteWarehouse: async (ctx) => {
    const row = await findWarehouse(ctx.db, ctx.tenant.id, ctx.params.id);
    if (!row) return notFound();
    if (row.isDefault) return conflict(message('warehouses.defaultNotDeletable'));
    if (await hasStock(ctx.db, ctx.tenant.id, row.id)) return conflict(message('warehouses.stocked'));
    // Articles without stock still have it as their warehouse: they would silently lose it.
    const inUse = async () => {
      const used = await articlesIn(ctx.db, ctx.tenant.id, row.id);
      return used > 0 ? conflict(message('warehouses.inUse', { count: used })) : null;
    };
    const refused = await inUse();
    if (refused) return refused;
    if (await deleteWarehouse(ctx.db, ctx.tenant.id, row.id)) return noContent();
    return (await inUse()) ?? notFound();
  },
} satisfies HandlerMap;
