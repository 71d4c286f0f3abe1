import type { Effect } from 'effect';
import type { ApiClient } from './client.ts';
import { call } from './effect.ts';
import type { ApiError } from './errors.ts';
import type { BodyOf, QueryOf, ResultOf } from './operationTypes.ts';

export type WorkType = ResultOf<'createWorkType'>;
export type WorkTypeInput = BodyOf<'createWorkType'>;

export const listWorkTypes = (client: ApiClient, query: QueryOf<'listWorkTypes'> = {}): Effect.Effect<ResultOf<'listWorkTypes'>, ApiError> =>
  call((signal) => client.GET('/work-types', { params: { query }, signal }));

export const getWorkType = (client: ApiClient, id: number): Effect.Effect<WorkType, ApiError> =>
  call((signal) => client.GET('/work-types/{id}', { params: { path: { id } }, signal }));

export const createWorkType = (client: ApiClient, body: WorkTypeInput): Effect.Effect<WorkType, ApiError> =>
  call((signal) => client.POST('/work-types', { body, signal }));

export const updateWorkType = (client: ApiClient, id: number, body: WorkTypeInput): Effect.Effect<WorkType, ApiError> =>
  call((signal) => client.PUT('/work-types/{id}', { params: { path: { id } }, body, signal }));

export const deleteWorkType = (client: ApiClient, id: number): Effect.Effect<void, ApiError> =>
  call((signal) => client.DELETE('/work-types/{id}', { params: { path: { id } }, signal }));
