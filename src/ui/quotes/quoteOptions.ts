import type { PricedArticle } from '../../machines/records/pricedArticle.ts';
import type { QuoteRowDraft } from './quoteForm.ts';

// The row an article becomes: with a price list chosen, at that list's price and discount; without one (or when the
// list does not hold it), at the article's own price. The lookup is quotes.logic.ts's `quoteRowArticle`.

let rowSequence = 0;
/** A key for a row that has no id yet. */
export const newRowKey = (): string => `new-${(rowSequence += 1)}`;

/** The row an article becomes: quantity 1, the list's price and discount (or the article's price), its VAT rate. */
export const articleRow = ({ article, listed }: PricedArticle, inputText: (value: string) => string): QuoteRowDraft => ({
  key: newRowKey(),
  id: null,
  articleId: article.id,
  description: article.description,
  quantity: '1',
  unit: article.unit,
  unitPrice: inputText(listed ? listed.price : article.price),
  discountPercent: !listed || listed.discountPercent === '0' || listed.discountPercent === '0.00' ? '' : inputText(listed.discountPercent),
  vatRate: inputText(article.vatRate),
});
