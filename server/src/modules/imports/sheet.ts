import { Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { excel } from '../../lazyExcel.ts';
import type { DecimalConvention } from './values.ts';

// Reads an uploaded spreadsheet row by row: XLSX through exceljs's streaming reader (the workbook is never built in
// memory, so memory does not grow with the rows), CSV in UTF-8 with or without BOM, `;`, `,` or tab separated.
// Every cell comes out as text; a formula is reported as such (its cached result is not trusted as data). Each row
// says which decimal convention its cells are in, so an exported number reads back as the number it was.

export type FileFormat = 'xlsx' | 'csv';

export type SheetRow = {
  /** The row's number in the file (the header is usually 1). */
  readonly row: number;
  readonly cells: readonly string[];
  /** Indexes of the cells holding a formula. */
  readonly formulas: readonly number[];
  /** Indexes of XLSX number cells: their text is the number with a decimal point and no grouping (convention `en`). */
  readonly numbers: readonly number[];
  /** The decimal convention of the other cells: a CSV's, told by its separator; null where the file does not say. */
  readonly convention: DecimalConvention;
};

export type FormatProblem = 'notASpreadsheet' | 'empty';

const ZIP = [0x50, 0x4b, 0x03, 0x04];

/** What the bytes are, or why they are no spreadsheet. */
export function detectFormat(bytes: Uint8Array): FileFormat | FormatProblem {
  if (bytes.byteLength === 0) return 'empty';
  if (ZIP.every((b, i) => bytes[i] === b)) return 'xlsx';
  // A NUL byte never occurs in text: an old .xls, a PDF, an image…
  const probe = bytes.subarray(0, 64 * 1024);
  if (probe.includes(0)) return 'notASpreadsheet';
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(probe.byteLength < bytes.byteLength ? trimPartialUtf8(probe) : probe);
  } catch {
    return 'notASpreadsheet';
  }
  return 'csv';
}

/** Drops a multi-byte character cut at the end of a probe, so that the cut alone does not read as bad UTF-8. */
function trimPartialUtf8(b: Uint8Array): Uint8Array {
  const end = b.byteLength;
  for (let i = 1; i <= 3 && end - i >= 0; i++) {
    const c = b[end - i] ?? 0;
    if ((c & 0xc0) === 0xc0) return b.subarray(0, end - i);
    if ((c & 0x80) === 0) break;
  }
  return b;
}

const pad = (n: number): string => String(n).padStart(2, '0');

/**
 * A number cell's value as plain decimal text (`0.0095`, `1234.567`): the shortest text that reads back as the same
 * double, never an exponent, never grouped.
 */
const numberText = (n: number): string => {
  const plain = String(n);
  return /e/i.test(plain) ? n.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 }) : plain;
};

type CellText = { text: string; formula: boolean; number?: boolean };

