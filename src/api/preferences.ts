import type { Effect } from 'effect';
import type { ApiClient } from './client.ts';
import { call } from './effect.ts';
import { myPreferencesRequest } from './startupRequests.ts';
import type { ApiError } from './errors.ts';
import type { BodyOf, QueryOf, ResultOf } from './operationTypes.ts';

export type Preference = ResultOf<'getMyPreference'>;
export type PreferenceInput = BodyOf<'setMyPreference'>;

export const listMyPreferences = (client: ApiClient, query: QueryOf<'listMyPreferences'> = {}): Effect.Effect<ResultOf<'listMyPreferences'>, ApiError> =>
  call(myPreferencesRequest(client, query));

/** A missing preference is `NotFound`; the caller sets the value to null (spec §8). */
export const getMyPreference = (client: ApiClient, key: string): Effect.Effect<Preference, ApiError> =>
  call((signal) => client.GET('/users/me/preferences/{key}', { params: { path: { key } }, signal }));

export const setMyPreference = (client: ApiClient, body: PreferenceInput): Effect.Effect<Preference, ApiError> =>
  call((signal) => client.POST('/users/me/preferences', { body, signal }));

export const deleteMyPreference = (client: ApiClient, key: string): Effect.Effect<void, ApiError> =>
  call((signal) => client.DELETE('/users/me/preferences/{key}', { params: { path: { key } }, signal }));
