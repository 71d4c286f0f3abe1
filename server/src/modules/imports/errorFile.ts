import { excel } from '../../lazyExcel.ts';
import type { Language } from '../../../../src/domain/constants/languages.ts';
import { renderMessage } from '../../i18n/render.ts';
import { message } from '../../i18n/message.ts';
import type { StoredRejection } from '../../db/schema/imports.ts';
import { reasonText } from './present.ts';

// The bad rows as a file to fix and import again: the file's own header and cells, plus one column with the
// reasons. The importer leaves an unknown column unmapped, so the fixed file imports as it is.

function rowsOf(headers: readonly string[], rejected: readonly StoredRejection[], language: Language): { header: string[]; rows: string[][] } {
  const errorHeader = renderMessage(message('imports.errorColumn'), language);
  const rows = rejected
    .filter((r) => r.row > 0)
    .map((r) => [
      ...headers.map((_, i) => r.cells[i] ?? ''),
      r.errors.map((e) => (e.column ? `${e.column}: ` : '') + reasonText(e.key, e.params, language)).join('; '),
    ]);
  return { header: [...headers, errorHeader], rows };
}

export async function errorWorkbook(headers: readonly string[], rejected: readonly StoredRejection[], language: Language): Promise<Uint8Array> {
  const { header, rows } = rowsOf(headers, rejected, language);
  const book = new (excel().Workbook)();
  const sheet = book.addWorksheet(renderMessage(message('imports.errorSheet'), language));
  sheet.addRow(header);
  sheet.getRow(1).font = { bold: true };
  // Text cells: a code "00123" or a CAP stays as written.
  for (const r of rows) sheet.addRow(r);
  return new Uint8Array(await book.xlsx.writeBuffer());
}

const csvCell = (v: string): string => (/[;"\n\r]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

export function errorCsv(headers: readonly string[], rejected: readonly StoredRejection[], language: Language): Uint8Array {
  const { header, rows } = rowsOf(headers, rejected, language);
  const text = '\ufeff' + [header, ...rows].map((r) => r.map(csvCell).join(';')).join('\r\n') + '\r\n';
  return new TextEncoder().encode(text);
}
