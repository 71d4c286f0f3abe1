import { describe, expect, it } from 'vitest';
import { fromScaled, toScaled } from '../../src/domain/decimal.ts';
import { quoteTotals, rowAmounts } from '../../src/domain/quoteTotals.ts';

describe('exact decimals', () => {
  it('scales and rounds half away from zero without floats', () => {
    expect(toScaled('0.125', 2)).toBe(13n);
    expect(toScaled('-0.125', 2)).toBe(-13n);
    expect(fromScaled(toScaled('999999999999.9999', 4), 4)).toBe('999999999999.9999');
    expect(fromScaled(5n, 2)).toBe('0.05');
  });

  it('computes rows and totals like the server: 0.1 + 0.2 is 0.30', () => {
    const row = (quantity: string, unitPrice: string, discountPercent: string, vatRate: string) => ({ quantity, unitPrice, discountPercent, vatRate });
    expect(quoteTotals([row('1', '0.10', '0', '22'), row('1', '0.20', '0', '22')])).toEqual({ net: '0.30', vat: '0.06', gross: '0.36' });
    // 3 × 19.99 × 0.9 = 53.973 → 53.97; VAT 22% = 11.8734 → 11.87
    expect(rowAmounts(row('3', '19.99', '10', '22'))).toEqual({ total: '53.97', vat: '11.87' });
    expect(rowAmounts(row('2.5', '1,2', '0', '22'))).toBeNull();
    expect(rowAmounts(row('1', '10', '', '4'))).toEqual({ total: '10.00', vat: '0.40' });
  });
});
