import { PassThrough, Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { excel } from '../../lazyExcel.ts';
import type { Language } from '../../../../src/domain/constants/languages.ts';
import { isDayValue, neutralised, SHEET_DATE_FORMATS, sheetCell } from './cells.ts';
import type { Column, WireRow } from './columns.ts';
import type { ExtraSheetsOfExport } from './extraSheets.ts';

// The XLSX writer: exceljs's streaming workbook writer, each row committed as soon as it is added, so a large
// list is never held whole (STACK.md: the streaming writer for large exports). The header row is frozen and
// carries an auto-filter; numbers and dates are typed cells.

// Excel's General: every decimal the value has, in the reader's own separators, and no trailing point on whole
// numbers (`0.######` showed a year as "2026.").
const NUMBER_FORMAT = 'General';

type Writer = InstanceType<typeof ExcelJS.stream.xlsx.WorkbookWriter>;

/** A sheet with its typed columns and its bold, frozen header row carrying an auto-filter. */
function addSheet(book: Writer, name: string, columns: readonly Column[], headers: readonly string[], language: Language) {
  // Sheet names are at most 31 characters and cannot hold []:*?/\ (Excel refuses the file otherwise).
  const sheet = book.addWorksheet(name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  const formats = SHEET_DATE_FORMATS[language];
  sheet.columns = columns.map((c, i) => ({
    key: String(i),
    width: c.width,
    ...(c.kind === 'number' ? { style: { numFmt: NUMBER_FORMAT } } : c.kind === 'text' ? {} : { style: { numFmt: formats[c.kind] } }),
  }));
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: Math.max(1, columns.length) } };
  const header = sheet.addRow(headers.map(neutralised));
  header.font = { bold: true };
  header.commit();
  return sheet;
}

/** `extra`: sheets after the list's, made from its rows as they pass (lists.ts ExportList.extraSheets). */
export function xlsxStream(
  sheetName: string,
  columns: readonly Column[],
  headers: readonly string[],
  pages: AsyncIterator<readonly WireRow[]>,
  language: Language,
  now: string,
  extra?: ExtraSheetsOfExport,
): ReadableStream<Uint8Array> {
  const out = new PassThrough();
  const book = new (excel().stream.xlsx.WorkbookWriter)({ stream: out, useStyles: true, useSharedStrings: false });
  book.creator = 'Bottega';
  const sheet = addSheet(book, sheetName, columns, headers, language);
  const dayFormat = SHEET_DATE_FORMATS[language].date;
  // One row of typed cells; a date-time column's value that is a day alone gets the day's format (no 00:00).
  const addRow = (target: ReturnType<typeof addSheet>, cols: readonly Column[], wire: WireRow): void => {
    const values = cols.map((c) => c.value(wire, language, now));
    const row = target.addRow(values.map((value, i) => sheetCell(cols[i]?.kind ?? 'text', value)));
    values.forEach((value, i) => {
      if (cols[i]?.kind === 'dateTime' && value !== null && isDayValue(value)) row.getCell(i + 1).numFmt = dayFormat;
    });
    row.commit();
  };

  const write = async (): Promise<void> => {
    for (let next = await pages.next(); !next.done; next = await pages.next()) {
      for (const wire of next.value) {
        addRow(sheet, columns, wire);
        extra?.see(wire);
      }
      // Let the archive drain before the next page when the client reads slowly.
      if (out.writableNeedDrain) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
    }
    sheet.commit();
    for (const more of (await extra?.sheets()) ?? []) {
      const other = addSheet(book, more.name, more.columns, more.headers, language);
      for (const wire of more.rows) addRow(other, more.columns, wire);
      other.commit();
    }
    await book.commit();
  };
  write().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return Readable.toWeb(out) as ReadableStream<Uint8Array>;
}
