import type { ErrorTag, FieldErrors } from '../generic/errorTag.ts';

// What the import statechart needs of the API's records, as structural types (the machines stay independent of
// src/api; the API's ImportRecord, ImportSummary and ImportUndoResult satisfy them).

export type ImportKind = 'customers' | 'leads' | 'suppliers' | 'companies' | 'articles' | 'price-lists' | 'users' | 'allowances';
export type ImportMode = 'all-or-nothing' | 'skip-bad-rows';
export type ImportStatus = 'uploaded' | 'checked' | 'importing' | 'done' | 'failed' | 'cancelled' | 'undone';
export type ErrorFileFormat = 'xlsx' | 'csv';

export type ImportCounts = { readonly created: number; readonly updated: number; readonly unchanged: number; readonly rejected: number };

export type ImportSummaryLike = {
  readonly id: number;
  readonly kind: ImportKind;
  readonly fileName: string;
  readonly status: ImportStatus;
  readonly mode: ImportMode | null;
  readonly rowCount: number;
  readonly counts: ImportCounts | null;
  readonly errorCount: number;
  readonly createdBy: { readonly name: string } | null;
  readonly createdAt: string;
  readonly finishedAt: string | null;
  readonly undoneAt: string | null;
};

export type ImportRowErrorLike = { readonly row: number; readonly column: string | null; readonly value: string | null; readonly reason: string };

export type ImportFieldLike = { readonly name: string; readonly label: string; readonly required: boolean };

/** Column header → field name, null for a column left out. */
export type ImportMapping = Readonly<Record<string, string | null>>;

export type ImportRecordLike = ImportSummaryLike & {
  readonly headers: readonly string[];
  readonly sampleRows: readonly (readonly string[])[];
  readonly mapping: ImportMapping;
  readonly suggestedMapping: ImportMapping;
  readonly fields: readonly ImportFieldLike[];
  /** Categories, brands and the other taxonomy items the file names are created when missing (articles). */
  readonly createMissing: boolean;
  readonly progress: { readonly done: number; readonly total: number };
  readonly errors: readonly ImportRowErrorLike[];
};

export type ImportUndoResultLike = {
  readonly removed: number;
  readonly restored: number;
  readonly kept: readonly { readonly row: number; readonly record: string; readonly reason: string }[];
  readonly import: ImportSummaryLike;
};

export type UploadRequest = { readonly kind: ImportKind; readonly file: File };
export type CheckRequest = { readonly id: number; readonly mapping: ImportMapping; readonly createMissing: boolean };
export type RunRequest = { readonly id: number; readonly mode: ImportMode };
export type DownloadRequest = { readonly id: number; readonly format: ErrorFileFormat };

export type DataImportContext = {
  kind: ImportKind;
  file: File | null;
  /** The import being worked on (the server's record, refreshed by every call and poll). */
  record: ImportRecordLike | null;
  /** The import an undo acts on: the current one, or one picked from the history. */
  undoId: number | null;
  mapping: ImportMapping;
  /** Create the taxonomy items the file names that do not exist yet, instead of rejecting their rows. */
  createMissing: boolean;
  /** Chosen by the user once the dry run found bad rows; all-or-nothing is preset when it found none. */
  mode: ImportMode | null;
  undo: ImportUndoResultLike | null;
  history: readonly ImportSummaryLike[];
  errorTag: ErrorTag | null;
  fieldErrors: FieldErrors;
};

export type DataImportEvent =
  | { type: 'kind.choose'; kind: ImportKind }
  | { type: 'file.choose'; file: File | null }
  | { type: 'import.upload' }
  | { type: 'mapping.set'; column: string; field: string | null }
  | { type: 'mapping.suggest' }
  | { type: 'createMissing.set'; value: boolean }
  | { type: 'import.check' }
  | { type: 'mode.choose'; mode: ImportMode }
  | { type: 'import.run' }
  | { type: 'import.remap' }
  | { type: 'errors.download'; format: ErrorFileFormat }
  | { type: 'import.cancel' }
  | { type: 'import.progress'; record: ImportRecordLike }
  | { type: 'import.undo' }
  | { type: 'history.undo'; id: number }
  | { type: 'history.retry' }
  | { type: 'import.restart' };
