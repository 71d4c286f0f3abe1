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

/** A listed article's price and discount as the edit form starts them: as the list carries them, in the user's language. */
export const listedValues = (
  row: { readonly articleId: number; readonly code: string; readonly description: string; readonly price: string; readonly discountPercent: string },
  inputText: (value: string) => string,
): PriceListArticleValues => ({ articleId: String(row.articleId), articleName: `${row.code} — ${row.description}`, price: inputText(row.price), discountPercent: inputText(row.discountPercent) });

/**
 * The body changing a listed article: both amounts, as a price list row always has both. A blank price takes the
 * article's own (`listPrice`), as on adding; a blank discount is none.
 */
export const priceListArticleUpdateBody = (values: PriceListArticleValues, listPrice: string, language: string) => ({
  price: parseDecimalInput(values.price, language) ?? listPrice,
  discountPercent: parseDecimalInput(values.discountPercent, language) ?? '0',
});
