import type { Effect } from 'effect';
import type { ApiClient } from './client.ts';
import { call } from './effect.ts';
import type { Page } from './envelope.ts';
import type { ApiError } from './errors.ts';
import type { QueryOf, Schema } from './operationTypes.ts';

export type Vacation = Schema<'Vacation'>;
export type VacationQuery = QueryOf<'listVacations'>;

export const listVacations = (client: ApiClient, query: VacationQuery = {}): Effect.Effect<Page<Vacation>, ApiError> =>
  call((signal) => client.GET('/vacations', { params: { query }, signal }));
