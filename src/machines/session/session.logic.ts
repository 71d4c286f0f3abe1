import { fromCallback, fromPromise } from 'xstate';
import { oauthClientFromEnv, passwordGrantRequest, refreshGrantRequest, toTokens, type OAuthClient } from '../../api/auth.ts';
import type { ApiClient, BareApiClient } from '../../api/client.ts';
import { request } from '../../api/request.ts';
import { earlyOr, NO_PREFETCH, STARTUP_PAGE, type StartupPrefetch } from '../../api/startupPrefetch.ts';
import { currentTenantRequest, meRequest, myPermissionsRequest, myPreferencesRequest, revokeSessionRequest, settingsRequest } from '../../api/startupRequests.ts';
import type { TokenStore } from '../../api/tokenStore.ts';
import type { ApiBridge } from './apiBridge.ts';
import { sessionMachine } from './session.machine.ts';
import type { Preferences, Settings, StoredSession } from './session.types.ts';

export type SessionDependencies = {
  readonly client: ApiClient;
  /** Without the auth middleware: the tenant and token endpoints carry no session. */
  readonly bareClient: BareApiClient;
  readonly tokenStore: TokenStore;
  readonly bridge: ApiBridge;
  readonly applyLanguage: (language: string | null | undefined) => void;
  /** Subscribes to window focus; answers the unsubscribe. */
  readonly onWindowFocus: (listener: () => void) => () => void;
  readonly oauth?: OAuthClient;
  readonly now?: () => number;
  /** Start-up answers already on their way (sent by the entry script); each is used once, a failed one is re-asked. */
  readonly prefetch?: StartupPrefetch;
};

const byKey = <V>(items: readonly { key: string; value: V }[]): Readonly<Record<string, V>> =>
  Object.fromEntries(items.map((item) => [item.key, item.value]));

/** What the session machine learns from storage when the app starts (spec §4: valid = token present, not expired). */
export const storedSessionOf = (tokenStore: TokenStore, now: number): StoredSession | null => {
  const refreshToken = tokenStore.refreshToken();
  if (refreshToken === undefined) return null;
  return { refreshToken, expired: tokenStore.isExpired(now) };
};

/** The session machine with its actors and side effects bound to the API edge, storage and i18n. */
export const createSessionLogic = (deps: SessionDependencies) => {
  const { client, bareClient, tokenStore, bridge } = deps;
  const oauth = deps.oauth ?? oauthClientFromEnv();
  const now = deps.now ?? Date.now;
  const prefetch = deps.prefetch ?? NO_PREFETCH;
  return sessionMachine.provide({
    actors: {
      // Start-up calls in promise form (api/request.ts): the sign-in page then needs no Effect (issue 20).
      loadTenant: fromPromise(({ signal }) => earlyOr(prefetch.take('tenant'), () => request(currentTenantRequest(bareClient), signal))),
      refreshToken: fromPromise(async ({ input, signal }) => {
        const issuedAt = now();
        return toTokens(await request(refreshGrantRequest(bareClient, oauth, input.refreshToken), signal), issuedAt);
      }),
      authenticate: fromPromise(async ({ input, signal }) => {
        const issuedAt = now();
        return toTokens(await request(passwordGrantRequest(bareClient, oauth, input), signal), issuedAt);
      }),
      loadSettings: fromPromise(
        async ({ signal }): Promise<Settings> => byKey((await earlyOr(prefetch.take('settings'), () => request(settingsRequest(client, STARTUP_PAGE), signal))).items),
      ),
      loadUser: fromPromise(({ signal }) => earlyOr(prefetch.take('user'), () => request(meRequest(client), signal))),
      loadPermissions: fromPromise(({ signal }) => earlyOr(prefetch.take('permissions'), () => request(myPermissionsRequest(client), signal))),
      loadPreferences: fromPromise(
        async ({ signal }): Promise<Preferences> =>
          byKey((await earlyOr(prefetch.take('preferences'), () => request(myPreferencesRequest(client, STARTUP_PAGE), signal))).items),
      ),
      revokeSession: fromPromise(({ signal }) => request(revokeSessionRequest(client), signal)),
      bridgeApi: bridge.actor,
      watchFocus: fromCallback(({ sendBack }) => deps.onWindowFocus(() => sendBack({ type: 'tenant.retry' }))),
    },
    actions: {
      persistTokens: (_, params) => tokenStore.write(params.tokens),
      forgetTokens: () => {
        tokenStore.clear();
      },
      applyLanguage: (_, params) => deps.applyLanguage(params.language),
    },
  });
};

export type SessionLogic = ReturnType<typeof createSessionLogic>;
