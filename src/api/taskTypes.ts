import type { Effect } from 'effect';
import type { ApiClient } from './client.ts';
import { call } from './effect.ts';
import type { ApiError } from './errors.ts';
import type { BodyOf, QueryOf, ResultOf } from './operationTypes.ts';

export type TaskType = ResultOf<'createTaskType'>;
export type TaskTypeInput = BodyOf<'createTaskType'>;

export const listTaskTypes = (client: ApiClient, query: QueryOf<'listTaskTypes'> = {}): Effect.Effect<ResultOf<'listTaskTypes'>, ApiError> =>
  call((signal) => client.GET('/task-types', { params: { query }, signal }));

export const getTaskType = (client: ApiClient, id: number): Effect.Effect<TaskType, ApiError> =>
  call((signal) => client.GET('/task-types/{id}', { params: { path: { id } }, signal }));

export const createTaskType = (client: ApiClient, body: TaskTypeInput): Effect.Effect<TaskType, ApiError> =>
  call((signal) => client.POST('/task-types', { body, signal }));

export const updateTaskType = (client: ApiClient, id: number, body: TaskTypeInput): Effect.Effect<TaskType, ApiError> =>
  call((signal) => client.PUT('/task-types/{id}', { params: { path: { id } }, body, signal }));

export const deleteTaskType = (client: ApiClient, id: number): Effect.Effect<void, ApiError> =>
  call((signal) => client.DELETE('/task-types/{id}', { params: { path: { id } }, signal }));
