import type { FieldErrors } from '../../contract/fieldErrors.ts';
import { asc } from 'drizzle-orm';
import { articles, priceListArticles, priceLists } from '../../db/schema/catalog.ts';
import { conflict, created, invalid, invalidField, isFailure, noContent, notFound, ok, paged, type HandlerMap } from '../../http/handler.ts';
import type { Db } from '../../db/client.ts';
import { orderBy } from '../../shared/listing/sort.ts';
import { priceListFields, resolveItems } from './input.ts';
import { presentListArticle, presentPriceList, presentPriceListDetail } from './present.ts';
import {
  articlePrices,
  deletePriceList,
  findListArticle,
  findPriceList,
  insertListArticle,
  listArticlesOf,
  listPriceLists,
  priceListCodeTaken,
  removeListArticle,
  savePriceList,
  touchPriceList,
  updateListArticle,
} from './repository.ts';
import { message } from '../../i18n/message.ts';
import { CODE_TAKEN, selectedInvalid } from '../recordMessages.ts';

const pl = priceLists;
const SORTABLE = { id: pl.id, name: pl.name, code: pl.code, valid_from: pl.validFrom, valid_to: pl.validTo, created_at: pl.createdAt, updated_at: pl.updatedAt };
const ARTICLE_SORTABLE = {
  article_id: articles.id,
  code: articles.code,
  description: articles.description,
  list_price: articles.price,
  price: priceListArticles.price,
  discount_percent: priceListArticles.discountPercent,
};
const ALL = { order: [asc(articles.code)], limit: 1_000_000, offset: 0 };

async function detail(db: Db, tenantId: number, id: number) {
  const row = await findPriceList(db, tenantId, id);
  if (!row) return notFound();
  const { rows } = await listArticlesOf(db, tenantId, id, ALL);
  return presentPriceListDetail(row, rows);
}

/** A refusal's field errors (none for a value). */
const errorsOf = (outcome: unknown): FieldErrors => (isFailure(outcome) ? (outcome.errors ?? {}) : {});

export const handlers = {
  listPriceLists: async (ctx) => {
    const order = orderBy(ctx.query.sort, SORTABLE, [asc(pl.name)], pl.id);
    if (isFailure(order)) return order;
    // No default page size (spec §9).
    const page = ctx.page(null);
    const { rows, total } = await listPriceLists(ctx.db, ctx.tenant.id, { search: ctx.query.search, order, limit: page.limit, offset: page.offset });
    return paged(rows.map(presentPriceList), page.meta(total));
  },

  createPriceList: async (ctx) => {
    const fields = priceListFields(ctx.body);
    const items = await resolveItems(ctx.db, ctx.tenant.id, ctx.body.articles);
    const taken = await priceListCodeTaken(ctx.db, ctx.tenant.id, ctx.body.code ?? null);
    // The period, the articles and a taken code in one answer.
    if (isFailure(fields) || isFailure(items) || taken) return invalid({ ...errorsOf(fields), ...errorsOf(items), ...(taken ? { code: [CODE_TAKEN] } : {}) });
    const id = await savePriceList(ctx.db, ctx.tenant.id, null, fields, items, ctx.now());
    if (id === null) return notFound();
    const out = await detail(ctx.db, ctx.tenant.id, id);
    return isFailure(out) ? out : created(out);
  },

  getPriceList: async (ctx) => {
    const out = await detail(ctx.db, ctx.tenant.id, ctx.params.id);
    return isFailure(out) ? out : ok(out);
  },

  updatePriceList: async (ctx) => {
    const id = ctx.params.id;
    if (!(await findPriceList(ctx.db, ctx.tenant.id, id))) return notFound();
    const fields = priceListFields(ctx.body);
    const items = await resolveItems(ctx.db, ctx.tenant.id, ctx.body.articles);
    const taken = await priceListCodeTaken(ctx.db, ctx.tenant.id, ctx.body.code ?? null, id);
    // The period, the articles and a taken code in one answer.
    if (isFailure(fields) || isFailure(items) || taken) return invalid({ ...errorsOf(fields), ...errorsOf(items), ...(taken ? { code: [CODE_TAKEN] } : {}) });
    await savePriceList(ctx.db, ctx.tenant.id, id, fields, items, ctx.now());
    const out = await detail(ctx.db, ctx.tenant.id, id);
    return isFailure(out) ? out : ok(out);
  },

  deletePriceList: async (ctx) => ((await deletePriceList(ctx.db, ctx.tenant.id, ctx.params.id)) ? noContent() : notFound()),

  listPriceListArticles: async (ctx) => {
    const id = ctx.params.id;
    if (!(await findPriceList(ctx.db, ctx.tenant.id, id))) return notFound();
    const order = orderBy(ctx.query.sort, ARTICLE_SORTABLE, [asc(articles.code)], articles.id);
    if (isFailure(order)) return order;
    const page = ctx.page();
    const { rows, total } = await listArticlesOf(ctx.db, ctx.tenant.id, id, { search: ctx.query.search, order, limit: page.limit, offset: page.offset });
    return paged(rows.map(presentListArticle), page.meta(total));
  },

  addPriceListArticle: async (ctx) => {
    const id = ctx.params.id;
    const tenantId = ctx.tenant.id;
    if (!(await findPriceList(ctx.db, tenantId, id))) return notFound();
    const articleId = ctx.body.article_id;
    const price = (await articlePrices(ctx.db, tenantId, [articleId])).get(articleId);
    if (price === undefined) return invalidField('article_id', selectedInvalid('article_id'));
    if (await findListArticle(ctx.db, tenantId, id, articleId)) return conflict(message('priceLists.articleAlreadyListed'));
    await insertListArticle(ctx.db, tenantId, id, { articleId, price: ctx.body.price ?? price, discountPercent: ctx.body.discount_percent ?? '0' });
    await touchPriceList(ctx.db, tenantId, id, ctx.now());
    const row = await findListArticle(ctx.db, tenantId, id, articleId);
    return row ? created(presentListArticle(row)) : notFound();
  },

  updatePriceListArticle: async (ctx) => {
    const { id, articleId } = ctx.params;
    const tenantId = ctx.tenant.id;
    const change = {
      ...(ctx.body.price === undefined ? {} : { price: ctx.body.price }),
      ...(ctx.body.discount_percent === undefined ? {} : { discountPercent: ctx.body.discount_percent }),
    };
    if (!(await updateListArticle(ctx.db, tenantId, id, articleId, change))) return notFound();
    await touchPriceList(ctx.db, tenantId, id, ctx.now());
    const row = await findListArticle(ctx.db, tenantId, id, articleId);
    return row ? ok(presentListArticle(row)) : notFound();
  },

  removePriceListArticle: async (ctx) => {
    const { id, articleId } = ctx.params;
    if (!(await removeListArticle(ctx.db, ctx.tenant.id, id, articleId))) return notFound();
    await touchPriceList(ctx.db, ctx.tenant.id, id, ctx.now());
    return noContent();
  },
} satisfies HandlerMap;
