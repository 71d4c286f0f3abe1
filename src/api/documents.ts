import type { Effect } from 'effect';
import type { ApiClient } from './client.ts';
import { call, download, type Download } from './effect.ts';
import type { ApiError } from './errors.ts';
import type { QueryOf, ResultOf } from './operationTypes.ts';
import { upload, type UploadProgress } from './upload.ts';

// Archived documents (spec §1 "Documents"; the calls are Bottega's: GET/POST /documents, DELETE /documents/{id},
// GET /documents/{id}/download).

export type ArchivedDocument = ResultOf<'getDocument'>;
export type DocumentQuery = QueryOf<'listDocuments'>;
/** Fields `listDocuments` sorts by (the contract's `x-sort-fields`). */
export type DocumentSortField = 'title' | 'category' | 'created_at' | 'updated_at' | 'id';

export type DocumentDetails = { readonly title?: string; readonly category?: string };

export const listDocuments = (client: ApiClient, query: DocumentQuery = {}): Effect.Effect<ResultOf<'listDocuments'>, ApiError> =>
  call((signal) => client.GET('/documents', { params: { query }, signal }));

/** Multipart upload with progress (XHR): the title defaults to the file's name on the server. */
export const uploadDocument = (
  client: ApiClient,
  file: Blob,
  details: DocumentDetails,
  onProgress?: (progress: UploadProgress) => void,
): Effect.Effect<ArchivedDocument, ApiError> => {
  const form = new FormData();
  form.append('file', file);
  if (details.title) form.append('title', details.title);
  if (details.category) form.append('category', details.category);
  return upload<ArchivedDocument>(client, { path: '/documents', form, ...(onProgress ? { onProgress } : {}) });
};

export const deleteDocument = (client: ApiClient, id: number): Effect.Effect<void, ApiError> =>
  call((signal) => client.DELETE('/documents/{id}', { params: { path: { id } }, signal }));

export const downloadDocument = (client: ApiClient, id: number): Effect.Effect<Download, ApiError> =>
  download((signal) => client.GET('/documents/{id}/download', { params: { path: { id } }, parseAs: 'blob', signal }));

export type DocumentChanges = {
  readonly title: string;
  readonly category: string | null;
  readonly description: string | null;
  /** The profile (customer, supplier…) the document concerns; null unlinks it. */
  readonly profileId: number | null;
};

/** PUT /documents/{id}: the details only (the file stays). */
export const updateDocument = (client: ApiClient, id: number, changes: DocumentChanges): Effect.Effect<ArchivedDocument, ApiError> =>
  call((signal) => client.PUT('/documents/{id}', { params: { path: { id } }, body: changes, signal }));
