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

export const getBrand = (client: ApiClient, id: number): Effect.Effect<Brand, ApiError> =>
  call((signal) => client.GET('/brands/{id}', { params: { path: { id } }, signal }));

export const updateBrand = (client: ApiClient, id: number, body: BrandInput): Effect.Effect<Brand, ApiError> =>
  call((signal) => client.PUT('/brands/{id}', { params: { path: { id } }, body, signal }));

export const deleteBrand = (client: ApiClient, id: number): Effect.Effect<void, ApiError> =>
  call((signal) => client.DELETE('/brands/{id}', { params: { path: { id } }, signal }));
