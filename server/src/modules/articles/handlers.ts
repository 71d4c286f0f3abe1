import { asc } from 'drizzle-orm';
import { articles } from '../../db/schema/catalog.ts';
import { created, invalidField, isFailure, noContent, notFound, ok, paged, type HandlerMap } from '../../http/handler.ts';
import { orderBy } from '../../shared/listing/sort.ts';
import { articleFields } from './input.ts';
import { articlePresenter } from './present.ts';
import { articleCodeTaken, deleteArticle, findArticle, insertArticle, listArticles, updateArticle } from './repository.ts';
import { CODE_TAKEN } from '../recordMessages.ts';

const a = articles;
const SORTABLE = {
  id: a.id,
  code: a.code,
  description: a.description,
  price: a.price,
  stock_quantity: a.stockQuantity,
  active: a.active,
  created_at: a.createdAt,
  updated_at: a.updatedAt,
};

export const handlers = {
  listArticles: async (ctx) => {
    const q = ctx.query;
    const order = orderBy(q.sort, SORTABLE, [asc(a.code)], a.id);
    if (isFailure(order)) return order;
    const page = ctx.page();
    const filters = {
      search: q.search,
      categoryId: q.category_id,
      brandId: q.brand_id,
      divisionId: q.division_id,
      groupId: q.group_id,
      lineId: q.line_id,
      typeId: q.type_id,
      active: q.active,
    };
    const { rows, total } = await listArticles(ctx.db, ctx.tenant.id, filters, { order, limit: page.limit, offset: page.offset });
    const present = await articlePresenter(ctx.db, ctx.tenant.id, rows);
    return paged(rows.map(present), page.meta(total));
  },

  createArticle: async (ctx) => {
    const fields = await articleFields(ctx.db, ctx.tenant.id, ctx.body);
    if (isFailure(fields)) return fields;
    if (await articleCodeTaken(ctx.db, ctx.tenant.id, fields.code)) return invalidField('code', CODE_TAKEN);
    const row = await insertArticle(ctx.db, ctx.tenant.id, fields, ctx.now());
    return created((await articlePresenter(ctx.db, ctx.tenant.id, [row]))(row));
  },

  getArticle: async (ctx) => {
    const row = await findArticle(ctx.db, ctx.tenant.id, ctx.params.id);
    return row ? ok((await articlePresenter(ctx.db, ctx.tenant.id, [row]))(row)) : notFound();
  },

  updateArticle: async (ctx) => {
    const id = ctx.params.id;
    if (!(await findArticle(ctx.db, ctx.tenant.id, id))) return notFound();
    const fields = await articleFields(ctx.db, ctx.tenant.id, ctx.body);
    if (isFailure(fields)) return fields;
    if (await articleCodeTaken(ctx.db, ctx.tenant.id, fields.code, id)) return invalidField('code', CODE_TAKEN);
    const row = await updateArticle(ctx.db, ctx.tenant.id, id, fields, ctx.now());
    return row ? ok((await articlePresenter(ctx.db, ctx.tenant.id, [row]))(row)) : notFound();
  },

  deleteArticle: async (ctx) => ((await deleteArticle(ctx.db, ctx.tenant.id, ctx.params.id)) ? noContent() : notFound()),
} satisfies HandlerMap;
