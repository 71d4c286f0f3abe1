import type { Effect } from 'effect';
import type { BareApiClient } from './client.ts';
import { call } from './effect.ts';
import type { ApiError } from './errors.ts';
import type { BodyOf, ResultOf } from './operationTypes.ts';

// Password reset (spec §7): public calls of the guest screens, so they take the bare client (no session).

export type ResetTokenInfo = ResultOf<'findPasswordResetToken'>;
export type NewPasswordInput = BodyOf<'createPassword'>;

export const requestPasswordReset = (
  client: BareApiClient,
  email: string,
): Effect.Effect<ResultOf<'requestPasswordReset'>, ApiError> =>
  call((signal) => client.POST('/password/reset', { body: { email }, signal }));

export const findPasswordResetToken = (client: BareApiClient, token: string): Effect.Effect<ResetTokenInfo, ApiError> =>
  call((signal) => client.GET('/password/find/{token}', { params: { path: { token } }, signal }));

export const createPassword = (client: BareApiClient, body: NewPasswordInput): Effect.Effect<ResultOf<'createPassword'>, ApiError> =>
  call((signal) => client.POST('/password/create', { body, signal }));
