import type { Effect } from 'effect';
import type { ApiClient } from './client.ts';
import { call } from './effect.ts';
import type { ApiError } from './errors.ts';
import type { QueryOf, ResultOf, Schema } from './operationTypes.ts';

export type SearchResults = ResultOf<'searchRecords'>;
export type SearchGroup = Schema<'SearchGroup'>;
export type SearchHit = Schema<'SearchHit'>;
export type SearchKind = Schema<'SearchKind'>;
export type SearchQuery = QueryOf<'searchRecords'>;

/** The global search: hits of the kinds the user may list, grouped by kind (best group first). */
export const searchRecords = (client: ApiClient, query: SearchQuery): Effect.Effect<SearchResults, ApiError> =>
  call((signal) => client.GET('/search', { params: { query }, signal }));
