import type { Middleware } from 'openapi-fetch';
import type { AuthPolicy } from './authPolicy.ts';
import type { TokenStore } from './tokenStore.ts';

/** The token endpoint answers 401 for bad credentials: never a reason to refresh (spec §4). */
export const TOKEN_PATH = '/oauth/token';

const BEARER = /^Bearer\s+(.+)$/i;

export const bearerOf = (headers: Headers): string | undefined => BEARER.exec(headers.get('authorization') ?? '')?.[1];

const withBearer = (request: Request, accessToken: string): Request => {
  const headers = new Headers(request.headers);
  headers.set('Authorization', `Bearer ${accessToken}`);
  return new Request(request, { headers });
};

export type AuthMiddlewareOptions = {
  readonly tokenStore: TokenStore;
  readonly policy: AuthPolicy;
  readonly fetch: (request: Request) => Promise<Response>;
  /** Told of every 403 (not acted on here: the session decides what a refusal means). */
  readonly onForbidden?: () => void;
};

/**
 * Adds the bearer token, read from storage for every request (another tab or the session may have changed it),
 * and applies the 401 policy. It must be the last middleware to see the request, so the copy it keeps for the retry
 * is the request that was actually sent.
 */
export const createAuthMiddleware = ({ tokenStore, policy, fetch, onForbidden }: AuthMiddlewareOptions): Middleware => {
  // A sent request's body is consumed (openapi-fetch #2075), so the retry resends a copy taken before sending.
  // Answering from onRequest would skip every onResponse (#2378): the retry therefore happens in onResponse.
  const copies = new WeakMap<Request, Request>();

  return {
    onRequest({ request, schemaPath }) {
      const accessToken = tokenStore.accessToken();
      if (accessToken !== undefined && schemaPath !== TOKEN_PATH) {
        request.headers.set('Authorization', `Bearer ${accessToken}`);
      }
      if (schemaPath !== TOKEN_PATH) copies.set(request, request.clone());
      return undefined;
    },

    async onResponse({ request, response, schemaPath }) {
      const copy = copies.get(request);
      copies.delete(request);
      if (response.status === 403) onForbidden?.();
      if (response.status !== 401 || schemaPath === TOKEN_PATH || copy === undefined) return undefined;
      const verdict = await policy.onUnauthorized(bearerOf(request.headers), false);
      if (verdict._tag === 'GiveUp') return undefined;
      // The refused answer is dropped unread: release its connection.
      await response.body?.cancel();
      // Straight to fetch, past the middleware chain: the retry cannot trigger another retry.
      const retried = await fetch(withBearer(copy, verdict.accessToken));
      if (retried.status === 401) await policy.onUnauthorized(verdict.accessToken, true);
      return retried;
    },
  };
};
