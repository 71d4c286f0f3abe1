import type { Effect } from 'effect';
import type { ApiClient } from './client.ts';
import { call } from './effect.ts';
import type { ApiError } from './errors.ts';
import type { BodyOf, QueryOf, ResultOf } from './operationTypes.ts';

export type Warehouse = ResultOf<'getWarehouse'>;
export type WarehouseInput = BodyOf<'createWarehouse'>;

export const listWarehouses = (client: ApiClient, query: QueryOf<'listWarehouses'> = {}): Effect.Effect<ResultOf<'listWarehouses'>, ApiError> =>
  call((signal) => client.GET('/warehouses', { params: { query }, signal }));

export const getWarehouse = (client: ApiClient, id: number): Effect.Effect<Warehouse, ApiError> =>
  call((signal) => client.GET('/warehouses/{id}', { params: { path: { id } }, signal }));

export const createWarehouse = (client: ApiClient, body: WarehouseInput): Effect.Effect<Warehouse, ApiError> =>
  call((signal) => client.POST('/warehouses', { body, signal }));

export const updateWarehouse = (client: ApiClient, id: number, body: WarehouseInput): Effect.Effect<Warehouse, ApiError> =>
  call((signal) => client.PUT('/warehouses/{id}', { params: { path: { id } }, body, signal }));

export const deleteWarehouse = (client: ApiClient, id: number): Effect.Effect<void, ApiError> =>
  call((signal) => client.DELETE('/warehouses/{id}', { params: { path: { id } }, signal }));
