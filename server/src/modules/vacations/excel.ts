import type ExcelJS from 'exceljs';
import itCommon from '../../../../locales/it/common.json' with { type: 'json' };
import enCommon from '../../../../locales/en/common.json' with { type: 'json' };
import itVacations from '../../../../locales/it/vacations.json' with { type: 'json' };
import enVacations from '../../../../locales/en/vacations.json' with { type: 'json' };
import type { Language } from '../../../../src/domain/constants/languages.ts';
import type { Holiday } from '../../../../src/domain/italianHolidays.ts';
import { message } from '../../i18n/message.ts';
import { renderMessage } from '../../i18n/render.ts';
import { contentDisposition } from '../../media/store.ts';

// The vacations' spreadsheet pieces: the app's own words per language, the holidays sheet of the monthly report
// (reportExcel.ts), wall-clock dates as spreadsheet dates. The requests list itself exports through the shared
// export (exports/lists.ts, with its holidays sheet: exports/holidaySheet.ts).

/** The app's own words for leave types, statuses and holidays, per language. */
export const SCREEN_WORDS = {
  it: { common: itCommon, vacations: itVacations },
  en: { common: enCommon, vacations: enVacations },
} as const satisfies Record<Language, unknown>;

/** An export's header or cell word (catalogue `export.<key>`). */
export const exportWord = (key: string, language: Language): string => renderMessage(message(`export.${key}`), language);

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const DATE_FORMAT = 'dd/mm/yyyy';

/**
 * A wall-clock `YYYY-MM-DD HH:mm:ss` as a spreadsheet date. exceljs writes a Date by its UTC fields, so building
 * it with Date.UTC keeps the wall clock as is, with no zone shift (STACK.md "Excel dates"). `dayOnly` drops the
 * time: an all-day request ends on its last day, not at 23:59:59.
 */
export function sheetDate(wall: string, dayOnly: boolean): Date {
  const [d = '1970-01-01', t = '00:00:00'] = wall.split(' ');
  const [y, mo, da] = d.split('-').map(Number);
  const [h, mi, se] = dayOnly ? [0, 0, 0] : t.split(':').map(Number);
  return new Date(Date.UTC(y ?? 1970, (mo ?? 1) - 1, da ?? 1, h ?? 0, mi ?? 0, se ?? 0));
}

/** The holidays as a sheet of their own (also used by the requests export). */
export function addHolidaySheet(book: ExcelJS.Workbook, holidays: readonly Holiday[], language: Language = 'it'): void {
  const words = SCREEN_WORDS[language].vacations.holidays;
  const names: Readonly<Record<string, string>> = words.names;
  const sheet = book.addWorksheet(words.legend);
  sheet.columns = [
    { header: exportWord('holidays.date', language), key: 'date', width: 14 },
    { header: exportWord('holidays.name', language), key: 'name', width: 30 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const h of holidays) {
    const row = sheet.addRow({ date: sheetDate(`${h.date} 00:00:00`, true), name: names[h.key] ?? h.key });
    row.getCell('date').numFmt = DATE_FORMAT;
  }
}

export function xlsxResponse(bytes: Uint8Array, fileName: string): Response {
  return new Response(bytes, {
    status: 200,
    headers: {
      'content-type': XLSX_TYPE,
      'content-length': String(bytes.byteLength),
      'content-disposition': contentDisposition(fileName),
    },
  });
}
