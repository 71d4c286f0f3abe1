import type { Effect } from 'effect';
import type { ApiClient } from './client.ts';
import { call } from './effect.ts';
import type { ApiError } from './errors.ts';
import type { BodyOf, QueryOf, ResultOf } from './operationTypes.ts';

export type Work = ResultOf<'getWork'>;
export type WorkQuery = QueryOf<'listWorks'>;
/** Fields `listWorks` sorts by (the contract's `x-sort-fields`; a test keeps them in step). */
export const WORK_SORT_FIELDS = ['id', 'code', 'name', 'status', 'start_date', 'end_date', 'customer', 'created_at', 'updated_at'] as const;
export type WorkSortField = (typeof WORK_SORT_FIELDS)[number];
export type WorkInput = BodyOf<'createWork'>;
export type WorkUpdate = BodyOf<'updateWork'>;

export const listWorks = (client: ApiClient, query: WorkQuery = {}): Effect.Effect<ResultOf<'listWorks'>, ApiError> =>
  call((signal) => client.GET('/works', { params: { query }, signal }));

export const getWork = (client: ApiClient, id: number): Effect.Effect<Work, ApiError> =>
  call((signal) => client.GET('/works/{id}', { params: { path: { id } }, signal }));

export const createWork = (client: ApiClient, body: WorkInput): Effect.Effect<Work, ApiError> =>
  call((signal) => client.POST('/works', { body, signal }));

export const updateWork = (client: ApiClient, id: number, body: WorkUpdate): Effect.Effect<Work, ApiError> =>
  call((signal) => client.PUT('/works/{id}', { params: { path: { id } }, body, signal }));

export const deleteWork = (client: ApiClient, id: number): Effect.Effect<void, ApiError> =>
  call((signal) => client.DELETE('/works/{id}', { params: { path: { id } }, signal }));

export type Phase = ResultOf<'updateWorkPhase'>;
/** A phase's changes: only the fields given change (the server reorders the others on a new `position`). */
export type PhaseUpdate = BodyOf<'updateWorkPhase'>;

export const listWorkPhases = (
  client: ApiClient,
  id: number,
  query: QueryOf<'listWorkPhases'> = {},
): Effect.Effect<ResultOf<'listWorkPhases'>, ApiError> =>
  call((signal) => client.GET('/works/{id}/phases', { params: { path: { id }, query }, signal }));

export const createWorkPhase = (client: ApiClient, id: number, body: BodyOf<'createWorkPhase'>): Effect.Effect<Phase, ApiError> =>
  call((signal) => client.POST('/works/{id}/phases', { params: { path: { id } }, body, signal }));

export const updateWorkPhase = (
  client: ApiClient,
  id: number,
  phaseId: number,
  body: PhaseUpdate,
): Effect.Effect<Phase, ApiError> =>
  call((signal) => client.PUT('/works/{id}/phases/{phaseId}', { params: { path: { id, phaseId } }, body, signal }));

export const deleteWorkPhase = (client: ApiClient, id: number, phaseId: number): Effect.Effect<void, ApiError> =>
  call((signal) => client.DELETE('/works/{id}/phases/{phaseId}', { params: { path: { id, phaseId } }, signal }));
