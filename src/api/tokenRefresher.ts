import { oauthClientFromEnv, refreshGrantRequest, toTokens, type OAuthClient } from './auth.ts';
import type { RefreshOutcome, Refresher } from './authPolicy.ts';
import type { BareApiClient } from './client.ts';
import { isApiError, Network } from './errors.ts';
import { request } from './request.ts';

export type TokenRefresherOptions = {
  /** A client without the auth middleware: the token endpoint carries no session. */
  readonly client: BareApiClient;
  readonly oauth?: OAuthClient;
  readonly now?: () => number;
};

/**
 * The `Refresher` the client uses until the session actor provides its own: one refresh_token grant, answered as an
 * outcome (never a rejection). It does not store the tokens; the client's policy does, if still relevant.
 */
export const createTokenRefresher = ({ client, oauth, now = Date.now }: TokenRefresherOptions): Refresher => ({
  refresh: async (refreshToken): Promise<RefreshOutcome> => {
    const issuedAt = now();
    try {
      const token = await request(refreshGrantRequest(client, oauth ?? oauthClientFromEnv(), refreshToken));
      return { _tag: 'Refreshed', tokens: toTokens(token, issuedAt) };
    } catch (cause) {
      return { _tag: 'Failed', cause: isApiError(cause) ? cause : new Network({ cause }) };
    }
  },
});
