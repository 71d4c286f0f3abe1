import { Effect } from 'effect';
import type { Article } from '../../api/articles.ts';
import type { ApiClient } from '../../api/client.ts';
import type { ApiError } from '../../api/errors.ts';
import { getArticle } from '../../api/articles.ts';
import { listPriceListArticles, type PriceListArticle } from '../../api/priceLists.ts';

/** An article picked for a sales document's row, with its entry in the chosen price list when it has one. */
export type PricedArticle = { readonly article: Article; readonly listed: PriceListArticle | null };

/**
 * The article and, with a price list chosen, its price and discount there (quotes and proposals fill a row from
 * these; each screen maps them to its own row). One lookup of the article, one search of the list by its code.
 */
export const pricedArticle = (client: ApiClient, articleId: number, priceListId: number | null): Effect.Effect<PricedArticle, ApiError> =>
  Effect.flatMap(getArticle(client, articleId), (article) =>
    priceListId === null
      ? Effect.succeed({ article, listed: null })
      : Effect.map(listPriceListArticles(client, priceListId, { search: article.code, pageSize: 20 }), (page) => ({ article, listed: page.items.find((item) => item.articleId === article.id) ?? null })),
  );
