import { Effect } from 'effect';
import { fromCallback, fromPromise } from 'xstate';
import { login, oauthClientFromEnv, refreshTokens, revokeSession, toTokens, type OAuthClient } from '../../api/auth.ts';
import type { ApiClient, BareApiClient } from '../../api/client.ts';
import type { ApiError } from '../../api/errors.ts';
import { getMe, listMyPermissions } from '../../api/me.ts';
import { listMyPreferences } from '../../api/preferences.ts';
import { listSettings } from '../../api/settings.ts';
import { getCurrentTenant } from '../../api/tenants.ts';
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
};

// Settings and preferences are few; one page holds them all.
const ALL = { pageSize: 100 } as const;

const run = <A>(effect: Effect.Effect<A, ApiError>, signal: AbortSignal): Promise<A> => Effect.runPromise(effect, { signal });

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
  return sessionMachine.provide({
    actors: {
      loadTenant: fromPromise(({ signal }) => run(getCurrentTenant(bareClient), signal)),
      refreshToken: fromPromise(async ({ input, signal }) => {
        const issuedAt = now();
        return toTokens(await run(refreshTokens(bareClient, oauth, input.refreshToken), signal), issuedAt);
      }),
      authenticate: fromPromise(async ({ input, signal }) => {
        const issuedAt = now();
        return toTokens(await run(login(bareClient, oauth, input), signal), issuedAt);
      }),
      loadSettings: fromPromise(
        async ({ signal }): Promise<Settings> => byKey((await run(listSettings(client, ALL), signal)).items),
      ),
      loadUser: fromPromise(({ signal }) => run(getMe(client), signal)),
      loadPermissions: fromPromise(({ signal }) => run(listMyPermissions(client), signal)),
      loadPreferences: fromPromise(
        async ({ signal }): Promise<Preferences> => byKey((await run(listMyPreferences(client, ALL), signal)).items),
      ),
      revokeSession: fromPromise(({ signal }) => run(revokeSession(client), signal)),
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
