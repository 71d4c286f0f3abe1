import { Effect } from 'effect';
import { camelKey } from './case.ts';
import type { ApiClient } from './client.ts';
import { call, download, type Download } from './effect.ts';
import type { ApiError } from './errors.ts';
import type { QueryOf, ResultOf, Schema } from './operationTypes.ts';
import { upload } from './upload.ts';
import { IMPORT_KINDS as DOMAIN_IMPORT_KINDS } from '../domain/importKinds.ts';

// The import engine's calls (issue 34): upload a spreadsheet, map its columns, dry run, run, follow, cancel, undo.

export type ImportRecord = ResultOf<'getImport'>;
export type ImportSummary = Schema<'ImportSummary'>;
export type ImportKind = Schema<'ImportKind'>;
export type ImportMode = Schema<'ImportMode'>;
export type ImportStatus = Schema<'ImportStatus'>;
export type ImportRowError = Schema<'ImportRowError'>;
export type ImportUndoResult = ResultOf<'undoImport'>;
/** Column header → field name, null for a column left out. */
export type ImportMapping = Readonly<Record<string, string | null>>;

/** The domain's list, checked against the contract's kinds here (a kind the contract drops fails to compile). */
export const IMPORT_KINDS: readonly ImportKind[] = DOMAIN_IMPORT_KINDS;

/**
 * A mapping's keys are the file's headers, i.e. data: the envelope's camelCase conversion rewrites a header with an
 * underscore (`partita_iva` → `partitaIva`). The headers list holds them as written, so each is looked up by its
 * converted form and the mapping is given back keyed by the real header.
 */
export const mappingByHeader = (headers: readonly string[], mapping: Readonly<Record<string, string | null>>): ImportMapping =>
  Object.fromEntries(headers.map((header) => [header, mapping[header] ?? mapping[camelKey(header)] ?? null]));

/** The import with its mappings keyed by the file's own headers. */
export const withHeaders = (record: ImportRecord): ImportRecord => ({
  ...record,
  mapping: mappingByHeader(record.headers, record.mapping),
  suggestedMapping: mappingByHeader(record.headers, record.suggestedMapping),
});

export const uploadImport = (client: ApiClient, kind: ImportKind, file: File): Effect.Effect<ImportRecord, ApiError> => {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', file, file.name);
  return Effect.map(upload<ImportRecord>(client, { path: '/imports', form }), withHeaders);
};

export const getImport = (client: ApiClient, id: number): Effect.Effect<ImportRecord, ApiError> =>
  Effect.map(
    call((signal) => client.GET('/imports/{id}', { params: { path: { id } }, signal })),
    withHeaders,
  );

export const listImports = (client: ApiClient, query: QueryOf<'listImports'> = {}): Effect.Effect<ResultOf<'listImports'>, ApiError> =>
  call((signal) => client.GET('/imports', { params: { query }, signal }));

export const updateImportMapping = (client: ApiClient, id: number, mapping: ImportMapping, createMissing: boolean): Effect.Effect<ImportRecord, ApiError> =>
  Effect.map(
    call((signal) => client.PUT('/imports/{id}/mapping', { params: { path: { id } }, body: { mapping: { ...mapping }, create_missing: createMissing }, signal })),
    withHeaders,
  );

export const checkImport = (client: ApiClient, id: number): Effect.Effect<ImportRecord, ApiError> =>
  Effect.map(
    call((signal) => client.POST('/imports/{id}/check', { params: { path: { id } }, signal })),
    withHeaders,
  );

export const runImport = (client: ApiClient, id: number, mode: ImportMode): Effect.Effect<ImportRecord, ApiError> =>
  Effect.map(
    call((signal) => client.POST('/imports/{id}/run', { params: { path: { id } }, body: { mode }, signal })),
    withHeaders,
  );

export const cancelImport = (client: ApiClient, id: number): Effect.Effect<ImportRecord, ApiError> =>
  Effect.map(
    call((signal) => client.POST('/imports/{id}/cancel', { params: { path: { id } }, signal })),
    withHeaders,
  );

export const undoImport = (client: ApiClient, id: number): Effect.Effect<ImportUndoResult, ApiError> =>
  call((signal) => client.POST('/imports/{id}/undo', { params: { path: { id } }, signal }));

/** The rejected rows with their reasons, as a workbook or CSV to fix and upload again. */
export const downloadImportErrors = (client: ApiClient, id: number, format: 'xlsx' | 'csv'): Effect.Effect<Download, ApiError> =>
  download((signal) => client.GET('/imports/{id}/errors', { params: { path: { id }, query: { format } }, parseAs: 'blob', signal }));
