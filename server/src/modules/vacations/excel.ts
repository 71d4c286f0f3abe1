import type ExcelJS from 'exceljs';
import { excel } from '../../lazyExcel.ts';
import itCommon from '../../../../locales/it/common.json' with { type: 'json' };
import enCommon from '../../../../locales/en/common.json' with { type: 'json' };
import itVacations from '../../../../locales/it/vacations.json' with { type: 'json' };
import enVacations from '../../../../locales/en/vacations.json' with { type: 'json' };
import type { Language } from '../../../../src/domain/constants/languages.ts';
import type { Holiday } from '../../../../src/domain/italianHolidays.ts';
import { message } from '../../i18n/message.ts';
import { renderMessage } from '../../i18n/render.ts';
import { contentDisposition } from '../../media/store.ts';
import type { VacationView } from './repository.ts';

// GET /vacations/excel: one row per request under a header row in the requester's language (catalogue
// `export.vacations.*`; leave types, statuses and holidays with the app's own words for them), and the holidays of
// the years it covers on a second sheet (they cost no leave: the consultant sees why).

/** The app's own words for leave types, statuses and holidays, per language. */
export const SCREEN_WORDS = {
  it: { common: itCommon, vacations: itVacations },
  en: { common: enCommon, vacations: enVacations },
} as const satisfies Record<Language, unknown>;

/** An export's header or cell word (catalogue `export.<key>`). */
export const exportWord = (key: string, language: Language): string => renderMessage(message(`export.${key}`), language);

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const statusLabel = (status: string, language: Language): string =>
  status === 'rejected' ? exportWord('vacations.rejected', language) : ((SCREEN_WORDS[language].common.vacationStatuses as Readonly<Record<string, string>>)[status] ?? status);

const typeLabel = (type: string, language: Language): string => (SCREEN_WORDS[language].common.eventTypes as Readonly<Record<string, string>>)[type] ?? type;

/** Column keys and widths; the header is `export.vacations.<key>`. */
const COLUMNS: readonly { key: string; width: number }[] = [
  { key: 'user', width: 24 },
  { key: 'email', width: 28 },
  { key: 'type', width: 24 },
  { key: 'description', width: 24 },
  { key: 'start', width: 20 },
  { key: 'end', width: 20 },
  { key: 'allDay', width: 15 },
  { key: 'hours', width: 10 },
  { key: 'status', width: 14 },
  { key: 'approver', width: 24 },
  { key: 'notes', width: 40 },
  { key: 'approverNotes', width: 40 },
];

const DATE_FORMAT = 'dd/mm/yyyy';
const DATE_TIME_FORMAT = 'dd/mm/yyyy hh:mm';

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

export async function vacationsWorkbook(rows: readonly VacationView[], holidays: readonly Holiday[] = [], language: Language = 'it'): Promise<Uint8Array> {
  const book = new (excel().Workbook)();
  book.creator = 'Bottega';
  const sheet = book.addWorksheet(exportWord('vacations.sheet', language), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = COLUMNS.map((c) => ({ ...c, header: exportWord(`vacations.${c.key}`, language) }));
  sheet.getRow(1).font = { bold: true };
  for (const v of rows) {
    const r = v.row;
    const row = sheet.addRow({
      user: v.user.name,
      email: v.user.email,
      type: typeLabel(r.type, language),
      description: r.typeDescription ?? '',
      start: sheetDate(r.start, r.allDay),
      end: sheetDate(r.end, r.allDay),
      allDay: exportWord(r.allDay ? 'yes' : 'no', language),
      // A number cell so the sheet can sum it; hours have two decimals, well within a double's exact range.
      hours: Number(r.hours),
      status: statusLabel(r.status, language),
      approver: v.approver?.name ?? '',
      notes: r.notes ?? '',
      approverNotes: r.approverNotes ?? '',
    });
    const format = r.allDay ? DATE_FORMAT : DATE_TIME_FORMAT;
    row.getCell('start').numFmt = format;
    row.getCell('end').numFmt = format;
  }
  sheet.getColumn('hours').numFmt = '0.00';
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: Math.max(1, rows.length + 1), column: COLUMNS.length } };
  addHolidaySheet(book, holidays, language);
  return new Uint8Array(await book.xlsx.writeBuffer());
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
