import type { BareApiClient } from '../../api/client.ts';
import { acceptInvitation, createPassword, findPasswordResetToken, getInvitation, requestPasswordReset } from './passwordCalls.ts';

/** The guest screens' calls bound to the app's bare client. */
export const passwordCallsOf = (client: BareApiClient) => ({
  requestReset: (email: string) => requestPasswordReset(client, email),
  findToken: (token: string) => findPasswordResetToken(client, token),
  createPassword: (body: Parameters<typeof createPassword>[1]) => createPassword(client, body),
  getInvitation: (invitationId: string) => getInvitation(client, invitationId),
  acceptInvitation: (invitationId: string, body: Parameters<typeof acceptInvitation>[2]) => acceptInvitation(client, invitationId, body),
});
