import { articleTaxonomyItems } from '../../db/schema/catalog.ts';
import type { Db } from '../../db/client.ts';
import type { FieldErrors } from '../../contract/fieldErrors.ts';
import { conflict, created, invalid, isFailure, noContent, notFound, ok, paged, type Handler, type HandlerMap } from '../../http/handler.ts';
import { message } from '../../i18n/message.ts';
import { orderBy } from '../../shared/listing/sort.ts';
import { presentTaxonomy } from './present.ts';
import {
  articlesUsing,
  codeTaken,
  defaultTaxonomyOrder,
  deleteTaxonomy,
  findTaxonomy,
  insertTaxonomy,
  listTaxonomy,
  nameTaken,
  updateTaxonomy,
  type TaxonomyKind,
} from './repository.ts';
import { CODE_TAKEN, NAME_TAKEN } from '../recordMessages.ts';

// One implementation for the six article taxonomies (categories, brands, divisions, groups, lines, types):
// the operations differ only by path and `kind`, so each set of five handlers is built from `kind`. Names are unique
// per taxonomy (case and spacing aside), and an item articles use cannot be deleted.

const t = articleTaxonomyItems;
const SORTABLE = { id: t.id, code: t.code, name: t.name, created_at: t.createdAt, updated_at: t.updatedAt };

const fieldsOf = (body: { code?: string | null; name: string; description?: string | null }) => ({
  code: body.code ?? null,
  name: body.name,
  description: body.description ?? null,
});

/** A code and a name other items of the taxonomy have, both in one answer. */
async function takenErrors(db: Db, tenantId: number, kind: TaxonomyKind, fields: { code: string | null; name: string }, exceptId?: number): Promise<FieldErrors | null> {
  const errors: FieldErrors = {};
  if (await codeTaken(db, tenantId, kind, fields.code, exceptId)) errors.code = [CODE_TAKEN];
  if (await nameTaken(db, tenantId, kind, fields.name, exceptId)) errors.name = [NAME_TAKEN];
  return Object.keys(errors).length > 0 ? errors : null;
}

function handlersFor(kind: TaxonomyKind) {
  const list: Handler<'listArticleCategories'> = async (ctx) => {
    const order = orderBy(ctx.query.sort, SORTABLE, defaultTaxonomyOrder, t.id);
    if (isFailure(order)) return order;
    const page = ctx.page();
    const { rows, total } = await listTaxonomy(ctx.db, ctx.tenant.id, kind, { search: ctx.query.search, order, limit: page.limit, offset: page.offset });
    return paged(rows.map(presentTaxonomy), page.meta(total));
  };
  const get: Handler<'getArticleCategory'> = async (ctx) => {
    const row = await findTaxonomy(ctx.db, ctx.tenant.id, kind, ctx.params.id);
    return row ? ok(presentTaxonomy(row)) : notFound();
  };
  const create: Handler<'createArticleCategory'> = async (ctx) => {
    const fields = fieldsOf(ctx.body);
    const taken = await takenErrors(ctx.db, ctx.tenant.id, kind, fields);
    if (taken) return invalid(taken);
    return created(presentTaxonomy(await insertTaxonomy(ctx.db, ctx.tenant.id, kind, fields, ctx.now())));
  };
  const update: Handler<'updateArticleCategory'> = async (ctx) => {
    const id = ctx.params.id;
    if (!(await findTaxonomy(ctx.db, ctx.tenant.id, kind, id))) return notFound();
    const fields = fieldsOf(ctx.body);
    const taken = await takenErrors(ctx.db, ctx.tenant.id, kind, fields, id);
    if (taken) return invalid(taken);
    const row = await updateTaxonomy(ctx.db, ctx.tenant.id, kind, id, fields, ctx.now());
    return row ? ok(presentTaxonomy(row)) : notFound();
  };
  // An item articles use is not deleted (409 naming how many): they would silently lose it.
  const remove: Handler<'deleteArticleCategory'> = async (ctx) => {
    const id = ctx.params.id;
    if (!(await findTaxonomy(ctx.db, ctx.tenant.id, kind, id))) return notFound();
    const inUse = async () => {
      const used = await articlesUsing(ctx.db, ctx.tenant.id, kind, id);
      return used > 0 ? conflict(message('articleTaxonomy.inUse', { count: used })) : null;
    };
    const refused = await inUse();
    if (refused) return refused;
    if (await deleteTaxonomy(ctx.db, ctx.tenant.id, kind, id)) return noContent();
    // Gone meanwhile, or an article took it up between the count and the delete.
    return (await inUse()) ?? notFound();
  };
  return { list, get, create, update, remove };
}

const category = handlersFor('category');
const brand = handlersFor('brand');
const division = handlersFor('division');
const group = handlersFor('group');
const line = handlersFor('line');
const type = handlersFor('type');

export const handlers = {
  listArticleCategories: (ctx) => category.list(ctx),
  getArticleCategory: (ctx) => category.get(ctx),
  createArticleCategory: (ctx) => category.create(ctx),
  updateArticleCategory: (ctx) => category.update(ctx),
  deleteArticleCategory: (ctx) => category.remove(ctx),
  listArticleBrands: (ctx) => brand.list(ctx),
  getArticleBrand: (ctx) => brand.get(ctx),
  createArticleBrand: (ctx) => brand.create(ctx),
  updateArticleBrand: (ctx) => brand.update(ctx),
  deleteArticleBrand: (ctx) => brand.remove(ctx),
  listArticleDivisions: (ctx) => division.list(ctx),
  getArticleDivision: (ctx) => division.get(ctx),
  createArticleDivision: (ctx) => division.create(ctx),
  updateArticleDivision: (ctx) => division.update(ctx),
  deleteArticleDivision: (ctx) => division.remove(ctx),
  listArticleGroups: (ctx) => group.list(ctx),
  getArticleGroup: (ctx) => group.get(ctx),
  createArticleGroup: (ctx) => group.create(ctx),
  updateArticleGroup: (ctx) => group.update(ctx),
  deleteArticleGroup: (ctx) => group.remove(ctx),
  listArticleLines: (ctx) => line.list(ctx),
  getArticleLine: (ctx) => line.get(ctx),
  createArticleLine: (ctx) => line.create(ctx),
  updateArticleLine: (ctx) => line.update(ctx),
  deleteArticleLine: (ctx) => line.remove(ctx),
  listArticleTypes: (ctx) => type.list(ctx),
  getArticleType: (ctx) => type.get(ctx),
  createArticleType: (ctx) => type.create(ctx),
  updateArticleType: (ctx) => type.update(ctx),
  deleteArticleType: (ctx) => type.remove(ctx),
} satisfies HandlerMap;
