import { parseDecimalInput } from '../../domain/numberFormat.ts';

export type PriceListArticleValues = { articleId: string | null; articleName: string | null; price: string; discountPercent: string };

/**
 * The body adding an article to a price list: a blank price or discount is left out (the server then takes the
 * article's price, discount 0). Amounts are read in the user's language: guessed without it, an Italian "1.250" (one
 * thousand two hundred and fifty) was a price of 1,25.
 */
export const priceListArticleBody = (values: PriceListArticleValues, language: string) => {
  const price = parseDecimalInput(values.price, language);
  const discountPercent = parseDecimalInput(values.discountPercent, language);
  return { articleId: Number(values.articleId), ...(price ? { price } : {}), ...(discountPercent ? { discountPercent } : {}) };
};
