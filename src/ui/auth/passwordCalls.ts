import type { Effect } from 'effect';
import type { BareApiClient } from '../../api/client.ts';
import { call } from '../../api/effect.ts';
import type { ApiError } from '../../api/errors.ts';
import type { BodyOf, ResultOf } from '../../api/operationTypes.ts';

// Public calls of the guest screens (spec §7, all no auth). They belong in src/api (an auth resource file) once
// the API edge has them; they are here so the screens work meanwhile.

export type ResetTokenInfo = ResultOf<'findPasswordResetToken'>;
export type Invitation = ResultOf<'getInvitation'>;
export type AcceptedInvitation = ResultOf<'acceptInvitation'>;

export const requestPasswordReset = (client: BareApiClient, email: string): Effect.Effect<ResultOf<'requestPasswordReset'>, ApiError> =>
  call((signal) => client.POST('/password/reset', { body: { email }, signal }));

export const findPasswordResetToken = (client: BareApiClient, token: string): Effect.Effect<ResetTokenInfo, ApiError> =>
  call((signal) => client.GET('/password/find/{token}', { params: { path: { token } }, signal }));

export const createPassword = (client: BareApiClient, body: BodyOf<'createPassword'>): Effect.Effect<ResultOf<'createPassword'>, ApiError> =>
  call((signal) => client.POST('/password/create', { body, signal }));

export const getInvitation = (client: BareApiClient, invitationId: string): Effect.Effect<Invitation, ApiError> =>
  call((signal) => client.GET('/invitations/{invitationId}', { params: { path: { invitationId } }, signal }));

export const acceptInvitation = (
  client: BareApiClient,
  invitationId: string,
  body: BodyOf<'acceptInvitation'>,
): Effect.Effect<AcceptedInvitation, ApiError> =>
  call((signal) => client.POST('/invitations/{invitationId}/accept', { params: { path: { invitationId } }, body, signal }));
