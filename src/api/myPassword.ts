import type { Effect } from 'effect';
import type { ApiClient } from './client.ts';
import { call } from './effect.ts';
import type { ApiError } from './errors.ts';
import type { BodyOf, ResultOf } from './operationTypes.ts';

export type MyPasswordInput = BodyOf<'changeMyPassword'>;

/** The signed-in person's own password, given the current one; the other sessions of theirs end. */
export const changeMyPassword = (client: ApiClient, body: MyPasswordInput): Effect.Effect<ResultOf<'changeMyPassword'>, ApiError> =>
  call((signal) => client.POST('/users/me/password', { body, signal }));
