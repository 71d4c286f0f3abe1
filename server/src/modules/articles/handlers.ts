import { asc, sql, type SQL } from 'drizzle-orm';
import itArticles from '../../../../locales/it/articles.json' with { type: 'json' };
import enArticles from '../../../../locales/en/articles.json' with { type: 'json' };
import { ARTICLE_UNITS } from '../../../../src/domain/constants/articleUnits.ts';
import type { Language } from '../../../../src/domain/constants/languages.ts';
import { articleTaxonomyItems, articles } from '../../db/schema/catalog.ts';
import { created, isFailure, noContent, notFound, ok, paged, type HandlerMap } from '../../http/handler.ts';
import { orderBy } from '../../shared/listing/sort.ts';
import { articleFields } from './input.ts';
import { articlePresenter } from './present.ts';
import { deleteArticle, findArticle, insertArticle, listArticles, updateArticle } from './repository.ts';

const a = articles;

/** The category's name, as the list shows it (articles without one sort after the others going up). */
const categoryName = sql`(select ${articleTaxonomyItems.name} from ${articleTaxonomyItems} where ${articleTaxonomyItems.id} = ${a.categoryId})`;

const UNITS_SHORT: Record<Language, Readonly<Record<string, string>>> = { it: itArticles.unitsShort, en: enArticles.unitsShort };

/** The unit as the list shows it in the reader's language ("pz" reads "pcs" in English), so the column sorts as it reads. */
const unitLabel = (language: Language): SQL =>
  sql`(case ${a.unit} ${sql.join(ARTICLE_UNITS.map((unit) => sql`when ${unit} then ${UNITS_SHORT[language][unit] ?? unit}`), sql` `)} else ${a.unit} end)`;

const sortable = (language: Language) => ({
  id: a.id,
  code: a.code,
  description: a.description,
  category: categoryName,
  unit: unitLabel(language),
  price: a.price,
  stock_quantity: a.stockQuantity,
  active: a.active,
  created_at: a.createdAt,
  updated_at: a.updatedAt,
});

export const handlers = {
  listArticles: async (ctx) => {
    const q = ctx.query;
    const order = orderBy(q.sort, sortable(ctx.language), [asc(a.code)], a.id);
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
    const fields = await articleFields(ctx.db, ctx.tenant.id, ctx.body, id);
    if (isFailure(fields)) return fields;
    const row = await updateArticle(ctx.db, ctx.tenant.id, id, fields, ctx.now());
    return row ? ok((await articlePresenter(ctx.db, ctx.tenant.id, [row]))(row)) : notFound();
  },

  deleteArticle: async (ctx) => ((await deleteArticle(ctx.db, ctx.tenant.id, ctx.params.id)) ? noContent() : notFound()),
} satisfies HandlerMap;
