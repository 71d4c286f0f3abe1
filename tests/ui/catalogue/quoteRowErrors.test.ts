import { describe, expect, it } from 'vitest';
import { draftTotals, quoteBody, rowErrors, type QuoteFormValues, type QuoteRowDraft } from '../../../src/ui/quotes/quoteForm.ts';

const MESSAGES = { required: 'required', number: 'number', percent: 'percent', aboveZero: 'aboveZero' };
const row = (quantity: string, unitPrice = '1,50'): QuoteRowDraft => ({
  key: 'r', id: null, articleId: null, description: 'Nastro adesivo', quantity, unit: 'pz', unitPrice, discountPercent: '', vatRate: '22',
});

describe('quote rows: a quantity must be above zero (spec §5 greaterThanZero), a price may be 0', () => {
  it('refuses a quantity of nothing, however it is written', () => {
    for (const quantity of ['0', '0,000', '00']) expect(rowErrors([row(quantity)], MESSAGES, 'it')).toEqual({ 'rows.0.quantity': ['aboveZero'] });
  });
  it('takes a fraction, and a free row', () => {
    expect(rowErrors([row('0,5')], MESSAGES, 'it')).toEqual({});
    expect(rowErrors([row('3', '0')], MESSAGES, 'it')).toEqual({});
  });
});

describe('quote rows: figures read in the user language', () => {
  const values = (quantity: string, unitPrice: string): QuoteFormValues => ({
    date: '2026-11-28', validUntil: null, status: 'draft', customerId: '2', customerName: 'Pastificio', priceListId: null, priceListName: null, notes: '',
    rows: [row(quantity, unitPrice)],
  });
  it('an Italian "1.000" is one thousand, "1.250,5" a price with decimals', () => {
    expect(quoteBody(values('1.000', '1.250,5'), 'it').rows[0]).toMatchObject({ quantity: '1000', unitPrice: '1250.5' });
    expect(draftTotals(values('1.000', '2').rows, 'it')?.net).toBe('2000.00');
  });
  it('an English "1,000" is one thousand too', () => {
    expect(quoteBody(values('1,000', '1,250.5'), 'en').rows[0]).toMatchObject({ quantity: '1000', unitPrice: '1250.5' });
  });
});
