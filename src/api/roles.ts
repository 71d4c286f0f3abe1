import type { Effect } from 'effect';
import type { ApiClient } from './client.ts';
import { call } from './effect.ts';
import type { ApiError } from './errors.ts';
import type { BodyOf, QueryOf, ResultOf } from './operationTypes.ts';

export type Role = ResultOf<'getRole'>;
export type RoleQuery = QueryOf<'listRoles'>;
export type RoleInput = BodyOf<'createRole'>;
export type RoleUpdate = BodyOf<'updateRole'>;

export const listRoles = (client: ApiClient, query: RoleQuery = {}): Effect.Effect<ResultOf<'listRoles'>, ApiError> =>
  call((signal) => client.GET('/roles', { params: { query }, signal }));

export const getRole = (client: ApiClient, id: number): Effect.Effect<Role, ApiError> =>
  call((signal) => client.GET('/roles/{id}', { params: { path: { id } }, signal }));

export const createRole = (client: ApiClient, body: RoleInput): Effect.Effect<Role, ApiError> =>
  call((signal) => client.POST('/roles', { body, signal }));

export const updateRole = (client: ApiClient, id: number, body: RoleUpdate): Effect.Effect<Role, ApiError> =>
  call((signal) => client.PUT('/roles/{id}', { params: { path: { id } }, body, signal }));

export const deleteRole = (client: ApiClient, id: number): Effect.Effect<void, ApiError> =>
  call((signal) => client.DELETE('/roles/{id}', { params: { path: { id } }, signal }));
