import { describe, expect, it } from 'vitest';
import { rowErrors, type QuoteRowDraft } from '../../../src/ui/quotes/quoteForm.ts';

const MESSAGES = { required: 'required', number: 'number', percent: 'percent', aboveZero: 'aboveZero' };
const row = (quantity: string, unitPrice = '1,50'): QuoteRowDraft => ({
  key: 'r', id: null, articleId: null, description: 'Nastro adesivo', quantity, unit: 'pz', unitPrice, discountPercent: '', vatRate: '22',
});

describe('quote rows: a quantity must be above zero (spec §5 greaterThanZero), a price may be 0', () => {
  it('refuses a quantity of nothing, however it is written', () => {
    for (const quantity of ['0', '0,000', '00']) expect(rowErrors([row(quantity)], MESSAGES)).toEqual({ 'rows.0.quantity': ['aboveZero'] });
  });
  it('takes a fraction, and a free row', () => {
    expect(rowErrors([row('0,5')], MESSAGES)).toEqual({});
    expect(rowErrors([row('3', '0')], MESSAGES)).toEqual({});
  });
});
