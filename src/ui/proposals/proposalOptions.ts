import { Effect } from 'effect';
import { getArticle, listArticles } from '../../api/articles.ts';
import type { ApiClient } from '../../api/client.ts';
import type { Page } from '../../api/envelope.ts';
import type { ApiError } from '../../api/errors.ts';
import { listPriceListArticles, listPriceLists } from '../../api/priceLists.ts';
import { listUsers } from '../../api/users.ts';
import { decimalForInput, parseDecimalInput } from '../../domain/numberFormat.ts';
import { VAT_RATES, type ProposalRowValues, type VatRate } from './proposalForm.ts';

// Option loaders of the proposal form's pickers, and what a picked article fills in a row.

const toOptions =
  <Item,>(value: (item: Item) => number, label: (item: Item) => string) =>
  (page: Page<Item>) => ({ items: page.items.map((item) => ({ value: String(value(item)), label: label(item) })), meta: page.meta });

const searchOf = (search: string) => (search ? { search } : {});

export const agentOptions = (client: ApiClient) => (search: string) => Effect.map(listUsers(client, { pageSize: 20, ...searchOf(search) }), toOptions((user) => user.id, (user) => user.name));

export const priceListOptions = (client: ApiClient) => (search: string) => Effect.map(listPriceLists(client, { pageSize: 20, ...searchOf(search) }), toOptions((list) => list.id, (list) => list.name));

/** The catalogue's articles, or the chosen price list's. */
export const articleOptions = (client: ApiClient, priceListId: number | null) => (search: string) =>
  priceListId === null
    ? Effect.map(listArticles(client, { pageSize: 20, ...searchOf(search) }), toOptions((a) => a.id, (a) => `${a.code} — ${a.description}`))
    : Effect.map(listPriceListArticles(client, priceListId, { pageSize: 20, ...searchOf(search) }), toOptions((a) => a.articleId, (a) => `${a.code} — ${a.description}`));

/** An article's VAT rate ("22.00", "0") as a row's choice: 0 is exempt; a rate the proposal does not allow stays 22. */
export const vatRateOf = (articleRate: string): VatRate => {
  const plain = parseDecimalInput(articleRate, 'en');
  if (plain === '0') return 'exempt';
  return VAT_RATES.find((rate) => rate === plain) ?? '22';
};

export type ArticleFill = Pick<ProposalRowValues, 'articleId' | 'articleLabel' | 'priceListId' | 'priceListName' | 'description' | 'unit' | 'unitPrice' | 'discountPercent' | 'vatRate'>;

/**
 * What choosing an article writes into a row: its description, unit, VAT rate and price (the price list's price and
 * discount when the article came from one); the row's other fields stay as the user left them, and all of these
 * stay editable.
 */
export const articleFill = (client: ApiClient, articleId: number, priceList: { id: number; name: string } | null, language: string): Effect.Effect<ArticleFill, ApiError> =>
  Effect.flatMap(getArticle(client, articleId), (article) => {
    const base: ArticleFill = {
      articleId: article.id,
      articleLabel: `${article.code} — ${article.description}`,
      priceListId: null,
      priceListName: null,
      description: article.description,
      unit: article.unit,
      unitPrice: decimalForInput(article.price, language),
      discountPercent: '',
      vatRate: vatRateOf(article.vatRate),
    };
    if (priceList === null) return Effect.succeed(base);
    return Effect.map(listPriceListArticles(client, priceList.id, { search: article.code, pageSize: 20 }), (page) => {
      const listed = page.items.find((item) => item.articleId === article.id);
      if (!listed) return base;
      const discount = parseDecimalInput(listed.discountPercent, 'en');
      return { ...base, priceListId: priceList.id, priceListName: priceList.name, unitPrice: decimalForInput(listed.price, language), discountPercent: discount === '0' ? '' : decimalForInput(listed.discountPercent, language) };
    });
  });
