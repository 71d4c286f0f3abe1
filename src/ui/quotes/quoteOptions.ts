import { Effect } from 'effect';
import { getArticle, listArticles } from '../../api/articles.ts';
import type { ApiClient } from '../../api/client.ts';
import type { Page } from '../../api/envelope.ts';
import type { ApiError } from '../../api/errors.ts';
import { listPriceListArticles, listPriceLists } from '../../api/priceLists.ts';
import type { QuoteRowDraft } from './quoteForm.ts';

// Option loaders of the quote form, and the row an article becomes: with a price list chosen, the rows come from
// that list's articles at its price and discount; without one, from the catalogue at the article's own price.

const toOptions =
  <Item,>(value: (item: Item) => number, label: (item: Item) => string) =>
  (page: Page<Item>) => ({ items: page.items.map((item) => ({ value: String(value(item)), label: label(item) })), meta: page.meta });

export const priceListOptions = (client: ApiClient) => (search: string) =>
  Effect.map(listPriceLists(client, { pageSize: 20, ...(search ? { search } : {}) }), toOptions((p) => p.id, (p) => p.name));

export const rowArticleOptions = (client: ApiClient, priceListId: number | null) => (search: string) =>
  priceListId === null
    ? Effect.map(listArticles(client, { pageSize: 20, ...(search ? { search } : {}) }), toOptions((a) => a.id, (a) => `${a.code} — ${a.description}`))
    : Effect.map(listPriceListArticles(client, priceListId, { pageSize: 20, ...(search ? { search } : {}) }), toOptions((a) => a.articleId, (a) => `${a.code} — ${a.description}`));

let rowSequence = 0;
/** A key for a row that has no id yet. */
export const newRowKey = (): string => `new-${(rowSequence += 1)}`;

/** The row an article becomes: quantity 1, the list's price and discount (or the article's price), its VAT rate. */
export const articleRow = (client: ApiClient, articleId: number, priceListId: number | null, inputText: (value: string) => string): Effect.Effect<QuoteRowDraft, ApiError> =>
  Effect.flatMap(getArticle(client, articleId), (article) => {
    const base: QuoteRowDraft = {
      key: newRowKey(),
      id: null,
      articleId: article.id,
      description: article.description,
      quantity: '1',
      unit: article.unit,
      unitPrice: inputText(article.price),
      discountPercent: '',
      vatRate: inputText(article.vatRate),
    };
    if (priceListId === null) return Effect.succeed(base);
    return Effect.map(listPriceListArticles(client, priceListId, { search: article.code, pageSize: 20 }), (page) => {
      const listed = page.items.find((item) => item.articleId === article.id);
      return listed ? { ...base, unitPrice: inputText(listed.price), discountPercent: listed.discountPercent === '0' || listed.discountPercent === '0.00' ? '' : inputText(listed.discountPercent) } : base;
    });
  });
