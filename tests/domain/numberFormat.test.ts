import { describe, expect, it } from 'vitest';
import {
  decimalForInput,
  formatDecimal,
  formatHours,
  formatMoney,
  formatPercent,
  formatQuantity,
  formatUnitPrice,
  parseDecimalInput,
} from '../../src/domain/numberFormat.ts';

describe('numberFormat', () => {
  it('groups Italian thousands always, four digits included', () => {
    expect(formatMoney('9915', 'it')).toBe('9.915,00 €');
    expect(formatMoney('11714.5', 'it')).toBe('11.714,50 €');
    expect(formatMoney('1234567.891', 'it')).toBe('1.234.567,89 €');
  });

  it('writes English money its own way', () => {
    expect(formatMoney('9915', 'en')).toBe('€9,915.00');
    expect(formatMoney('-3.5', 'en')).toBe('−€3.50');
  });

  it('keeps a unit price real precision and rounds money half away from zero', () => {
    expect(formatUnitPrice('0.0095', 'it')).toBe('0,0095 €');
    expect(formatUnitPrice('12.5', 'it')).toBe('12,50 €');
    expect(formatMoney('0.005', 'it')).toBe('0,01 €');
    expect(formatMoney('-0.004', 'it')).toBe('0,00 €');
  });

  it('formats quantities, percentages and hours', () => {
    expect(formatQuantity('1500.000', 'it')).toBe('1.500');
    expect(formatQuantity('2.5', 'en')).toBe('2.5');
    expect(formatPercent('0', 'it')).toBe('0,00 %');
    expect(formatPercent('22', 'en')).toBe('22.00%');
    expect(formatHours('1.50', 'it')).toBe('1,5 h');
    expect(formatHours(8, 'it')).toBe('8 h');
  });

  it('returns an empty text for what is not a number', () => {
    expect(formatMoney(null, 'it')).toBe('');
    expect(formatMoney('abc', 'it')).toBe('');
  });

  it('reads what a person types in either language', () => {
    expect(parseDecimalInput('1.234,56', 'it')).toBe('1234.56');
    expect(parseDecimalInput('0,0095', 'it')).toBe('0.0095');
    expect(parseDecimalInput('2.5', 'it')).toBe('2.5');
    expect(parseDecimalInput('1.234', 'it')).toBe('1234');
    expect(parseDecimalInput('1,234.56', 'en')).toBe('1234.56');
    expect(parseDecimalInput('12,50 €', 'it')).toBe('12.5');
    expect(parseDecimalInput('abc', 'it')).toBeNull();
    expect(parseDecimalInput('', 'it')).toBeNull();
    // The other language's full form: its last separator is the decimal point (it was read as 1.5005 / 1.5005).
    expect(parseDecimalInput('1.500,5', 'en')).toBe('1500.5');
    expect(parseDecimalInput('1,500.5', 'it')).toBe('1500.5');
  });

  it('shows a wire decimal in an input without grouping', () => {
    expect(decimalForInput('1234.5600', 'it')).toBe('1234,56');
    expect(decimalForInput('0.0095', 'en')).toBe('0.0095');
    expect(decimalForInput(null, 'it')).toBe('');
  });

  it('keeps more digits than a double holds exact, and writes another currency by its symbol', () => {
    expect(formatDecimal('12345678901.2345', 'it', { minFraction: 0, maxFraction: 6 })).toBe('12.345.678.901,2345');
    expect(formatMoney('-0.00', 'it')).toBe('0,00 €');
    expect(formatMoney('1234.5', 'en', 'USD')).toBe('US$1,234.50');
    expect(formatMoney('1234.5', 'it', 'USD')).toMatch(/^1\.234,50\s?USD$/);
  });

  it('reads typed decimals in either convention when the language is not known', () => {
    expect(parseDecimalInput('12,5')).toBe('12.5');
    expect(parseDecimalInput('12.5')).toBe('12.5');
    expect(parseDecimalInput('1.234,50')).toBe('1234.5');
    expect(parseDecimalInput('1,234.50')).toBe('1234.5');
    expect(parseDecimalInput('1.234.567')).toBe('1234567');
    expect(parseDecimalInput('')).toBeNull();
    expect(parseDecimalInput('1,2,3,4.5,6')).toBeNull();
    expect(parseDecimalInput('dodici')).toBeNull();
  });
});
