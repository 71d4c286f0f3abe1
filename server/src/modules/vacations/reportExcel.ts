import { excel } from '../../lazyExcel.ts';
import type { Language } from '../../../../src/domain/constants/languages.ts';
import { formatMonth } from '../../../../src/domain/dateFormat.ts';
import { addHolidaySheet, exportWord, SCREEN_WORDS, sheetDate } from './excel.ts';
import { REPORT_COLUMNS, type ReportHours, type VacationReport } from './report.ts';

// GET /vacations/report/excel: the payroll report as a workbook in the requester's language. Days are
// spreadsheet dates shown dd/mm/yyyy and hours numbers with two decimals, so the consultant's Excel shows them in
// Italian format and can sum them; each person ends with a total row, the month with a grand total.

const DATE_FORMAT = 'dd/mm/yyyy';
const HOURS_FORMAT = '#,##0.00';

const hourCells = (h: ReportHours): Record<string, number> =>
  Object.fromEntries([...REPORT_COLUMNS, 'total' as const].map((c) => [c, Number(h[c])]));

export async function reportWorkbook(report: VacationReport, language: Language = 'it'): Promise<Uint8Array> {
  const words = SCREEN_WORDS[language].vacations;
  const kindHeaders: Readonly<Record<(typeof REPORT_COLUMNS)[number], string>> = words.kinds;
  const book = new (excel().Workbook)();
  book.creator = 'Bottega';
  // The sheet is named for its month in the reader's words ("dicembre 2075", "December 2075"), not "Report 2075-12".
  const sheet = book.addWorksheet(formatMonth(`${report.month}-01`, language), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    { header: words.report.person, key: 'user', width: 26 },
    { header: exportWord('vacations.email', language), key: 'email', width: 28 },
    { header: words.report.date, key: 'date', width: 12 },
    ...REPORT_COLUMNS.map((c) => ({ header: kindHeaders[c], key: c, width: 14 })),
    { header: words.report.total, key: 'total', width: 12 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const p of report.people) {
    for (const d of p.days) {
      const row = sheet.addRow({ user: p.user.name, email: p.user.email, date: sheetDate(`${d.date} 00:00:00`, true), ...hourCells(d.hours) });
      row.getCell('date').numFmt = DATE_FORMAT;
    }
    sheet.addRow({ user: `${words.report.total} ${p.user.name}`, ...hourCells(p.totals) }).font = { bold: true };
  }
  sheet.addRow({ user: words.report.monthTotal, ...hourCells(report.totals) }).font = { bold: true };
  for (const c of [...REPORT_COLUMNS, 'total']) sheet.getColumn(c).numFmt = HOURS_FORMAT;
  addHolidaySheet(book, report.holidays, language);
  return new Uint8Array(await book.xlsx.writeBuffer());
}
