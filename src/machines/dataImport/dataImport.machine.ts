import { assign, fromCallback, fromPromise, setup } from 'xstate';
import { errorTagOf, fieldErrorsOf } from '../generic/errorTag.ts';
import type {
  CheckRequest,
  DataImportContext,
  DataImportEvent,
  DownloadRequest,
  ImportKind,
  ImportMapping,
  ImportMode,
  ImportRecordLike,
  ImportStatus,
  ImportSummaryLike,
  ImportUndoResultLike,
  RunRequest,
  UploadRequest,
} from './dataImport.types.ts';

export type DataImportInput = { readonly kind?: ImportKind };

/** Every required field of the kind has a column. */
export const missingRequiredFields = (record: ImportRecordLike | null, mapping: ImportMapping): readonly string[] => {
  const mapped = new Set(Object.values(mapping).filter((field): field is string => field !== null));
  return (record?.fields ?? []).filter((field) => field.required && !mapped.has(field.name)).map((field) => field.name);
};

/** The server's saved mapping when it has one, else the one it suggests from the headers. */
const startingMapping = (record: ImportRecordLike): ImportMapping =>
  Object.values(record.mapping).some((field) => field !== null) ? record.mapping : record.suggestedMapping;

const EMPTY = { record: null, undoId: null, mapping: {}, createMissing: false, mode: null, undo: null, errorTag: null, fieldErrors: {} } as const;

/** The error-file download offered wherever bad rows are listed (after the dry run, a failed or a partial run). */
const withErrorFile = {
  initial: 'idle' as const,
  states: {
    idle: { on: { 'errors.download': { guard: 'hasBadRows' as const, target: 'downloading' as const } } },
    downloading: {
      invoke: {
        id: 'downloadErrors',
        src: 'downloadErrors' as const,
        input: ({ context, event }: { context: DataImportContext; event: DataImportEvent }): DownloadRequest => ({
          id: context.record?.id ?? 0,
          format: event.type === 'errors.download' ? event.format : 'xlsx',
        }),
        onDone: { target: 'idle' as const, actions: 'clearError' as const },
        onError: { target: 'idle' as const, actions: { type: 'storeError' as const, params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) } },
      },
    },
  },
};

/**
 * Bringing a spreadsheet in (issue 34): choose the kind and the file → upload → map the columns (suggested, saved
 * per tenant and kind) → dry run that lists every bad row → review the counts and choose all-or-nothing or
 * skip-bad-rows → importing with progress and cancel → done | failed; a done import (or one from the history) can
 * be undone → undone. Nothing is written before `import.run`; a cancel before it discards the upload.
 */
