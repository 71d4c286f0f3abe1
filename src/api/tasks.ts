import type { Effect } from 'effect';
import type { ApiClient } from './client.ts';
import { call } from './effect.ts';
import type { Page } from './envelope.ts';
import type { ApiError } from './errors.ts';
import type { BodyOf, QueryOf, Schema } from './operationTypes.ts';

export type Task = Schema<'Task'>;
/** A row of the task lists: a Task without its checklists, comments, media and event (unless `include` asks). */
export type TaskListItem = Schema<'TaskListItem'>;
export type TaskStatus = Schema<'TaskStatus'>;
export type TaskQuery = QueryOf<'listTasks'>;
/** Fields `listTasks` sorts by (the contract's `x-sort-fields`; a test keeps them in step). */
export const TASK_SORT_FIELDS = ['id', 'summary', 'status', 'start', 'end', 'tracked_seconds', 'created_at', 'updated_at'] as const;
export type TaskSortField = (typeof TASK_SORT_FIELDS)[number];
export type TaskInput = BodyOf<'createTask'>;
export type TaskUpdate = BodyOf<'updateTask'>;

export const listTasks = (client: ApiClient, query: TaskQuery = {}): Effect.Effect<Page<TaskListItem>, ApiError> =>
  call((signal) => client.GET('/tasks', { params: { query }, signal }));

export const listRunningTasks = (
  client: ApiClient,
  query: QueryOf<'listRunningTasks'> = {},
): Effect.Effect<Page<TaskListItem>, ApiError> => call((signal) => client.GET('/tasks/running', { params: { query }, signal }));

export const getTask = (client: ApiClient, id: number): Effect.Effect<Task, ApiError> =>
  call((signal) => client.GET('/tasks/{id}', { params: { path: { id } }, signal }));

export type TaskHistoryEntry = Schema<'TaskHistoryEntry'>;

/** The task's moves on its workflow, oldest first (recorded since they were; an older task's past is not there). */
export const getTaskHistory = (client: ApiClient, id: number): Effect.Effect<readonly TaskHistoryEntry[], ApiError> =>
  call((signal) => client.GET('/tasks/{id}/history', { params: { path: { id } }, signal }));

export const createTask = (client: ApiClient, body: TaskInput): Effect.Effect<Task, ApiError> =>
  call((signal) => client.POST('/tasks', { body, signal }));

export const updateTask = (client: ApiClient, id: number, body: TaskUpdate): Effect.Effect<Task, ApiError> =>
  call((signal) => client.PUT('/tasks/{id}', { params: { path: { id } }, body, signal }));

export const deleteTask = (client: ApiClient, id: number): Effect.Effect<void, ApiError> =>
  call((signal) => client.DELETE('/tasks/{id}', { params: { path: { id } }, signal }));

/**
 * Status changes go through their own call (spec §4). Starting or pausing a completed task is refused; `reopen`
 * with `paused` is "mark uncompleted".
 */
export const changeTaskStatus = (
  client: ApiClient,
  id: number,
  status: TaskStatus,
  { reopen = false }: { readonly reopen?: boolean } = {},
): Effect.Effect<Task, ApiError> =>
  call((signal) => client.POST('/tasks/{id}/status', { params: { path: { id } }, body: { status, reopen }, signal }));
