import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { decimalErrors } from '../../../src/ui/components/decimalRules.ts';
import { articleBody, emptyArticle } from '../../../src/ui/articles/articleForm.ts';
import { decimalForInput } from '../../../src/domain/numberFormat.ts';
import { listedValues, priceListArticleBody, priceListArticleUpdateBody } from '../../../src/ui/priceLists/priceListArticleBody.ts';

// Amounts typed with the grouping of the user's language are thousands, not decimals (an Italian "1.250" is 1250).
describe('catalogue amounts are read in the user language', () => {
  it('an article: price, cost and stock', () => {
    const values = { ...emptyArticle, code: 'X', description: 'Bancale', price: '1.250', cost: '1.000,5', stockQuantity: '12.000' };
    expect(articleBody(values, 'it')).toMatchObject({ price: '1250', cost: '1000.5', stockQuantity: '12000' });
    expect(articleBody({ ...values, price: '1,250', cost: '1,000.5', stockQuantity: '12,000' }, 'en')).toMatchObject({ price: '1250', cost: '1000.5', stockQuantity: '12000' });
  });
  it('an article added to a price list: its price, and a blank discount left to the server', () => {
    expect(priceListArticleBody({ articleId: '7', articleName: 'Bancale', price: '1.250', discountPercent: '' }, 'it')).toEqual({ articleId: 7, price: '1250' });
    expect(priceListArticleBody({ articleId: '7', articleName: 'Bancale', price: '1,250', discountPercent: '2.5' }, 'en')).toEqual({ articleId: 7, price: '1250', discountPercent: '2.5' });
  });
  it("a listed article's edit: starts from the list's amounts, sends both, a blank price is the article's own", () => {
    const row = { articleId: 7, code: 'BNC-1', description: 'Bancale', price: '1250.5', discountPercent: '10.00' };
    const values = listedValues(row, (value) => decimalForInput(value, 'it'));
    expect(values).toEqual({ articleId: '7', articleName: 'BNC-1 — Bancale', price: '1250,5', discountPercent: '10' });
    expect(priceListArticleUpdateBody({ ...values, discountPercent: '12,5' }, '1300', 'it')).toEqual({ price: '1250.5', discountPercent: '12.5' });
    expect(priceListArticleUpdateBody({ ...values, price: '', discountPercent: '' }, '1300', 'it')).toEqual({ price: '1300', discountPercent: '0' });
  });
  it('the check before saving reads as the body does: what would be read as nothing is refused, not saved as 0', () => {
    const t = ((key: string) => key) as unknown as TFunction;
    expect(decimalErrors(t, { price: '1.2.3' }, ['price'], [], 'it')).toEqual({ price: ['ui:decimal.invalid'] });
    expect(decimalErrors(t, { price: '1.250' }, ['price'], [], 'it')).toEqual({});
  });
});
