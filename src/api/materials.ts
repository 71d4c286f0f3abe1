import type { Effect } from 'effect';
import type { ApiClient } from './client.ts';
import { call } from './effect.ts';
import type { ApiError } from './errors.ts';
import type { BodyOf, QueryOf, ResultOf } from './operationTypes.ts';

export type Material = ResultOf<'getMaterial'>;
export type MaterialInput = BodyOf<'createMaterial'>;

export const listMaterials = (client: ApiClient, query: QueryOf<'listMaterials'> = {}): Effect.Effect<ResultOf<'listMaterials'>, ApiError> =>
  call((signal) => client.GET('/materials', { params: { query }, signal }));

export const getMaterial = (client: ApiClient, id: number): Effect.Effect<Material, ApiError> =>
  call((signal) => client.GET('/materials/{id}', { params: { path: { id } }, signal }));

export const createMaterial = (client: ApiClient, body: MaterialInput): Effect.Effect<Material, ApiError> =>
  call((signal) => client.POST('/materials', { body, signal }));

export const updateMaterial = (client: ApiClient, id: number, body: MaterialInput): Effect.Effect<Material, ApiError> =>
  call((signal) => client.PUT('/materials/{id}', { params: { path: { id } }, body, signal }));

export const deleteMaterial = (client: ApiClient, id: number): Effect.Effect<void, ApiError> =>
  call((signal) => client.DELETE('/materials/{id}', { params: { path: { id } }, signal }));

/** The sales reports that mention the record (tab of its detail screen). */
export const listMaterialSalesReports = (
  client: ApiClient,
  id: number,
  query: QueryOf<'listMaterialSalesReports'> = {},
): Effect.Effect<ResultOf<'listMaterialSalesReports'>, ApiError> =>
  call((signal) => client.GET('/materials/{id}/sales-reports', { params: { path: { id }, query }, signal }));
