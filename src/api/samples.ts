import type { Effect } from 'effect';
import type { ApiClient } from './client.ts';
import { call, streamedDownload, type Download, type DownloadProgress } from './effect.ts';
import type { Page } from './envelope.ts';
import type { ApiError } from './errors.ts';
import type { BodyOf, QueryOf, ResultOf, Schema } from './operationTypes.ts';

export type Sample = Schema<'Sample'>;
export type SampleQuery = QueryOf<'listSamples'>;
export type SampleInput = BodyOf<'createSample'>;
export type SampleDepartmentDecision = BodyOf<'updateSampleDepartmentStatus'>;
/** Fields `listSamples` sorts by (the contract's `x-sort-fields`). */
export const SAMPLE_SORT_FIELDS = ['id', 'number', 'date', 'status', 'created_at', 'updated_at'] as const;
export type SampleSortField = (typeof SAMPLE_SORT_FIELDS)[number];

export const listSamples = (client: ApiClient, query: SampleQuery = {}): Effect.Effect<Page<Sample>, ApiError> =>
  call((signal) => client.GET('/samples', { params: { query }, signal }));

export const getSample = (client: ApiClient, id: number): Effect.Effect<Sample, ApiError> =>
  call((signal) => client.GET('/samples/{id}', { params: { path: { id } }, signal }));

export type SampleHistoryEntry = ResultOf<'getSampleHistory'>[number];

export const getSampleHistory = (client: ApiClient, id: number): Effect.Effect<readonly SampleHistoryEntry[], ApiError> =>
  call((signal) => client.GET('/samples/{id}/history', { params: { path: { id } }, signal }));

export const createSample = (client: ApiClient, body: SampleInput): Effect.Effect<Sample, ApiError> =>
  call((signal) => client.POST('/samples', { body, signal }));

export const updateSample = (client: ApiClient, id: number, body: SampleInput): Effect.Effect<Sample, ApiError> =>
  call((signal) => client.PUT('/samples/{id}', { params: { path: { id } }, body, signal }));

export const duplicateSample = (client: ApiClient, id: number): Effect.Effect<Sample, ApiError> =>
  call((signal) => client.POST('/samples/{id}/duplicate', { params: { path: { id } }, signal }));

export const decideSample = (
  client: ApiClient,
  id: number,
  deptId: 'technical_direction' | 'sales_management',
  body: SampleDepartmentDecision,
): Effect.Effect<Sample, ApiError> =>
  call((signal) => client.POST('/samples/{id}/departments/{deptId}/update-status', { params: { path: { id, deptId } }, body, signal }));

export const downloadSamplePdf = (client: ApiClient, id: number, onProgress?: (progress: DownloadProgress) => void): Effect.Effect<Download, ApiError> =>
  streamedDownload((signal) => client.GET('/samples/{id}/download-as-pdf', { params: { path: { id } }, parseAs: 'stream', signal }), onProgress);

export const getSamplePdfLink = (client: ApiClient, id: number): Effect.Effect<ResultOf<'getSamplePdfLink'>, ApiError> =>
  call((signal) => client.GET('/samples/{id}/pdf-as-link', { params: { path: { id } }, signal }));
