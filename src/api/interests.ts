import type { Effect } from 'effect';
import type { ApiClient } from './client.ts';
import { call } from './effect.ts';
import type { ApiError } from './errors.ts';
import type { BodyOf, QueryOf, ResultOf } from './operationTypes.ts';

export type Interest = ResultOf<'getInterest'>;
export type InterestInput = BodyOf<'createInterest'>;

export const listInterests = (client: ApiClient, query: QueryOf<'listInterests'> = {}): Effect.Effect<ResultOf<'listInterests'>, ApiError> =>
  call((signal) => client.GET('/interests', { params: { query }, signal }));

export const getInterest = (client: ApiClient, id: number): Effect.Effect<Interest, ApiError> =>
  call((signal) => client.GET('/interests/{id}', { params: { path: { id } }, signal }));

export const createInterest = (client: ApiClient, body: InterestInput): Effect.Effect<Interest, ApiError> =>
  call((signal) => client.POST('/interests', { body, signal }));

export const updateInterest = (client: ApiClient, id: number, body: InterestInput): Effect.Effect<Interest, ApiError> =>
  call((signal) => client.PUT('/interests/{id}', { params: { path: { id } }, body, signal }));

export const deleteInterest = (client: ApiClient, id: number): Effect.Effect<void, ApiError> =>
  call((signal) => client.DELETE('/interests/{id}', { params: { path: { id } }, signal }));

/** The sales reports that mention the record (tab of its detail screen). */
export const listInterestSalesReports = (
  client: ApiClient,
  id: number,
  query: QueryOf<'listInterestSalesReports'> = {},
): Effect.Effect<ResultOf<'listInterestSalesReports'>, ApiError> =>
  call((signal) => client.GET('/interests/{id}/sales-reports', { params: { path: { id }, query }, signal }));
