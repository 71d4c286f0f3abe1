import type { ErrorTag, FieldErrors } from '../generic/errorTag.ts';
import { missingRequiredFields } from './dataImport.machine.ts';
import type {
  DataImportContext,
  DataImportEvent,
  ImportCounts,
  ImportFieldLike,
  ImportKind,
  ImportMode,
  ImportRowErrorLike,
  ImportSummaryLike,
  ImportUndoResultLike,
} from './dataImport.types.ts';

// What the import screen shows, from a snapshot alone (DESIGN.md §6): what is offered is what the machine would take
// (`snapshot.can`), never a rule redone in the view. Pure: tested without React.

export type DataImportStep = 'upload' | 'uploading' | 'mapping' | 'checking' | 'reviewed' | 'importing' | 'done' | 'failed' | 'discarding' | 'undoing' | 'undone' | 'cancelled';

type Probe = Extract<DataImportEvent, { type: 'import.upload' | 'import.check' | 'import.run' | 'import.cancel' | 'import.undo' | 'import.restart' | 'import.remap' }>;

type Snapshot = {
  readonly context: DataImportContext;
  readonly value: unknown;
  can: (event: Probe | { type: 'errors.download'; format: 'xlsx' } | { type: 'history.undo'; id: number }) => boolean;
};

// The kinds whose rows name taxonomy items (articles: category, brand, division, group, line, type) that the server
// can create when missing (server/src/modules/imports/kinds/taxonomy.ts); for the others the choice means nothing.
const CREATES_MISSING: ReadonlySet<ImportKind> = new Set<ImportKind>(['articles']);

export type MappingColumn = {
  readonly column: string;
  /** The column's first values, so the user recognises it. */
  readonly samples: readonly string[];
  readonly field: string | null;
};

export type DataImportView = {
  readonly step: DataImportStep;
  readonly kind: ImportKind;
  readonly fileName: string | null;
  readonly canUpload: boolean;
  readonly busy: boolean;
  readonly history: { readonly loading: boolean; readonly failed: boolean; readonly entries: readonly (ImportSummaryLike & { readonly canUndo: boolean })[] };
  readonly mapping: {
    readonly columns: readonly MappingColumn[];
    readonly fields: readonly ImportFieldLike[];
    readonly missing: readonly string[];
    /** "Create the categories, brands… the file names that do not exist yet": null where the kind has none. */
    readonly createMissing: boolean | null;
  } | null;
  readonly canCheck: boolean;
  readonly review: {
    readonly fileName: string;
    readonly rowCount: number;
    readonly counts: ImportCounts | null;
    /** Every problem found, one per bad cell (a row may have several): the error list's total. */
    readonly errorCount: number;
    /** The rows the check refused: what "skip the bad rows" leaves out. */
    readonly badRowCount: number;
    readonly errors: readonly ImportRowErrorLike[];
    readonly mode: ImportMode | null;
    readonly downloading: boolean;
    readonly canDownload: boolean;
  } | null;
  readonly canRun: boolean;
  readonly canRemap: boolean;
  readonly progress: { readonly done: number; readonly total: number; readonly percent: number } | null;
  readonly canCancel: boolean;
  readonly canUndo: boolean;
  readonly undo: ImportUndoResultLike | null;
  readonly canRestart: boolean;
  readonly errorTag: ErrorTag | null;
  readonly fieldErrors: FieldErrors;
};

const topState = (value: unknown): DataImportStep => {
  const key = typeof value === 'string' ? value : typeof value === 'object' && value !== null ? (Object.keys(value)[0] ?? 'upload') : 'upload';
  return key as DataImportStep;
};

const subState = (value: unknown): string | null => {
  if (typeof value !== 'object' || value === null) return null;
  const inner = Object.values(value)[0];
  return typeof inner === 'string' ? inner : null;
};

const percentOf = (done: number, total: number): number => (total <= 0 ? 0 : Math.min(100, Math.round((done / total) * 100)));

export const connectDataImport = (snapshot: Snapshot): DataImportView => {
  const { context } = snapshot;
  const step = topState(snapshot.value);
  const sub = subState(snapshot.value);
  const record = context.record;
  const showsRows = step === 'reviewed' || step === 'done' || step === 'failed' || step === 'importing' || step === 'cancelled';
  return {
    step,
    kind: context.kind,
    fileName: context.file?.name ?? record?.fileName ?? null,
    canUpload: snapshot.can({ type: 'import.upload' }),
    busy: step === 'uploading' || step === 'checking' || step === 'discarding' || step === 'undoing' || step === 'importing' || sub === 'downloading',
    history: {
      loading: step === 'upload' && sub === 'loadingHistory',
      failed: step === 'upload' && sub === 'historyFailed',
      entries: context.history.map((entry) => ({ ...entry, canUndo: snapshot.can({ type: 'history.undo', id: entry.id }) })),
    },
    mapping:
      record !== null && (step === 'mapping' || step === 'checking')
        ? {
            columns: record.headers.map((column, index) => ({
              column,
              samples: record.sampleRows.slice(0, 3).map((row) => row[index] ?? ''),
              field: context.mapping[column] ?? null,
            })),
            fields: record.fields,
            missing: missingRequiredFields(record, context.mapping),
            createMissing: CREATES_MISSING.has(record.kind) ? context.createMissing : null,
          }
        : null,
    canCheck: snapshot.can({ type: 'import.check' }),
    review:
      record !== null && showsRows
        ? {
            fileName: record.fileName,
            rowCount: record.rowCount,
            counts: record.counts,
            errorCount: record.errorCount,
            // A row with three bad cells is one row skipped, not three: the check's rejected count (the rows), else
            // the distinct rows of the errors listed (a record read before its counts).
            badRowCount: record.counts?.rejected ?? new Set(record.errors.map((e) => e.row)).size,
            errors: record.errors,
            mode: context.mode,
            downloading: sub === 'downloading',
            canDownload: snapshot.can({ type: 'errors.download', format: 'xlsx' }),
          }
        : null,
    canRun: snapshot.can({ type: 'import.run' }),
    canRemap: snapshot.can({ type: 'import.remap' }),
    progress: record !== null && step === 'importing' ? { done: record.progress.done, total: record.progress.total, percent: percentOf(record.progress.done, record.progress.total) } : null,
    canCancel: snapshot.can({ type: 'import.cancel' }),
    canUndo: snapshot.can({ type: 'import.undo' }),
    undo: step === 'undone' ? context.undo : null,
    canRestart: snapshot.can({ type: 'import.restart' }),
    errorTag: context.errorTag,
    fieldErrors: context.fieldErrors,
  };
};
