import createClient, { type Client } from 'openapi-fetch';
import type { ApiPaths } from './apiPaths.ts';
import { createAuthMiddleware } from './authMiddleware.ts';
import { createAuthPolicy, type AuthPolicy, type Refresher } from './authPolicy.ts';
import { caseMiddleware } from './caseMiddleware.ts';
import { acceptLanguageMiddleware, type CurrentLanguage } from './languageMiddleware.ts';
import { sectionLockMiddleware } from './sectionLockMiddleware.ts';
import type { TokenStore } from './tokenStore.ts';

export type FetchFn = (request: Request) => Promise<Response>;

/** What calls outside openapi-fetch (XMLHttpRequest uploads) need to behave like the client. */
export type ClientContext = {
  readonly baseUrl: string;
  readonly tokenStore: TokenStore;
  readonly policy: AuthPolicy;
  /** The app's language, sent as `Accept-Language`. */
  readonly language?: CurrentLanguage;
};

export type ApiClient = Client<ApiPaths> & { readonly context: ClientContext };

/** The client for calls that carry no session (the token endpoint): case conversion and envelope only. */
export type BareApiClient = Client<ApiPaths>;

export type BareClientOptions = {
  /** `/api` in the app; an absolute URL in tests and outside the browser. */
  readonly baseUrl: string;
  readonly fetch?: FetchFn;
  /** The app's language, sent as `Accept-Language` on every call so the server words its answers in it. */
  readonly language?: CurrentLanguage;
};

export type ApiClientOptions = BareClientOptions & {
  readonly tokenStore: TokenStore;
  readonly refresher: Refresher;
  /** Called once when the stored session is lost (refresh failed, token revoked): the session owner goes to login. */
  readonly onSessionExpired: () => void;
  /** Called on every 403 answer: the user's permissions may have changed since they were loaded. */
  readonly onForbidden?: () => void;
  readonly now?: () => number;
  readonly expiryLeewayMs?: number;
};

const DEFAULT_EXPIRY_LEEWAY_MS = 10_000;

// Bound late so a fetch double installed on globalThis after start-up is still used.
const globalFetch: FetchFn = (request) => globalThis.fetch(request);

export const createBareClient = ({ baseUrl, fetch = globalFetch, language }: BareClientOptions): BareApiClient => {
  const client = createClient<ApiPaths>({ baseUrl, fetch });
  client.use(caseMiddleware);
  if (language) client.use(acceptLanguageMiddleware(language));
  return client;
};

/** THE client of the app: bearer token, 401 policy, snake_case out and camelCase in, `data` envelope unwrapped. */
export const createApiClient = (options: ApiClientOptions): ApiClient => {
  const { baseUrl, fetch = globalFetch, tokenStore, refresher, onSessionExpired, language } = options;
  const policy = createAuthPolicy({
    tokenStore,
    refresher,
    onSessionExpired,
    now: options.now ?? Date.now,
    expiryLeewayMs: options.expiryLeewayMs ?? DEFAULT_EXPIRY_LEEWAY_MS,
  });
  const client = createClient<ApiPaths>({ baseUrl, fetch });
  // Order matters: onRequest runs first to last, onResponse last to first. The auth middleware must see the final
  // request (to keep a copy of what was sent) and the raw response (to retry before the body is converted).
  if (language) client.use(acceptLanguageMiddleware(language));
  client.use(caseMiddleware, sectionLockMiddleware, createAuthMiddleware({ tokenStore, policy, fetch, ...(options.onForbidden ? { onForbidden: options.onForbidden } : {}) }));
  return Object.assign(client, { context: { baseUrl, tokenStore, policy, ...(language ? { language } : {}) } });
};
