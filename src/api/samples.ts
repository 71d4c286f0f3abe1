import type { Effect } from 'effect';
import type { ApiClient } from './client.ts';
import { call } from './effect.ts';
import type { Page } from './envelope.ts';
import type { ApiError } from './errors.ts';
import type { QueryOf, Schema } from './operationTypes.ts';

export type Sample = Schema<'Sample'>;
export type SampleQuery = QueryOf<'listSamples'>;

export const listSamples = (client: ApiClient, query: SampleQuery = {}): Effect.Effect<Page<Sample>, ApiError> =>
  call((signal) => client.GET('/samples', { params: { query }, signal }));
