import type { Effect } from 'effect';
import type { BareApiClient } from './client.ts';
import { call } from './effect.ts';
import type { ApiError } from './errors.ts';
import type { BodyOf, ResultOf } from './operationTypes.ts';

// Invitations (spec §7): read and accepted by someone who has no account yet, so they take the bare client.

export type Invitation = ResultOf<'getInvitation'>;
export type InvitationAcceptance = BodyOf<'acceptInvitation'>;
/** Accepting signs the new user in: the answer is a token like the password grant's. */
export type AcceptedInvitation = ResultOf<'acceptInvitation'>;

export const getInvitation = (client: BareApiClient, invitationId: string): Effect.Effect<Invitation, ApiError> =>
  call((signal) => client.GET('/invitations/{invitationId}', { params: { path: { invitationId } }, signal }));

export const acceptInvitation = (
  client: BareApiClient,
  invitationId: string,
  body: InvitationAcceptance,
): Effect.Effect<AcceptedInvitation, ApiError> =>
  call((signal) => client.POST('/invitations/{invitationId}/accept', { params: { path: { invitationId } }, body, signal }));
