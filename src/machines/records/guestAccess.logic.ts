import { Effect } from 'effect';
import { toTokens } from '../../api/auth.ts';
import type { ApiError } from '../../api/errors.ts';
import { acceptInvitation, getInvitation, type InvitationAcceptance } from '../../api/invitations.ts';
import type { Tokens } from '../../api/tokenStore.ts';
import { createPassword, findPasswordResetToken, requestPasswordReset, type NewPasswordInput } from '../../api/passwords.ts';
import { bareFormLogic } from '../generic/form.logic.ts';
import { bareRemoteValueLogic } from '../generic/remoteValue.logic.ts';

// The guest screens (src/ui/auth): password reset, setting a new password from the e-mailed link, joining from an
// invitation. No session: they read and send through the bare client.

/** The reset e-mail for one address (the screen trims it). */
export const passwordResetRequest = bareFormLogic((client, email: string) => requestPasswordReset(client, email));

/** The reset link's token: the address it belongs to, or NotFound / Invalid (expired). */
export const resetTokenLookup = bareRemoteValueLogic((client, token: string) => findPasswordResetToken(client, token));

/** The new password for the token's address. */
export const passwordCreate = bareFormLogic((client, body: NewPasswordInput) => createPassword(client, body));

/** The invitation a join link names. */
export const invitationLookup = bareRemoteValueLogic((client, invitationId: string) => getInvitation(client, invitationId));

export type JoinRequest = { readonly invitationId: string; readonly body: InvitationAcceptance };

/**
 * Accept an invitation: answers the session's tokens, their expiry counted from when the request left (toTokens), for
 * the screen to start the session as after a login.
 */
export const invitationAccept = bareFormLogic(
  (client, request: JoinRequest): Effect.Effect<Tokens, ApiError> =>
    Effect.suspend(() => {
      const issuedAt = Date.now();
      return acceptInvitation(client, request.invitationId, request.body).pipe(Effect.map((token) => toTokens(token, issuedAt)));
    }),
);
