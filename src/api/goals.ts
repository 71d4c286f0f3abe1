import type { Effect } from 'effect';
import type { ApiClient } from './client.ts';
import { call } from './effect.ts';
import type { ApiError } from './errors.ts';
import type { BodyOf, QueryOf, ResultOf } from './operationTypes.ts';

export type Goal = ResultOf<'getGoal'>;
export type GoalQuery = QueryOf<'listGoals'>;
export type GoalInput = BodyOf<'createGoal'>;
/** Fields `listGoals` sorts by (the contract's `x-sort-fields`). */
export type GoalSortField = 'id' | 'title' | 'category' | 'weight' | 'year' | 'created_at' | 'updated_at';

export const listGoals = (client: ApiClient, query: GoalQuery = {}): Effect.Effect<ResultOf<'listGoals'>, ApiError> =>
  call((signal) => client.GET('/goals', { params: { query }, signal }));

export const getGoal = (client: ApiClient, id: number): Effect.Effect<Goal, ApiError> =>
  call((signal) => client.GET('/goals/{id}', { params: { path: { id } }, signal }));

export const createGoal = (client: ApiClient, body: GoalInput): Effect.Effect<Goal, ApiError> =>
  call((signal) => client.POST('/goals', { body, signal }));

export const updateGoal = (client: ApiClient, id: number, body: GoalInput): Effect.Effect<Goal, ApiError> =>
  call((signal) => client.PUT('/goals/{id}', { params: { path: { id } }, body, signal }));

export const deleteGoal = (client: ApiClient, id: number): Effect.Effect<void, ApiError> =>
  call((signal) => client.DELETE('/goals/{id}', { params: { path: { id } }, signal }));
