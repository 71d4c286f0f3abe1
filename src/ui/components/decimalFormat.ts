import { isDecimal } from '../../domain/decimal.ts';

// Decimal strings (prices, quantities, percentages) shown in the user's locale without ever becoming floats: the
// string is split into integer and fraction, the integer grouped by the locale's separator, and the locale's
// decimal separator and currency placement put around it. Italian: "1234.5" → "1.234,50 €"; English: "€1,234.50".
// Italian groups four-digit amounts too ("1.234,50"), as the quote e-mails do.

type Separators = { readonly group: string; readonly decimal: string };

const separators = (locale: string): Separators => {
  const parts = new Intl.NumberFormat(locale, { useGrouping: true }).formatToParts(1234567.5);
  return { group: parts.find((p) => p.type === 'group')?.value ?? ',', decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.' };
};

export type DecimalFormatOptions = {
  /** Pad the fraction to at least this many digits (2 for money). */
  readonly minFraction?: number;
  /** ISO 4217 code: the locale's currency symbol goes where the locale puts it. */
  readonly currency?: string;
};

/** A decimal string in the locale; text that is not a decimal is returned as it is. */
export function formatDecimal(value: string, locale: string, options: DecimalFormatOptions = {}): string {
  const trimmed = value.trim();
  if (!isDecimal(trimmed)) return value;
  const negative = trimmed.startsWith('-');
  const [whole = '0', rawFraction = ''] = (negative ? trimmed.slice(1) : trimmed).split('.');
  const { group, decimal } = separators(locale);
  const integer = whole.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, group);
  const fraction = rawFraction.replace(/0+$/, '').padEnd(options.minFraction ?? 0, '0');
  const number = fraction === '' ? integer : `${integer}${decimal}${fraction}`;
  const isZero = /^[0]*$/.test(whole + rawFraction);
  const sign = negative && !isZero ? '-' : '';
  if (!options.currency) return `${sign}${number}`;
  // The currency's place and spacing from the locale's own pattern for 1 (e.g. "1 €" or "€1").
  const pattern = new Intl.NumberFormat(locale, { style: 'currency', currency: options.currency, maximumFractionDigits: 0 }).formatToParts(1);
  return `${sign}${pattern.map((p) => (p.type === 'integer' ? number : p.type === 'minusSign' ? '' : p.value)).join('')}`;
}

/** Money: two decimals at least, with the currency (EUR unless told). */
export const formatMoney = (value: string, locale: string, currency = 'EUR'): string => formatDecimal(value, locale, { minFraction: 2, currency });

/** A percentage ("22" → "22 %" / "22%"). */
export const formatPercent = (value: string, locale: string): string => {
  const pattern = new Intl.NumberFormat(locale, { style: 'percent' }).formatToParts(1);
  return pattern.map((p) => (p.type === 'integer' ? formatDecimal(value, locale) : p.value)).join('');
};

/**
 * What the user typed into a decimal field as a wire decimal string, or null when it is not a number. Either "," or
 * "." is the decimal separator when it appears once and the other does not; with both, the last one is the decimal
 * separator and the other groups digits ("1.234,5" and "1,234.5" are both 1234.5).
 */
export function parseDecimalInput(text: string): string | null {
  const compact = text.replace(/[\s\u00a0\u202f']/g, '');
  if (compact === '') return null;
  const lastComma = compact.lastIndexOf(',');
  const lastDot = compact.lastIndexOf('.');
  let normalised = compact;
  if (lastComma >= 0 && lastDot >= 0) {
    const decimalSep = lastComma > lastDot ? ',' : '.';
    const groupSep = decimalSep === ',' ? '.' : ',';
    normalised = compact.split(groupSep).join('').replace(decimalSep, '.');
  } else if (lastComma >= 0) {
    normalised = compact.split(',').length === 2 ? compact.replace(',', '.') : compact.split(',').join('');
  } else if (lastDot >= 0 && compact.split('.').length > 2) {
    normalised = compact.split('.').join('');
  }
  return isDecimal(normalised) ? normalised.replace(/^(-?)0+(?=\d)/, '$1') : null;
}

/** A wire decimal as the field shows it for editing: the locale's decimal separator, no grouping. */
export const decimalInputText = (value: string | null | undefined, locale: string): string =>
  value === null || value === undefined ? '' : value.replace('.', separators(locale).decimal);
