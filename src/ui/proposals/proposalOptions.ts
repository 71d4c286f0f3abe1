import { decimalForInput, parseDecimalInput } from '../../domain/numberFormat.ts';
import type { PricedArticle } from '../../machines/records/pricedArticle.ts';
import { VAT_RATES, type ProposalRowValues, type VatRate } from './proposalForm.ts';

// What a picked article fills in a proposal's row (the lookup is proposals.logic.ts's `proposalRowArticle`).

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
export const articleFill = ({ article, listed }: PricedArticle, priceList: { id: number; name: string } | null, language: string): ArticleFill => {
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
  if (priceList === null || listed === null) return base;
  const discount = parseDecimalInput(listed.discountPercent, 'en');
  return { ...base, priceListId: priceList.id, priceListName: priceList.name, unitPrice: decimalForInput(listed.price, language), discountPercent: discount === '0' ? '' : decimalForInput(listed.discountPercent, language) };
};
