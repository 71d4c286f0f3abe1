import type { Effect } from 'effect';
import type { ApiClient } from './client.ts';
import { call } from './effect.ts';
import { meRequest, myPermissionsRequest } from './startupRequests.ts';
import type { ApiError } from './errors.ts';
import type { QueryOf, ResultOf } from './operationTypes.ts';

export type Me = ResultOf<'getMe'>;
export type MyPermissions = ResultOf<'listMyPermissions'>;
export type PermissionPage = ResultOf<'listPermissions'>;

export const getMe = (client: ApiClient): Effect.Effect<Me, ApiError> => call(meRequest(client));

export const listMyPermissions = (client: ApiClient): Effect.Effect<MyPermissions, ApiError> => call(myPermissionsRequest(client));

/** Every permission of the tenant (role editor); no default page size (spec §9). */
export const listPermissions = (
  client: ApiClient,
  query: QueryOf<'listPermissions'> = {},
): Effect.Effect<PermissionPage, ApiError> => call((signal) => client.GET('/permissions', { params: { query }, signal }));
