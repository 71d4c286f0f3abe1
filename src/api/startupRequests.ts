import type { ApiClient, BareApiClient } from './client.ts';
import type { QueryOf } from './operationTypes.ts';

// The requests the session sends at start-up (and at sign-out), as openapi-fetch calls taking an abort signal. The
// session runs them in promise form (request.ts), sends them early (startupPrefetch.ts), and the resource modules
// wrap them in Effects (tenants.ts, me.ts, settings.ts, preferences.ts). They take the bare client type (the app's
// client is one) so the early calls can carry a stored token without the 401 policy. They live apart from those
// modules so that the entry chunk holds no Effect: a module's exports are never split between chunks (issue 20:
// /login within 120 KiB on the wire).

/** Public (no token); a 404 means the host names no tenant and the app shows no-tenant (spec §4). */
export const currentTenantRequest = (client: BareApiClient) => (signal: AbortSignal) => client.GET('/tenants/current', { signal });

export const meRequest = (client: BareApiClient) => (signal: AbortSignal) => client.GET('/users/me', { signal });

export const myPermissionsRequest = (client: BareApiClient) => (signal: AbortSignal) => client.GET('/users/me/permissions', { signal });

export const settingsRequest = (client: BareApiClient, query: QueryOf<'listSettings'> = {}) => (signal: AbortSignal) =>
  client.GET('/settings', { params: { query }, signal });

export const myPreferencesRequest = (client: BareApiClient, query: QueryOf<'listMyPreferences'> = {}) => (signal: AbortSignal) =>
  client.GET('/users/me/preferences', { params: { query }, signal });

/** Sign-out on the server: revokes the calling access token and its refresh family (POST /oauth/revoke). */
export const revokeSessionRequest = (client: ApiClient) => (signal: AbortSignal) => client.POST('/oauth/revoke', { signal });
