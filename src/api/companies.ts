import type { Effect } from 'effect';
import type { ApiClient } from './client.ts';
import { call } from './effect.ts';
import type { ApiError } from './errors.ts';
import type { QueryOf, ResultOf } from './operationTypes.ts';

export type Company = ResultOf<'listCompanies'>['items'][number];

export const listCompanies = (client: ApiClient, query: QueryOf<'listCompanies'> = {}): Effect.Effect<ResultOf<'listCompanies'>, ApiError> =>
  call((signal) => client.GET('/companies', { params: { query }, signal }));
