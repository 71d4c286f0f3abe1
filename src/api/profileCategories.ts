import type { Effect } from 'effect';
import type { ApiClient } from './client.ts';
import { call } from './effect.ts';
import type { ApiError } from './errors.ts';
import type { BodyOf, QueryOf, ResultOf } from './operationTypes.ts';

export type ProfileCategory = ResultOf<'createProfileCategory'>;
export type ProfileCategoryInput = BodyOf<'createProfileCategory'>;

export const listProfileCategories = (client: ApiClient, query: QueryOf<'listProfileCategories'> = {}): Effect.Effect<ResultOf<'listProfileCategories'>, ApiError> =>
  call((signal) => client.GET('/profile-categories', { params: { query }, signal }));

export const createProfileCategory = (client: ApiClient, body: ProfileCategoryInput): Effect.Effect<ProfileCategory, ApiError> =>
  call((signal) => client.POST('/profile-categories', { body, signal }));

export const getProfileCategory = (client: ApiClient, id: number): Effect.Effect<ProfileCategory, ApiError> =>
  call((signal) => client.GET('/profile-categories/{id}', { params: { path: { id } }, signal }));

export const updateProfileCategory = (client: ApiClient, id: number, body: ProfileCategoryInput): Effect.Effect<ProfileCategory, ApiError> =>
  call((signal) => client.PUT('/profile-categories/{id}', { params: { path: { id } }, body, signal }));

export const deleteProfileCategory = (client: ApiClient, id: number): Effect.Effect<void, ApiError> =>
  call((signal) => client.DELETE('/profile-categories/{id}', { params: { path: { id } }, signal }));
