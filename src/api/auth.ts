import type { Effect } from 'effect';
import type { Camelize } from './case.ts';
import type { ApiClient, BareApiClient } from './client.ts';
import { call } from './effect.ts';
import type { ApiError } from './errors.ts';
import type { components } from './schema.gen.ts';
import type { Tokens } from './tokenStore.ts';

/** Passport's token answer (not wrapped in `data`), camelized. */
export type OAuthToken = Camelize<components['schemas']['OAuthToken']>;

/** The app's OAuth client, sent with both grants. */
export type OAuthClient = { readonly clientId: string; readonly clientSecret: string };

export type Credentials = { readonly username: string; readonly password: string };

const envString = (value: unknown, fallback: string): string =>
  typeof value === 'string' && value !== '' ? value : fallback;

export const oauthClientFromEnv = (): OAuthClient => ({
  clientId: envString(import.meta.env.VITE_OAUTH_CLIENT_ID, 'bottega-web'),
  clientSecret: envString(import.meta.env.VITE_OAUTH_CLIENT_SECRET, 'bottega-web-secret'),
});

/**
 * `issuedAt` is when the request left, not when the answer came back: the expiry then errs early, never late.
 */
export const toTokens = (token: OAuthToken, issuedAt: number): Tokens => ({
  accessToken: token.accessToken,
  refreshToken: token.refreshToken,
  expiresAt: issuedAt + token.expiresIn * 1000,
});

/** Password grant (spec §7). A 400 here is `Server` with status 400: the credentials were incorrect. */
export const login = (
  client: BareApiClient,
  oauth: OAuthClient,
  credentials: Credentials,
): Effect.Effect<OAuthToken, ApiError> =>
  call((signal) =>
    client.POST('/oauth/token', {
      body: { grantType: 'password', ...oauth, username: credentials.username, password: credentials.password },
      signal,
    }),
  );

/** refresh_token grant; refresh tokens rotate, so the answer carries a new one. */
export const refreshTokens = (
  client: BareApiClient,
  oauth: OAuthClient,
  refreshToken: string,
): Effect.Effect<OAuthToken, ApiError> =>
  call((signal) =>
    client.POST('/oauth/token', {
      body: { grantType: 'refresh_token', ...oauth, refreshToken },
      signal,
    }),
  );

/** Sign-out on the server: revokes the calling access token and its refresh family (POST /oauth/revoke). */
export const revokeSession = (client: ApiClient): Effect.Effect<void, ApiError> =>
  call((signal) => client.POST('/oauth/revoke', { signal }));
