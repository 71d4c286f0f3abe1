// The one formatter of numbers people read (DESIGN.md §8), shared by the browser and the server so that screens,
// forms, PDFs, mails and exports agree. It works on the wire's decimal strings digit by digit: no float ever
// rounds a unit price of 0.0095 to 0.01, and Italian groups thousands always (Intl's it-IT leaves 9915 ungrouped).

export type NumberLanguage = 'it' | 'en';

type Separators = { readonly group: string; readonly decimal: string };

const SEPARATORS: Readonly<Record<NumberLanguage, Separators>> = {
  it: { group: '.', decimal: ',' },
  en: { group: ',', decimal: '.' },
};

/** The language's number conventions; anything but English reads as Italian (the product's default). */
export const numberLanguage = (language: string | undefined): NumberLanguage => (language?.startsWith('en') ? 'en' : 'it');

const PLAIN = /^\s*([+-])?(\d*)(?:\.(\d*))?\s*$/;

type Parts = { readonly negative: boolean; readonly whole: string; readonly fraction: string };

function parts(value: string | number): Parts | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? numberToPlain(value) : '') : value;
  const m = PLAIN.exec(text);
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) return null;
  const whole = (m[2] ?? '').replace(/^0+(?=\d)/, '') || '0';
  return { negative: m[1] === '-', whole, fraction: m[3] ?? '' };
}

/** A JavaScript number as a plain decimal string (no exponent). */
function numberToPlain(n: number): string {
  const text = String(n);
  if (!/e/i.test(text)) return text;
  return n.toFixed(20).replace(/\.?0+$/, '');
}

/** Rounds the digits half away from zero to at most `max` decimals. */
function roundParts(p: Parts, max: number): Parts {
  if (p.fraction.length <= max) return p;
  const kept = p.whole + p.fraction.slice(0, max);
  let n = BigInt(kept);
  if (Number(p.fraction[max]) >= 5) n += 1n;
  const digits = n.toString().padStart(max + 1, '0');
  return { negative: p.negative, whole: digits.slice(0, digits.length - max), fraction: digits.slice(digits.length - max) };
}

