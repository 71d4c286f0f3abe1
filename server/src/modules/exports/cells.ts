import type { Language } from '../../../../src/domain/constants/languages.ts';
import { parseWallClock, type WallClock } from '../../../../src/domain/dateTime.ts';
import { decimalForInput } from '../../../../src/domain/numberFormat.ts';
import type { CellKind } from './columns.ts';

// Cell values as each format writes them. Both formats neutralise text the same way; numbers and dates are typed
// cells in XLSX and the reader's conventions in CSV.

/**
 * OWASP CSV injection: a text cell a spreadsheet would read as a formula (`=`, `+`, `-`, `@`, and tab / carriage
 * return, which some spreadsheets skip before one) gets a leading `'`, which spreadsheets show as text. Numbers and
 * dates are written by the export itself from typed values, never from text, so they are not touched.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export const neutralised = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

// Both languages write dates day first (24/11/2026), as the screens do (src/domain/dateFormat.ts): issue 31.4 asks for
// one date format per language everywhere, exports included. English exports wrote ISO before, unlike English screens.
// The imports read either form (imports/values.ts readDate), so an export still imports back.
const datePart = (w: WallClock): string => `${pad(w.day)}/${pad(w.month)}/${pad(w.year, 4)}`;

/** XLSX number formats of the date kinds, per language (24/11/2026 in both, as the screens show it). */
export const SHEET_DATE_FORMATS: Readonly<Record<Language, { readonly date: string; readonly dateTime: string }>> = {
  it: { date: 'dd/mm/yyyy', dateTime: 'dd/mm/yyyy hh:mm' },
  en: { date: 'dd/mm/yyyy', dateTime: 'dd/mm/yyyy hh:mm' },
};

/**
 * A wall-clock text as a spreadsheet date: exceljs writes a Date by its UTC fields, so Date.UTC keeps the wall
 * clock as it is, with no zone shift (STACK.md "Excel dates").
 */
const sheetDate = (w: WallClock, dayOnly: boolean): Date =>
  new Date(Date.UTC(w.year, w.month - 1, w.day, dayOnly ? 0 : w.hour, dayOnly ? 0 : w.minute, dayOnly ? 0 : w.second));

/** A date-time column's value that is a day without a time (a sales report's next action): shown without "00:00". */
export const isDayValue = (value: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(value);

const dayOnly = (kind: CellKind, value: string): boolean => kind === 'date' || isDayValue(value);

/** A cell for exceljs: a number, a Date, or neutralised text; null for an empty cell. */
export function sheetCell(kind: CellKind, value: string | null): string | number | Date | null {
  if (value === null || value === '') return null;
  switch (kind) {
    case 'text':
      return neutralised(value);
    case 'number': {
      // Wire decimals have at most a few decimals and stay well inside a double's exact range.
      const n = Number(value);
      return Number.isFinite(n) ? n : neutralised(value);
    }
    case 'date':
    case 'dateTime': {
      const w = parseWallClock(value);
      return w ? sheetDate(w, dayOnly(kind, value)) : neutralised(value);
    }
  }
}

/** A cell's text in a CSV for the reader: dd/mm/yyyy; decimal comma in Italian, decimal point in English. */
export function csvText(kind: CellKind, value: string | null, language: Language): string {
  if (value === null) return '';
  switch (kind) {
    case 'text':
      return neutralised(value);
    case 'number': {
      const n = decimalForInput(value, language);
      return n === '' ? neutralised(value) : n;
    }
    case 'date':
    case 'dateTime': {
      const w = parseWallClock(value);
      if (!w) return neutralised(value);
      return dayOnly(kind, value) ? datePart(w) : `${datePart(w)} ${pad(w.hour)}:${pad(w.minute)}`;
    }
  }
}

/** The CSV separator for the reader: `;` where the decimal point is a comma (Italian Excel's own), `,` in English. */
export const csvSeparator = (language: Language): string => (language === 'it' ? ';' : ',');

/** RFC 4180 quoting: a field with the separator, a quote or a line break is quoted, quotes doubled. */
export const csvField = (text: string, separator: string): string =>
  text.includes(separator) || /["\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
