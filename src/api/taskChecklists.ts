import type { Effect } from 'effect';
import type { ApiClient } from './client.ts';
import { call } from './effect.ts';
import type { ApiError } from './errors.ts';
import type { BodyOf, ResultOf } from './operationTypes.ts';

export type TaskChecklist = ResultOf<'createTaskChecklist'>;
export type TaskChecklistItem = ResultOf<'createTaskChecklistItem'>;

type ItemPath = { readonly id: number; readonly checklistId: number; readonly itemId: number };

export const createTaskChecklist = (
  client: ApiClient,
  id: number,
  body: BodyOf<'createTaskChecklist'>,
): Effect.Effect<TaskChecklist, ApiError> =>
  call((signal) => client.POST('/tasks/{id}/checklists', { params: { path: { id } }, body, signal }));

export const updateTaskChecklist = (
  client: ApiClient,
  id: number,
  checklistId: number,
  body: BodyOf<'updateTaskChecklist'>,
): Effect.Effect<TaskChecklist, ApiError> =>
  call((signal) =>
    client.PUT('/tasks/{id}/checklists/{checklistId}', { params: { path: { id, checklistId } }, body, signal }),
  );

export const deleteTaskChecklist = (client: ApiClient, id: number, checklistId: number): Effect.Effect<void, ApiError> =>
  call((signal) => client.DELETE('/tasks/{id}/checklists/{checklistId}', { params: { path: { id, checklistId } }, signal }));

export const createTaskChecklistItem = (
  client: ApiClient,
  id: number,
  checklistId: number,
  body: BodyOf<'createTaskChecklistItem'>,
): Effect.Effect<TaskChecklistItem, ApiError> =>
  call((signal) =>
    client.POST('/tasks/{id}/checklists/{checklistId}/items', { params: { path: { id, checklistId } }, body, signal }),
  );

export const updateTaskChecklistItem = (
  client: ApiClient,
  path: ItemPath,
  body: BodyOf<'updateTaskChecklistItem'>,
): Effect.Effect<TaskChecklistItem, ApiError> =>
  call((signal) => client.PUT('/tasks/{id}/checklists/{checklistId}/items/{itemId}', { params: { path }, body, signal }));

export const deleteTaskChecklistItem = (client: ApiClient, path: ItemPath): Effect.Effect<void, ApiError> =>
  call((signal) => client.DELETE('/tasks/{id}/checklists/{checklistId}/items/{itemId}', { params: { path }, signal }));

export const checkTaskChecklistItem = (client: ApiClient, path: ItemPath): Effect.Effect<TaskChecklistItem, ApiError> =>
  call((signal) => client.POST('/tasks/{id}/checklists/{checklistId}/items/{itemId}/check', { params: { path }, signal }));

export const uncheckTaskChecklistItem = (client: ApiClient, path: ItemPath): Effect.Effect<TaskChecklistItem, ApiError> =>
  call((signal) =>
    client.POST('/tasks/{id}/checklists/{checklistId}/items/{itemId}/uncheck', { params: { path }, signal }),
  );
