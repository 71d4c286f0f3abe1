import { Effect, Result } from 'effect';
import { oauthClientFromEnv, refreshTokens, toTokens, type OAuthClient } from './auth.ts';
import type { RefreshOutcome, Refresher } from './authPolicy.ts';
import type { BareApiClient } from './client.ts';

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
    const result = await Effect.runPromise(
      Effect.result(refreshTokens(client, oauth ?? oauthClientFromEnv(), refreshToken)),
    );
    return Result.isSuccess(result)
      ? { _tag: 'Refreshed', tokens: toTokens(result.success, issuedAt) }
      : { _tag: 'Failed', cause: result.failure };
  },
});
