import type { Language } from '../../../../src/domain/constants/languages.ts';
import type { Db } from '../../db/client.ts';
import type { Column, WireRow } from './columns.ts';

// A list's XLSX export may carry sheets after the list's own, made from what its rows hold (the vacations export:
// the holidays of the years its requests cover). The rows stream past once: the hook sees each as it is written and
// builds its sheets at the end, so nothing of the list is kept whole. CSV is one table: it has no extra sheets.

/** One sheet after the list's: its name, its columns and headers (in the reader's words), its rows. */
export type ExtraSheet = {
  readonly name: string;
  readonly columns: readonly Column[];
  readonly headers: readonly string[];
  readonly rows: readonly WireRow[];
};

/** One export's hook: `see` every exported row, then `sheets` once the list's sheet is written. */
export type ExtraSheetsOfExport = {
  readonly see: (row: WireRow) => void;
  readonly sheets: () => Promise<readonly ExtraSheet[]>;
};

/** Per export: a fresh hook for the tenant and the reader's language. */
export type ExtraSheets = (scope: { readonly db: Db; readonly tenantId: number; readonly language: Language; readonly today: string }) => ExtraSheetsOfExport;