export const dataImportMachine = setup({
  types: {
    context: {} as DataImportContext,
    events: {} as DataImportEvent,
    input: {} as DataImportInput,
  },
  actors: {
    loadHistory: fromPromise<readonly ImportSummaryLike[], { kind: ImportKind }>(async () => {
      throw new Error('loadHistory must be provided by dataImport.logic');
    }),
    uploadImport: fromPromise<ImportRecordLike, UploadRequest>(async () => {
      throw new Error('uploadImport must be provided by dataImport.logic');
    }),
    checkImport: fromPromise<ImportRecordLike, CheckRequest>(async () => {
      throw new Error('checkImport must be provided by dataImport.logic');
    }),
    downloadErrors: fromPromise<void, DownloadRequest>(async () => {
      throw new Error('downloadErrors must be provided by dataImport.logic');
    }),
    runImport: fromPromise<ImportRecordLike, RunRequest>(async () => {
      throw new Error('runImport must be provided by dataImport.logic');
    }),
    // Polls the running import and sends `import.progress` with each answer until it is no longer importing.
    followImport: fromCallback<DataImportEvent, { id: number }>(() => () => undefined),
    cancelImport: fromPromise<ImportRecordLike, { id: number }>(async () => {
      throw new Error('cancelImport must be provided by dataImport.logic');
    }),
    undoImport: fromPromise<ImportUndoResultLike, { id: number }>(async () => {
      throw new Error('undoImport must be provided by dataImport.logic');
    }),
  },
  guards: {
    hasFile: ({ context }) => context.file !== null,
    requiredFieldsMapped: ({ context }) => context.record !== null && missingRequiredFields(context.record, context.mapping).length === 0,
    hasMode: ({ context }) => context.mode !== null,
    hasBadRows: ({ context }) => (context.record?.errorCount ?? 0) > 0,
    isColumn: ({ context }, params: { column: string }) => context.record?.headers.includes(params.column) ?? false,
    hasStatus: (_, params: { record: ImportRecordLike; status: ImportStatus }) => params.record.status === params.status,
    isUndoablePast: ({ context }, params: { id: number }) => context.history.some((entry) => entry.id === params.id && entry.status === 'done'),
    undoesCurrent: ({ context }) => context.record !== null && context.record.id === context.undoId,
  },
  actions: {
    storeKind: assign((_, params: { kind: ImportKind }) => ({ kind: params.kind })),
    storeFile: assign((_, params: { file: File | null }) => ({ file: params.file, errorTag: null, fieldErrors: {} })),
    storeUpload: assign((_, params: { record: ImportRecordLike }) => ({ record: params.record, mapping: startingMapping(params.record), createMissing: params.record.createMissing, errorTag: null, fieldErrors: {} })),
    storeRecord: assign((_, params: { record: ImportRecordLike }) => ({ record: params.record })),
    setMapping: assign(({ context }, params: { column: string; field: string | null }) => ({
      // A field maps one column: choosing it for this column frees it from any other.
      mapping: Object.fromEntries(
        Object.entries(context.mapping).map(([column, field]) => [column, column === params.column ? params.field : params.field !== null && field === params.field ? null : field]),
      ),
    })),
    suggestMapping: assign(({ context }) => ({ mapping: context.record?.suggestedMapping ?? {} })),
    setCreateMissing: assign((_, params: { value: boolean }) => ({ createMissing: params.value })),
    storeChecked: assign((_, params: { record: ImportRecordLike }) => ({
      record: params.record,
      // With no bad row there is nothing to choose; with bad rows the user must say what to do with them.
      mode: params.record.errorCount === 0 ? ('all-or-nothing' as const) : null,
      errorTag: null,
      fieldErrors: {},
    })),
    storeMode: assign((_, params: { mode: ImportMode }) => ({ mode: params.mode })),
    storeError: assign((_, params: { error: unknown }) => ({ errorTag: errorTagOf(params.error), fieldErrors: fieldErrorsOf(params.error) ?? {} })),
    clearError: assign({ errorTag: null, fieldErrors: {} }),
    storeHistory: assign((_, params: { history: readonly ImportSummaryLike[] }) => ({ history: params.history })),
    undoCurrent: assign(({ context }) => ({ undoId: context.record?.id ?? null, errorTag: null })),
    undoPast: assign((_, params: { id: number }) => ({ undoId: params.id, errorTag: null })),
    storeUndo: assign((_, params: { undo: ImportUndoResultLike }) => ({ undo: params.undo })),
    reset: assign({ ...EMPTY, file: null }),
  },
}).createMachine({
  id: 'dataImport',
  context: ({ input }) => ({ kind: input.kind ?? 'customers', file: null, history: [], ...EMPTY }),
  initial: 'upload',
  states: {
    upload: {
      initial: 'loadingHistory',
      states: {
        loadingHistory: {
          invoke: {
            id: 'loadHistory',
            src: 'loadHistory',
            input: ({ context }) => ({ kind: context.kind }),
            onDone: { target: 'ready', actions: { type: 'storeHistory', params: ({ event }) => ({ history: event.output }) } },
            onError: { target: 'historyFailed' },
          },
        },
        ready: {},
        historyFailed: { on: { 'history.retry': { target: 'loadingHistory' } } },
      },
      on: {
        'kind.choose': { actions: { type: 'storeKind', params: ({ event }) => ({ kind: event.kind }) } },
        'file.choose': { actions: { type: 'storeFile', params: ({ event }) => ({ file: event.file }) } },
        'import.upload': { guard: 'hasFile', target: 'uploading' },
        'history.undo': {
          guard: { type: 'isUndoablePast', params: ({ event }) => ({ id: event.id }) },
          target: 'undoing',
          actions: { type: 'undoPast', params: ({ event }) => ({ id: event.id }) },
        },
      },
    },
    uploading: {
      invoke: {
        id: 'uploadImport',
        src: 'uploadImport',
        input: ({ context }) => ({ kind: context.kind, file: context.file ?? new File([], '') }),
        onDone: { target: 'mapping', actions: { type: 'storeUpload', params: ({ event }) => ({ record: event.output }) } },
        onError: { target: 'upload.ready', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    mapping: {
      on: {
        'mapping.set': {
          guard: { type: 'isColumn', params: ({ event }) => ({ column: event.column }) },
          actions: { type: 'setMapping', params: ({ event }) => ({ column: event.column, field: event.field }) },
        },
        'mapping.suggest': { actions: 'suggestMapping' },
        'createMissing.set': { actions: { type: 'setCreateMissing', params: ({ event }) => ({ value: event.value }) } },
        'import.check': { guard: 'requiredFieldsMapped', target: 'checking' },
        'import.cancel': { target: 'discarding' },
      },
    },
    checking: {
      invoke: {
        id: 'checkImport',
        src: 'checkImport',
        input: ({ context }) => ({ id: context.record?.id ?? 0, mapping: context.mapping, createMissing: context.createMissing }),
        onDone: { target: 'reviewed', actions: { type: 'storeChecked', params: ({ event }) => ({ record: event.output }) } },
        onError: { target: 'mapping', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    reviewed: {
      ...withErrorFile,
      on: {
        'mode.choose': { actions: { type: 'storeMode', params: ({ event }) => ({ mode: event.mode }) } },
        'import.run': { guard: 'hasMode', target: 'importing' },
        'import.remap': { target: 'mapping', actions: 'clearError' },
        'import.cancel': { target: 'discarding' },
      },
    },
    importing: {
      initial: 'starting',
      states: {
        starting: {
          invoke: {
            id: 'runImport',
            src: 'runImport',
            input: ({ context }) => ({ id: context.record?.id ?? 0, mode: context.mode ?? 'all-or-nothing' }),
            onDone: { target: 'following', actions: { type: 'storeRecord', params: ({ event }) => ({ record: event.output }) } },
            onError: { target: '#dataImport.reviewed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        following: {
          invoke: { id: 'followImport', src: 'followImport', input: ({ context }) => ({ id: context.record?.id ?? 0 }) },
          on: {
            'import.progress': [
              { guard: { type: 'hasStatus', params: ({ event }) => ({ record: event.record, status: 'done' }) }, target: '#dataImport.done', actions: { type: 'storeRecord', params: ({ event }) => ({ record: event.record }) } },
              { guard: { type: 'hasStatus', params: ({ event }) => ({ record: event.record, status: 'failed' }) }, target: '#dataImport.failed', actions: { type: 'storeRecord', params: ({ event }) => ({ record: event.record }) } },
              { guard: { type: 'hasStatus', params: ({ event }) => ({ record: event.record, status: 'cancelled' }) }, target: '#dataImport.cancelled', actions: { type: 'storeRecord', params: ({ event }) => ({ record: event.record }) } },
              { actions: { type: 'storeRecord', params: ({ event }) => ({ record: event.record }) } },
            ],
            'import.cancel': { target: 'cancelling' },
          },
        },
        cancelling: {
          invoke: {
            id: 'cancelImport',
            src: 'cancelImport',
            input: ({ context }) => ({ id: context.record?.id ?? 0 }),
            onDone: { target: '#dataImport.cancelled', actions: { type: 'storeRecord', params: ({ event }) => ({ record: event.output }) } },
            // Too late (the run ended meanwhile, 409): the next poll says how it ended.
            onError: { target: 'following' },
          },
        },
      },
    },
    done: {
      ...withErrorFile,
      on: {
        'import.undo': { target: 'undoing', actions: 'undoCurrent' },
        'import.restart': { target: 'upload', actions: 'reset' },
      },
    },
    failed: {
      ...withErrorFile,
      on: { 'import.restart': { target: 'upload', actions: 'reset' } },
    },
    discarding: {
      invoke: {
        id: 'cancelImport',
        src: 'cancelImport',
        input: ({ context }) => ({ id: context.record?.id ?? 0 }),
        // Discarded either way: an upload nobody runs writes nothing.
        onDone: { target: 'upload', actions: 'reset' },
        onError: { target: 'upload', actions: 'reset' },
      },
    },
    undoing: {
      invoke: {
        id: 'undoImport',
        src: 'undoImport',
        input: ({ context }) => ({ id: context.undoId ?? 0 }),
        onDone: { target: 'undone', actions: { type: 'storeUndo', params: ({ event }) => ({ undo: event.output }) } },
        onError: [
          { guard: 'undoesCurrent', target: 'done', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
          { target: 'upload', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    undone: { on: { 'import.restart': { target: 'upload', actions: 'reset' } } },
    cancelled: { on: { 'import.restart': { target: 'upload', actions: 'reset' } } },
  },
});

export type DataImportMachine = typeof dataImportMachine;
