import { tidy } from '../../../../src/domain/decimal.ts';
import type { Schema } from '../../http/operationTypes.ts';
import type { ListArticleRow, PriceListRow } from './repository.ts';

/** Row → wire (`PriceList`, as listed: no articles). */
export const presentPriceList = (r: PriceListRow): Schema<'PriceList'> => ({
  id: r.id,
  name: r.name,
  code: r.code,
  currency: r.currency,
  valid_from: r.validFrom,
  valid_to: r.validTo,
  notes: r.notes,
  articles_count: r.articlesCount,
  created_at: r.createdAt,
  updated_at: r.updatedAt,
});

/** Row → wire (`PriceListArticle`). */
export const presentListArticle = (r: ListArticleRow): Schema<'PriceListArticle'> => ({
  article_id: r.articleId,
  code: r.code,
  description: r.description,
  unit: r.unit,
  list_price: tidy(r.listPrice),
  price: tidy(r.price),
  discount_percent: tidy(r.discountPercent),
});

/** `PriceListDetail`: the list with every article it carries. */
export const presentPriceListDetail = (r: PriceListRow, items: readonly ListArticleRow[]): Schema<'PriceListDetail'> => ({
  ...presentPriceList(r),
  articles: items.map(presentListArticle),
});
