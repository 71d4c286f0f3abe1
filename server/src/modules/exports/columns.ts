import type { Language } from '../../../../src/domain/constants/languages.ts';

// A list's export columns: one descriptor per column, read from the list operation's wire rows (snake_case JSON),
// so an export is the list's own answer, not a second query that could drift from it.

/** One row of a list's `data`, as the wire has it. */
export type WireRow = Readonly<Record<string, unknown>>;

/**
 * How a cell is written: `text` as is (neutralised), `number` from a wire decimal (a number cell / a decimal in the
 * reader's convention), `date` and `dateTime` from wire wall-clock texts (date cells / the reader's date format).
 */
export type CellKind = 'text' | 'number' | 'date' | 'dateTime';

export type Column = {
  /** The header: `fields.<label>` of the message catalogue (the words the import engine recognises). */
  readonly label: string;
  readonly kind: CellKind;
  /** Spreadsheet column width in characters. */
  readonly width: number;
  /**
   * The cell's wire value (text, decimal string, wall-clock text), or null for an empty cell. `now` is the tenant's
   * wall clock when the export began (a running task's hours count up to it, as the screens' do).
   */
  readonly value: (row: WireRow, language: Language, now: string) => string | null;
};

/** The value at a dotted path of a wire row (`work.name`), or undefined. */
export const at = (row: WireRow, path: string): unknown => {
  let value: unknown = row;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Readonly<Record<string, unknown>>)[key];
  }
  return value;
};

/** A scalar as text; objects and arrays have their own columns. */
const scalar = (value: unknown): string | null =>
  typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'bigint' ? String(value) : null;

/** A text column at a path (a related record's name: `customer.name`). */
export const text = (label: string, path = label, width = 24): Column => ({ label, kind: 'text', width, value: (row) => scalar(at(row, path)) });

/** A number column at a path (wire decimals are strings, counts numbers). */
export const number = (label: string, path = label, width = 12): Column => ({ label, kind: 'number', width, value: (row) => scalar(at(row, path)) });

export const date = (label: string, path = label): Column => ({ label, kind: 'date', width: 12, value: (row) => scalar(at(row, path)) });

export const dateTime = (label: string, path = label): Column => ({ label, kind: 'dateTime', width: 17, value: (row) => scalar(at(row, path)) });

/** A yes/no column: the catalogue's words for them (`export.yes`/`export.no`). */
export const yesNo = (label: string, path: string, words: (yes: boolean, language: Language) => string): Column => ({
  label,
  kind: 'text',
  width: 10,
  value: (row, language) => {
    const v = at(row, path);
    return typeof v === 'boolean' ? words(v, language) : null;
  },
});

/** The names of a list of related records (`materials` → "PP, PET"), or of plain strings. */
export const names = (label: string, path = label, width = 30): Column => ({
  label,
  kind: 'text',
  width,
  value: (row) => {
    const v = at(row, path);
    if (!Array.isArray(v)) return null;
    const parts = v.map((item: unknown) => (typeof item === 'string' ? item : item !== null && typeof item === 'object' ? scalar((item as WireRow).name) : null));
    return parts.filter((p): p is string => p !== null && p !== '').join(', ');
  },
});

/** A fixed vocabulary (statuses, kinds) in the screen's words for the reader; an unknown value as it is. */
export const word = (label: string, path: string, words: (value: string, language: Language) => string, width = 16): Column => ({
  label,
  kind: 'text',
  width,
  value: (row, language) => {
    const v = scalar(at(row, path));
    return v === null ? null : words(v, language);
  },
});
