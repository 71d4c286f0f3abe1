import type { Effect } from 'effect';
import type { ApiClient } from './client.ts';
import { call } from './effect.ts';
import type { ApiError } from './errors.ts';
import type { QueryOf, ResultOf, Schema } from './operationTypes.ts';

export type Profile = ResultOf<'getProfile'>;
export type ProfileSummary = Schema<'ProfileSummary'>;
export type ProfileType = Schema<'ProfileType'>;
export type ProfileQuery = QueryOf<'listProfiles'>;

/** Paginated (default 50); pickers pass `search` and `type` (e.g. customers of a work). */
export const listProfiles = (client: ApiClient, query: ProfileQuery = {}): Effect.Effect<ResultOf<'listProfiles'>, ApiError> =>
  call((signal) => client.GET('/profiles', { params: { query }, signal }));

export const getProfile = (client: ApiClient, id: number): Effect.Effect<Profile, ApiError> =>
  call((signal) => client.GET('/profiles/{id}', { params: { path: { id } }, signal }));
