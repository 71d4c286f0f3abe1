import { parseDecimalInput } from '../../../../src/domain/numberFormat.ts';
import { email as emailRule } from '../../../../src/domain/validation/email.ts';

// Cell text → typed values, as spreadsheets made in Italy and elsewhere write them. Each reader answers the value
// or null when the text cannot be read (the caller names the reason on the row); they never guess silently.

/** A problem with one cell: a catalogue key under `imports.reasons` and its values. */
export type CellProblem = { readonly key: string; readonly params?: Record<string, string | number> };

export type Read<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly problem: CellProblem };

const good = <T>(value: T): Read<T> => ({ ok: true, value });
const bad = (key: string, params?: Record<string, string | number>): Read<never> => ({ ok: false, problem: params ? { key, params } : { key } });

/**
 * Whose decimal convention a cell is written in: `it` (decimal comma, `.` groups), `en` (decimal point, `,` groups),
 * or null when the file does not say (an XLSX text cell, a tab-separated file).
 */
export type DecimalConvention = 'it' | 'en' | null;

/**
 * A decimal. When the file says its convention (a CSV's separator, an XLSX number cell) that convention decides, so
 * `0,0095` and `1.234,567` in an Italian CSV are never ambiguous. Without one, `1.234,5` (Italian) and `1,234.5`
 * (English) both read 1234.5, but a lone separator followed by exactly three digits (`1.234`, `1,234`) means a
 * thousand in one convention and a fraction in the other: refused, with a reason, rather than read one way when the
 * file meant the other. A leading 0 (`0.045`) never starts a thousands group, so it is a fraction either way.
 */
export function readDecimal(text: string, convention: DecimalConvention = null): Read<string> {
  const t = text.trim().replace(/[\s\u00a0\u202f€]/g, '');
  // Both separators in one cell: the last one is the decimal one whatever the file's convention (`1,234.5` typed
  // into an Italian file is still 1234.5), which the reading without a convention does.
  if (convention !== null && !(t.includes('.') && t.includes(','))) {
    const value = parseDecimalInput(t, convention);
    return value === null ? bad('imports.reasons.notANumber') : good(value);
  }
  if (/^[+-]?[1-9]\d{0,2}[.,]\d{3}$/.test(t)) return bad('imports.reasons.ambiguousNumber');
  const value = parseDecimalInput(t);
  return value === null ? bad('imports.reasons.notANumber') : good(value);
}

export function readInteger(text: string): Read<number> {
  const t = text.trim();
  return /^[+-]?\d{1,9}$/.test(t) ? good(Number(t)) : bad('imports.reasons.notAnInteger');
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

const realDate = (y: number, m: number, d: number): boolean => {
  if (m < 1 || m > 12 || d < 1 || y < 1900 || y > 2999) return false;
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return d <= days;
};

/** Excel's day 0 is 1899-12-30 (it counts the non-existent 29/02/1900, so the epoch is shifted a day). */
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;

/** `gg/mm/aaaa` (also with `-` or `.`), ISO `aaaa-mm-gg`, or an Excel serial day number → `YYYY-MM-DD`. */
export function readDate(text: string): Read<string> {
  const t = text.trim();
  let m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(t);
  if (m) {
    const [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
    return realDate(y, mo, d) ? good(`${y}-${pad(mo)}-${pad(d)}`) : bad('imports.reasons.notADate');
  }
  m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/.exec(t);
  if (m) {
    const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
    return realDate(y, mo, d) ? good(`${y}-${pad(mo)}-${pad(d)}`) : bad('imports.reasons.notADate');
  }
  // An Excel serial: a whole number of days (a time of day after the point is dropped). 1..2958465 = 1900..9999.
  if (/^\d{1,7}(?:\.\d+)?$/.test(t)) {
    const serial = Math.floor(Number(t));
    if (serial >= 1 && serial <= 401_768) {
      const date = new Date(EXCEL_EPOCH_MS + serial * DAY_MS);
      return good(`${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`);
    }
  }
  return bad('imports.reasons.notADate');
}

const TRUE_WORDS = new Set(['1', 'si', 'sì', 'yes', 'y', 's', 'true', 'vero', 'x']);
const FALSE_WORDS = new Set(['0', 'no', 'n', 'false', 'falso']);

export function readBoolean(text: string): Read<boolean> {
  const t = text.trim().toLowerCase();
  if (TRUE_WORDS.has(t)) return good(true);
  if (FALSE_WORDS.has(t)) return good(false);
  return bad('imports.reasons.notABoolean');
}

export function readEmail(text: string): Read<string> {
  const t = text.trim();
  return emailRule(t) === null ? good(t.toLowerCase()) : bad('imports.reasons.email');
}
