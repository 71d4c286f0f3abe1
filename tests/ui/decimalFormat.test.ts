import { describe, expect, it } from 'vitest';
import { decimalInputText, formatDecimal, formatMoney, formatPercent, parseDecimalInput } from '../../src/ui/components/decimalFormat.ts';

describe('decimal formatting', () => {
  it('groups and separates by locale without converting to a float', () => {
    expect(formatMoney('1234.5', 'it')).toBe('1.234,50\u00a0€');
    expect(formatMoney('1234.5', 'en')).toBe('€1,234.50');
    expect(formatMoney('-0.00', 'it')).toBe('0,00\u00a0€');
    // More digits than a double holds stay exact.
    expect(formatDecimal('12345678901.2345', 'it')).toBe('12.345.678.901,2345');
    expect(formatDecimal('3.000', 'en')).toBe('3');
    expect(formatDecimal('abc', 'en')).toBe('abc');
    expect(formatPercent('22.00', 'en')).toBe('22%');
  });

  it('reads typed decimals in either convention', () => {
    expect(parseDecimalInput('12,5')).toBe('12.5');
    expect(parseDecimalInput('12.5')).toBe('12.5');
    expect(parseDecimalInput('1.234,50')).toBe('1234.50');
    expect(parseDecimalInput('1,234.50')).toBe('1234.50');
    expect(parseDecimalInput('1.234.567')).toBe('1234567');
    expect(parseDecimalInput('')).toBeNull();
    expect(parseDecimalInput('1,2,3,4.5,6')).toBeNull();
    expect(parseDecimalInput('dodici')).toBeNull();
    expect(decimalInputText('12.50', 'it')).toBe('12,50');
  });
});
