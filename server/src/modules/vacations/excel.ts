import ExcelJS from 'exceljs';
import itCommon from '../../../../locales/it/common.json' with { type: 'json' };
import itVacations from '../../../../locales/it/vacations.json' with { type: 'json' };
import type { Holiday } from '../../../../src/domain/italianHolidays.ts';
import { contentDisposition } from '../../media/store.ts';
import type { VacationView } from './repository.ts';
import { labelIt } from './types.ts';

// GET /vacations/excel: one row per request under a header row with Italian titles (the product's language), and
// the holidays of the years it covers on a second sheet (they cost no leave: the consultant sees why).

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const STATUS_LABELS: Readonly<Record<string, string>> = { ...itCommon.vacationStatuses, rejected: 'Rifiutata' };

const COLUMNS: readonly { header: string; key: string; width: number }[] = [
  { header: 'Dipendente', key: 'user', width: 24 },
  { header: 'Email', key: 'email', width: 28 },
  { header: 'Tipo', key: 'type', width: 24 },
  { header: 'Descrizione', key: 'description', width: 24 },
  { header: 'Inizio', key: 'start', width: 20 },
  { header: 'Fine', key: 'end', width: 20 },
  { header: 'Giornata intera', key: 'allDay', width: 15 },
  { header: 'Ore', key: 'hours', width: 10 },
  { header: 'Stato', key: 'status', width: 14 },
  { header: 'Approvata da', key: 'approver', width: 24 },
  { header: 'Note', key: 'notes', width: 40 },
  { header: 'Nota approvatore', key: 'approverNotes', width: 40 },
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

const HOLIDAY_NAMES: Readonly<Record<string, string>> = itVacations.holidays.names;

/** The holidays as a sheet of their own (also used by the requests export). */
export function addHolidaySheet(book: ExcelJS.Workbook, holidays: readonly Holiday[]): void {
  const sheet = book.addWorksheet(itVacations.holidays.legend);
  sheet.columns = [
    { header: 'Data', key: 'date', width: 14 },
    { header: 'Festività', key: 'name', width: 30 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const h of holidays) {
    const row = sheet.addRow({ date: sheetDate(`${h.date} 00:00:00`, true), name: HOLIDAY_NAMES[h.key] ?? h.key });
    row.getCell('date').numFmt = DATE_FORMAT;
  }
}

export async function vacationsWorkbook(rows: readonly VacationView[], holidays: readonly Holiday[] = []): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  book.creator = 'Bottega';
  const sheet = book.addWorksheet('Ferie e permessi', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = COLUMNS.map((c) => ({ ...c }));
  sheet.getRow(1).font = { bold: true };
  for (const v of rows) {
    const r = v.row;
    const row = sheet.addRow({
      user: v.user.name,
      email: v.user.email,
      type: labelIt(r.type),
      description: r.typeDescription ?? '',
      start: sheetDate(r.start, r.allDay),
      end: sheetDate(r.end, r.allDay),
      allDay: r.allDay ? 'Sì' : 'No',
      // A number cell so the sheet can sum it; hours have two decimals, well within a double's exact range.
      hours: Number(r.hours),
      status: STATUS_LABELS[r.status] ?? r.status,
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
  addHolidaySheet(book, holidays);
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
