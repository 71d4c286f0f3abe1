import type { Effect } from 'effect';
import type { ApiClient } from './client.ts';
import { call } from './effect.ts';
import { settingsRequest } from './startupRequests.ts';
import type { ApiError } from './errors.ts';
import type { BodyOf, QueryOf, ResultOf } from './operationTypes.ts';

export type Setting = ResultOf<'getSetting'>;
export type SettingInput = BodyOf<'setSetting'>;

export const listSettings = (client: ApiClient, query: QueryOf<'listSettings'> = {}): Effect.Effect<ResultOf<'listSettings'>, ApiError> =>
  call(settingsRequest(client, query));

export const getSetting = (client: ApiClient, key: string): Effect.Effect<Setting, ApiError> =>
  call((signal) => client.GET('/settings/{key}', { params: { path: { key } }, signal }));

export const setSetting = (client: ApiClient, body: SettingInput): Effect.Effect<Setting, ApiError> =>
  call((signal) => client.POST('/settings', { body, signal }));

export const deleteSetting = (client: ApiClient, key: string): Effect.Effect<void, ApiError> =>
  call((signal) => client.DELETE('/settings/{key}', { params: { path: { key } }, signal }));
