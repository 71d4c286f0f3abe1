import ExcelJS from 'exceljs';
import itCommon from '../../../../locales/it/common.json' with { type: 'json' };
import { contentDisposition } from '../../media/store.ts';
import type { VacationView } from './repository.ts';
import { labelIt } from './types.ts';

// GET /vacations/excel: one row per request under a header row with Italian titles (the product's language).

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
];

export async function vacationsWorkbook(rows: readonly VacationView[]): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  book.creator = 'Bottega';
  const sheet = book.addWorksheet('Ferie e permessi', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = COLUMNS.map((c) => ({ ...c }));
  sheet.getRow(1).font = { bold: true };
  for (const v of rows) {
    const r = v.row;
    sheet.addRow({
      user: v.user.name,
      email: v.user.email,
      type: labelIt(r.type),
      description: r.typeDescription ?? '',
      // Wall-clock text as on the wire: a spreadsheet date would be read back through some zone.
      start: r.start,
      end: r.end,
      allDay: r.allDay ? 'Sì' : 'No',
      // A number cell so the sheet can sum it; hours have two decimals, well within a double's exact range.
      hours: Number(r.hours),
      status: STATUS_LABELS[r.status] ?? r.status,
      approver: v.approver?.name ?? '',
      notes: r.notes ?? '',
    });
  }
  sheet.getColumn('hours').numFmt = '0.00';
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
