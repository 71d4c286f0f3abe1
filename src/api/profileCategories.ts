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
