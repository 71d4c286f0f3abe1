// How often one streaming read of a small, valid XLSX fails (unzipper's race under exceljs), and how often the
// importer's reader still fails after reading again. Run it on a loaded machine (the race needs one):
//   npx tsx scripts/stress-xlsx-reader.mts [reads]
import ExcelJS from 'exceljs';
import { sheetRows, xlsxRowsOnce } from '../server/src/modules/imports/sheet.ts';

const book = new ExcelJS.Workbook();
const sheet = book.addWorksheet('Clienti');
sheet.addRow(['Ragione sociale', 'P.IVA']);
sheet.addRow(['Prima 4741', '01234567890']);
sheet.addRow(['Seconda 4742', '01234567891']);
const bytes = new Uint8Array(await book.xlsx.writeBuffer());
const reads = Number(process.argv[2] ?? 2000);

async function failures(read: () => AsyncGenerator<unknown>): Promise<{ failed: number; short: number; reasons: Record<string, number> }> {
  const reasons: Record<string, number> = {};
  let failed = 0;
  let short = 0;
  for (let i = 0; i < reads; i++) {
    try {
      let n = 0;
      for await (const _ of read()) n++;
      if (n !== 3) short++;
    } catch (e) {
      failed++;
      const reason = e instanceof Error ? e.message : String(e);
      reasons[reason] = (reasons[reason] ?? 0) + 1;
    }
  }
  return { failed, short, reasons };
}

console.log({ reads, once: await failures(() => xlsxRowsOnce(bytes)), importer: await failures(() => sheetRows(bytes, 'xlsx')) });