/** An exceljs cell value as the text a person sees (dates as ISO dates: the importer reads those too). */
function cellText(value: unknown): CellText {
  if (value === null || value === undefined) return { text: '', formula: false };
  if (typeof value === 'number') return Number.isFinite(value) ? { text: numberText(value), formula: false, number: true } : { text: '', formula: false };
  if (value instanceof Date) {
    // exceljs builds dates from the serial as UTC; a whole day has no time part.
    const iso = `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
    const time = value.getUTCHours() + value.getUTCMinutes() + value.getUTCSeconds();
    return { text: time === 0 ? iso : `${iso} ${pad(value.getUTCHours())}:${pad(value.getUTCMinutes())}:${pad(value.getUTCSeconds())}`, formula: false };
  }
  if (typeof value === 'object') {
    const v = value as Record<string, unknown>;
    if ('formula' in v || 'sharedFormula' in v) return { text: cellText(v.result).text, formula: true };
    if (Array.isArray(v.richText)) return { text: (v.richText as { text?: string }[]).map((r) => r.text ?? '').join(''), formula: false };
    if ('text' in v) return cellText(v.text);
    if ('error' in v) return { text: String(v.error), formula: false };
    return { text: '', formula: false };
  }
  return { text: String(value as string | number | boolean), formula: false };
}

/**
 * Rows from `open`, read again from the start when a read fails with a transient error: the rows already given are
 * skipped, so the caller sees every row once, in order (the file is in memory and reads the same each time).
 */
export async function* resumingRows<Row>(open: () => AsyncGenerator<Row>, transient: (error: unknown) => boolean, attempts = 3): AsyncGenerator<Row> {
  let given = 0;
  for (let attempt = 1; ; attempt++) {
    let seen = 0;
    try {
      for await (const row of open()) {
        seen++;
        if (seen <= given) continue;
        given++;
        yield row;
      }
      return;
    } catch (error) {
      if (attempt >= attempts || !transient(error)) throw error;
    }
  }
}

/**
 * unzipper (under exceljs's streaming reader) sometimes ends a read of a whole, valid file early: a race between the
 * input's end and an entry still being pulled. It shows as FILE_ENDED, or, when the race cuts `xl/workbook.xml`
 * short, as exceljs reading the sheets of a workbook model it never got (a TypeError in its workbook reader): about
 * 2 reads in 1,000 on a loaded machine (scripts/stress-xlsx-reader.mts), and the same bytes read fine again.
 */
export const isUnzipRace = (error: unknown): boolean =>
  error instanceof Error && (error.message === 'FILE_ENDED' || (error instanceof TypeError && /exceljs[\\/]lib[\\/]stream[\\/]xlsx/.test(error.stack ?? '')));

/** Every row of an XLSX, read again on unzipper's race (xlsxRowsOnce is one read, for scripts/stress-xlsx-reader.mts). */
const xlsxRows = (bytes: Uint8Array): AsyncGenerator<SheetRow> => resumingRows(() => xlsxRowsOnce(bytes), isUnzipRace);

export async function* xlsxRowsOnce(bytes: Uint8Array): AsyncGenerator<SheetRow> {
  const reader = new (excel().stream.xlsx.WorkbookReader)(Readable.from([Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)]), {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'cache',
    worksheets: 'emit',
  });
  for await (const sheet of reader) {
    // The first sheet only: a workbook's other sheets are notes, lookups, pivots.
    for await (const r of sheet as AsyncIterable<ExcelJS.Row>) {
      const values = r.values as unknown[];
      const cells: string[] = [];
      const formulas: number[] = [];
      const numbers: number[] = [];
      for (let i = 1; i < values.length; i++) {
        const c = cellText(values[i]);
        cells.push(c.text);
        if (c.formula) formulas.push(i - 1);
        else if (c.number) numbers.push(i - 1);
      }
      yield { row: r.number, cells, formulas, numbers, convention: null };
    }
    return;
  }
}

/** The separator used most in the first line, outside quotes. */
function separatorOf(text: string): string {
  const counts = new Map<string, number>([
    [';', 0],
    [',', 0],
    ['\t', 0],
  ]);
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && counts.has(ch)) counts.set(ch, (counts.get(ch) ?? 0) + 1);
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? ',';
}

/**
 * The decimal convention a CSV's separator tells: `;` is what a spreadsheet writes where the comma is the decimal
 * separator (Italian Excel, our Italian exports), `,` where the point is; a tab says nothing.
 */
const CONVENTION_OF_SEPARATOR: Readonly<Record<string, DecimalConvention>> = { ';': 'it', ',': 'en', '\t': null };

function* csvRows(bytes: Uint8Array): Generator<SheetRow> {
  let text = new TextDecoder('utf-8').decode(bytes);
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const sep = separatorOf(text);
  const convention = CONVENTION_OF_SEPARATOR[sep] ?? null;
  let row = 1;
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const ch = text[i] as string;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else cell += ch;
      continue;
    }
    if (ch === '"' && cell === '') quoted = true;
    else if (ch === sep) {
      cells.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      cells.push(cell);
      yield { row, cells, formulas: [], numbers: [], convention };
      row++;
      cells = [];
      cell = '';
    } else cell += ch;
  }
  if (cell !== '' || cells.length > 0) {
    cells.push(cell);
    yield { row, cells, formulas: [], numbers: [], convention };
  }
}

/** Every row of the file with at least one non-blank cell, in order. */
export async function* sheetRows(bytes: Uint8Array, format: FileFormat): AsyncGenerator<SheetRow> {
  const rows = format === 'xlsx' ? xlsxRows(bytes) : csvRows(bytes);
  for await (const r of rows) if (r.cells.some((c) => c.trim() !== '')) yield r;
}
