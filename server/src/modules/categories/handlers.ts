import { asc } from 'drizzle-orm';
import { categories } from '../../db/schema/catalog.ts';
import { created, invalidField, isFailure, noContent, notFound, ok, paged, type HandlerMap } from '../../http/handler.ts';
import type { Schema } from '../../http/operationTypes.ts';
import { orderBy } from '../../shared/listing/sort.ts';
import { presentCategory } from './present.ts';
import { categoryNameTaken, deleteCategory, findCategory, insertCategory, listCategories, updateCategory } from './repository.ts';
import { NAME_TAKEN } from '../recordMessages.ts';

const c = categories;
const SORTABLE = { id: c.id, name: c.name, scope: c.scope, created_at: c.createdAt, updated_at: c.updatedAt };

const fieldsOf = (body: Schema<'CategoryInput'>) => ({
  name: body.name,
  scope: body.scope,
  description: body.description ?? null,
  color: body.color ?? null,
});

export const handlers = {
  listCategories: async (ctx) => {
    const order = orderBy(ctx.query.sort, SORTABLE, [asc(c.scope), asc(c.name)], c.id);
    if (isFailure(order)) return order;
    // No default page size (spec §9): every row unless page_size is given.
    const page = ctx.page(null);
    const { rows, total } = await listCategories(ctx.db, ctx.tenant.id, {
      search: ctx.query.search,
      scope: ctx.query.scope,
      order,
      limit: page.limit,
      offset: page.offset,
    });
    return paged(rows.map(presentCategory), page.meta(total));
  },

  // A name is unique within its scope (case and spacing aside): a picker never offers two that read alike.
  createCategory: async (ctx) => {
    const fields = fieldsOf(ctx.body);
    if (await categoryNameTaken(ctx.db, ctx.tenant.id, fields.scope, fields.name)) return invalidField('name', NAME_TAKEN);
    return created(presentCategory(await insertCategory(ctx.db, ctx.tenant.id, fields, ctx.now())));
  },

  updateCategory: async (ctx) => {
    const id = ctx.params.id;
    if (!(await findCategory(ctx.db, ctx.tenant.id, id))) return notFound();
    const fields = fieldsOf(ctx.body);
    if (await categoryNameTaken(ctx.db, ctx.tenant.id, fields.scope, fields.name, id)) return invalidField('name', NAME_TAKEN);
    const row = await updateCategory(ctx.db, ctx.tenant.id, id, fields, ctx.now());
    return row ? ok(presentCategory(row)) : notFound();
  },

  deleteCategory: async (ctx) => ((await deleteCategory(ctx.db, ctx.tenant.id, ctx.params.id)) ? noContent() : notFound()),
} satisfies HandlerMap;
