import type { Effect } from 'effect';
import type { ApiClient } from './client.ts';
import { call } from './effect.ts';
import type { Page } from './envelope.ts';
import type { ApiError } from './errors.ts';
import type { BodyOf, QueryOf, Schema } from './operationTypes.ts';

export type UserVacationHour = Schema<'UserVacationHour'>;
export type UserVacationHourInput = BodyOf<'createUserVacationHour'>;
export type Remainings = Schema<'UserVacationHourRemainings'>;

export const listUserVacationHours = (client: ApiClient, query: QueryOf<'listUserVacationHours'> = {}): Effect.Effect<Page<UserVacationHour>, ApiError> =>
  call((signal) => client.GET('/user-vacation-hours', { params: { query }, signal }));

export const getUserVacationHour = (client: ApiClient, id: number): Effect.Effect<UserVacationHour, ApiError> =>
  call((signal) => client.GET('/user-vacation-hours/{id}', { params: { path: { id } }, signal }));

export const createUserVacationHour = (client: ApiClient, body: UserVacationHourInput): Effect.Effect<UserVacationHour, ApiError> =>
  call((signal) => client.POST('/user-vacation-hours', { body, signal }));

export const updateUserVacationHour = (client: ApiClient, id: number, body: UserVacationHourInput): Effect.Effect<UserVacationHour, ApiError> =>
  call((signal) => client.PUT('/user-vacation-hours/{id}', { params: { path: { id } }, body, signal }));

export const deleteUserVacationHour = (client: ApiClient, id: number): Effect.Effect<void, ApiError> =>
  call((signal) => client.DELETE('/user-vacation-hours/{id}', { params: { path: { id } }, signal }));

/** Allowance, used and remaining hours of a user's year (defaults: the signed-in user, this year). */
export const getRemainings = (client: ApiClient, query: QueryOf<'getUserVacationHourRemainings'> = {}): Effect.Effect<Remainings, ApiError> =>
  call((signal) => client.GET('/user-vacation-hours/remainings', { params: { query }, signal }));
