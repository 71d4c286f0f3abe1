import type { Effect } from 'effect';
import type { ApiClient } from './client.ts';
import { call } from './effect.ts';
import type { ApiError } from './errors.ts';
import type { BodyOf, ResultOf } from './operationTypes.ts';

export type TaskComment = ResultOf<'createTaskComment'>;
export type TaskCommentInput = BodyOf<'createTaskComment'>;

export const createTaskComment = (
  client: ApiClient,
  id: number,
  body: TaskCommentInput,
): Effect.Effect<TaskComment, ApiError> =>
  call((signal) => client.POST('/tasks/{id}/comments', { params: { path: { id } }, body, signal }));

export const updateTaskComment = (
  client: ApiClient,
  id: number,
  commentId: number,
  body: TaskCommentInput,
): Effect.Effect<TaskComment, ApiError> =>
  call((signal) => client.PUT('/tasks/{id}/comments/{commentId}', { params: { path: { id, commentId } }, body, signal }));

export const deleteTaskComment = (client: ApiClient, id: number, commentId: number): Effect.Effect<void, ApiError> =>
  call((signal) => client.DELETE('/tasks/{id}/comments/{commentId}', { params: { path: { id, commentId } }, signal }));
