import type { Effect } from 'effect';
import type { ApiClient } from './client.ts';
import { call } from './effect.ts';
import type { ApiError } from './errors.ts';
import type { BodyOf, QueryOf, ResultOf } from './operationTypes.ts';

export type User = ResultOf<'getUser'>;
export type UserQuery = QueryOf<'listUsers'>;
export type UserInput = BodyOf<'createUser'>;
export type UserUpdate = BodyOf<'updateUser'>;
export type RelatedUsersInput = BodyOf<'linkRelatedUsers'>;

export const listUsers = (client: ApiClient, query: UserQuery = {}): Effect.Effect<ResultOf<'listUsers'>, ApiError> =>
  call((signal) => client.GET('/users', { params: { query }, signal }));

export const getUser = (client: ApiClient, id: number): Effect.Effect<User, ApiError> =>
  call((signal) => client.GET('/users/{id}', { params: { path: { id } }, signal }));

/** Creates the user and e-mails them an invitation (the join screen completes it). */
export const createUser = (client: ApiClient, body: UserInput): Effect.Effect<User, ApiError> =>
  call((signal) => client.POST('/users', { body, signal }));

export const updateUser = (client: ApiClient, id: number, body: UserUpdate): Effect.Effect<User, ApiError> =>
  call((signal) => client.PUT('/users/{id}', { params: { path: { id } }, body, signal }));

/** Deletes the user (their sessions end; 409 for oneself, 403 for an administrator when not one). */
export const deleteUser = (client: ApiClient, id: number): Effect.Effect<void, ApiError> =>
  call((signal) => client.DELETE('/users/{id}', { params: { path: { id } }, signal }));

/** Ends every session of the user at once (their tokens are revoked). */
export const revokeUserSessions = (client: ApiClient, id: number): Effect.Effect<void, ApiError> =>
  call((signal) => client.DELETE('/users/{id}/sessions', { params: { path: { id } }, signal }));

export const listRelatedUsers = (client: ApiClient, query: QueryOf<'listRelatedUsers'> = {}): Effect.Effect<ResultOf<'listRelatedUsers'>, ApiError> =>
  call((signal) => client.GET('/users/related-users', { params: { query }, signal }));

export const listAvailableRelatedUsers = (
  client: ApiClient,
  query: QueryOf<'listAvailableRelatedUsers'> = {},
): Effect.Effect<ResultOf<'listAvailableRelatedUsers'>, ApiError> =>
  call((signal) => client.GET('/users/available-related-users', { params: { query }, signal }));

export const linkRelatedUsers = (client: ApiClient, body: RelatedUsersInput): Effect.Effect<void, ApiError> =>
  call((signal) => client.POST('/users/related-users', { body, signal }));

export const unlinkRelatedUsers = (client: ApiClient, body: RelatedUsersInput): Effect.Effect<void, ApiError> =>
  call((signal) => client.DELETE('/users/related-users', { body, signal }));
