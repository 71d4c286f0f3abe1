import ExcelJS from 'exceljs';
import { vatCheckDigit } from '../../../src/domain/validation/italianMasterData.ts';

// Spreadsheets for the import tests and the benchmark: XLSX built with exceljs, CSV as text.

export type Cell = string | number | Date | { formula: string; result?: string | number } | null;

export async function xlsx(rows: readonly (readonly Cell[])[]): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Dati');
  for (const r of rows) sheet.addRow([...r]);
  return new Uint8Array(await book.xlsx.writeBuffer());
}

/** A streamed workbook for large files (the benchmark's 100,000 rows) without holding the sheet in memory. */
export async function xlsxStream(header: readonly string[], rowAt: (i: number) => readonly Cell[], count: number): Promise<Uint8Array> {
  const { PassThrough } = await import('node:stream');
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: false });
  const sheet = book.addWorksheet('Dati');
  sheet.addRow([...header]).commit();
  for (let i = 0; i < count; i++) sheet.addRow([...rowAt(i)]).commit();
  sheet.commit();
  await book.commit();
  return new Uint8Array(Buffer.concat(chunks));
}

export const csv = (rows: readonly (readonly string[])[], sep = ';', bom = false): Uint8Array =>
  new TextEncoder().encode((bom ? '\ufeff' : '') + rows.map((r) => r.map((c) => (c.includes(sep) || c.includes('"') ? `"${c.replace(/"/g, '""')}"` : c)).join(sep)).join('\r\n') + '\r\n');

/** A valid Italian P. IVA made from a number: a 7-digit serial, a real office code (001–100) and its check digit. */
export function vatNumber(n: number): string {
  const base = String(n).padStart(7, '0').slice(-7) + String(1 + (Math.floor(n / 10_000_000) + n) % 100).padStart(3, '0');
  return base + String(vatCheckDigit(base));
}
