import type { Effect } from 'effect';
import type { ApiClient } from './client.ts';
import { call } from './effect.ts';
import type { ApiError } from './errors.ts';
import type { BodyOf, QueryOf, ResultOf } from './operationTypes.ts';

export type Brand = ResultOf<'createBrand'>;
export type BrandInput = BodyOf<'createBrand'>;

export const listBrands = (client: ApiClient, query: QueryOf<'listBrands'> = {}): Effect.Effect<ResultOf<'listBrands'>, ApiError> =>
  call((signal) => client.GET('/brands', { params: { query }, signal }));

export const createBrand = (client: ApiClient, body: BrandInput): Effect.Effect<Brand, ApiError> =>
  call((signal) => client.POST('/brands', { body, signal }));