function group(whole: string, separator: string): string {
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

export type DecimalOptions = {
  /** Decimals always shown (padded with zeros). */
  readonly minFraction: number;
  /** Decimals at most (rounded half away from zero beyond). */
  readonly maxFraction: number;
};

/** A decimal string or number in the language's convention, grouped always; '' for what is not a number. */
export function formatDecimal(value: string | number | null | undefined, language: string, options: DecimalOptions): string {
  if (value === null || value === undefined) return '';
  const p0 = parts(value);
  if (!p0) return '';
  const p = roundParts(p0, options.maxFraction);
  let fraction = p.fraction.replace(/0+$/, '');
  if (fraction.length < options.minFraction) fraction = fraction.padEnd(options.minFraction, '0');
  const sep = SEPARATORS[numberLanguage(language)];
  const isZero = /^0*$/.test(p.whole + fraction);
  const sign = p.negative && !isZero ? '−' : '';
  return `${sign}${group(p.whole, sep.group)}${fraction ? sep.decimal + fraction : ''}`;
}

/** The currency's sign where the language puts it: the euro as Italian and English offices write it, another by its symbol. */
const withCurrency = (number: string, language: string, currency: string): string => {
  if (number === '') return '';
  const negative = number.startsWith('−');
  const digits = negative ? number.slice(1) : number;
  if (currency === 'EUR') {
    if (numberLanguage(language) === 'en') return `${negative ? '−' : ''}€${digits}`;
    return `${number} €`;
  }
  // Another currency (a foreign price list): the symbol and its place from the language's own pattern for 1.
  const pattern = new Intl.NumberFormat(numberLanguage(language) === 'en' ? 'en-GB' : 'it-IT', { style: 'currency', currency, maximumFractionDigits: 0 }).formatToParts(1);
  return `${negative ? '−' : ''}${pattern.map((p) => (p.type === 'integer' ? digits : p.type === 'minusSign' ? '' : p.value)).join('')}`;
};

/** An amount of money: two decimals, grouped, with the currency's sign where the language puts it ("9.915,00 €", "€9,915.00"). */
export const formatMoney = (amount: string | number | null | undefined, language: string, currency = 'EUR'): string =>
  withCurrency(formatDecimal(amount, language, { minFraction: 2, maxFraction: 2 }), language, currency);

/** A unit price keeps its real precision (up to 6 decimals, at least 2): "0,0095 €", "12,50 €". */
export const formatUnitPrice = (amount: string | number | null | undefined, language: string, currency = 'EUR'): string =>
  withCurrency(formatDecimal(amount, language, { minFraction: 2, maxFraction: 6 }), language, currency);

/** A quantity: as many decimals as it has (up to 3), none when whole ("1.500", "2,5"). */
export const formatQuantity = (quantity: string | number | null | undefined, language: string): string =>
  formatDecimal(quantity, language, { minFraction: 0, maxFraction: 3 });

/** A percentage given in percent units ("22" → "22,00 %" / "22.00%"). */
export function formatPercent(percent: string | number | null | undefined, language: string, decimals = 2): string {
  const number = formatDecimal(percent, language, { minFraction: decimals, maxFraction: decimals });
  if (number === '') return '';
  return numberLanguage(language) === 'en' ? `${number}%` : `${number} %`;
}

/** Hours as people read them: up to two decimals, none when whole ("1,5 h", "8 h"). */
export function formatHours(hours: string | number | null | undefined, language: string): string {
  const number = formatDecimal(hours, language, { minFraction: 0, maxFraction: 2 });
  return number === '' ? '' : `${number} h`;
}

/** A plain number (a count, days): grouped, up to two decimals, none when whole. */
export const formatNumber = (value: string | number | null | undefined, language: string): string =>
  formatDecimal(value, language, { minFraction: 0, maxFraction: 2 });

/**
 * What a person typed in a number field, as a wire decimal string, or null when it is not a number. Accepts the
 * language's decimal separator and grouping ("1.234,56" in Italian, "1,234.56" in English); a lone separator that
 * cannot be grouping ("0,5" in either, "2.5" in Italian) reads as the decimal point, so pasted values still work.
 * Without a language, either convention: with both separators the last one is the decimal point, a lone one is
 * the decimal point when it appears once ("12,5", "1.234,50", "1,234.50", "1.234.567").
 */
export function parseDecimalInput(text: string, language?: string): string | null {
  let t = text.trim().replace(/[\s\u00a0\u202f'€%]/g, '').replace(/−/g, '-');
  if (t === '') return null;
  if (language === undefined) return plainDecimal(eitherConvention(t));
  const sep = SEPARATORS[numberLanguage(language)];
  const hasGroup = t.includes(sep.group);
  const hasDecimal = t.includes(sep.decimal);
  if (hasGroup && hasDecimal) {
    // Grouping after the decimal point is the other convention ("1.500,5" typed in English): its last separator is
    // the decimal point, as without a language; dropping the "grouping" instead read it as 1.5005.
    if (t.lastIndexOf(sep.group) > t.indexOf(sep.decimal)) return plainDecimal(eitherConvention(t));
    t = t.split(sep.group).join('');
  } else if (hasGroup && !hasDecimal) {
    // "1.234" in Italian is grouping only when every group has three digits; "2.5" is a decimal typed the other way.
    const groups = t.replace(/^[+-]/, '').split(sep.group);
    const isGrouping = groups.length > 1 && groups.slice(1).every((g) => g.length === 3) && (groups[0] ?? '').length <= 3 && (groups[0] ?? '') !== '';
    t = isGrouping ? t.split(sep.group).join('') : t.split(sep.group).join('.');
    if (!isGrouping && groups.length > 2) return null;
  }
  return plainDecimal(t.split(sep.decimal).join('.'));
}

/** Separators read without knowing the language (see parseDecimalInput). */
function eitherConvention(t: string): string {
  const lastComma = t.lastIndexOf(',');
  const lastDot = t.lastIndexOf('.');
  if (lastComma >= 0 && lastDot >= 0) {
    const decimal = lastComma > lastDot ? ',' : '.';
    return t.split(decimal === ',' ? '.' : ',').join('').replace(decimal, '.');
  }
  if (lastComma >= 0) return t.split(',').length === 2 ? t.replace(',', '.') : t.split(',').join('');
  if (lastDot >= 0 && t.split('.').length > 2) return t.split('.').join('');
  return t;
}

/** A plain "-12.50" as the wire writes it (no leading zeros, no trailing fraction zeros), or null. */
function plainDecimal(t: string): string | null {
  const m = PLAIN.exec(t);
  if (!m || ((m[2] ?? '') === '' && (m[3] ?? '') === '')) return null;
  const whole = (m[2] ?? '').replace(/^0+(?=\d)/, '') || '0';
  const fraction = (m[3] ?? '').replace(/0+$/, '');
  return `${m[1] === '-' ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** A wire decimal string shown in a form input in the language's convention, without grouping (easy to edit). */
export function decimalForInput(value: string | number | null | undefined, language: string): string {
  if (value === null || value === undefined || value === '') return '';
  const p = parts(value);
  if (!p) return '';
  const fraction = p.fraction.replace(/0+$/, '');
  const sep = SEPARATORS[numberLanguage(language)];
  return `${p.negative ? '-' : ''}${p.whole}${fraction ? sep.decimal + fraction : ''}`;
}
