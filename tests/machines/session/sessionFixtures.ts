import { fromCallback, fromPromise } from 'xstate';
import { Network, NotFound, Server, Unauthorized } from '../../../src/api/errors.ts';
import { sessionMachine } from '../../../src/machines/session/session.machine.ts';
import type { Credentials, CurrentUser, Preferences, Settings, Tenant, Tokens } from '../../../src/machines/session/session.types.ts';

export const tenant: Tenant = { slug: 'acme', name: 'Acme', avatarUrl: null, faviconUrl: null };

export const tokens: Tokens = { accessToken: 'access-2', refreshToken: 'refresh-2', expiresAt: 2_000_000 };

export const user: CurrentUser = {
  id: 1,
  name: 'Ada Admin',
  email: 'admin@acme.test',
  avatarUrl: null,
  role: { id: 1, name: 'admin', label: 'Administrator' },
  status: 'active',
  websites: [],
  relationships: [],
  companies: [],
  createdAt: '2026-01-01 09:00:00',
  updatedAt: '2026-01-01 09:00:00',
};

export const settings: Settings = { 'modules.hidden': ['proposals'], 'evaluators.title': 'Valutazioni' };
export const permissions: readonly string[] = ['tasks', 'tasks.viewAny'];
export const preferences: Preferences = { language: 'en', 'menu.size': 'small' };

export const errors = {
  notFound: new NotFound({ message: 'Not found.' }),
  network: new Network({ cause: new TypeError('Failed to fetch') }),
  badCredentials: new Server({ status: 400, message: 'The user credentials were incorrect.' }),
  unauthorized: new Unauthorized({ message: 'Unauthenticated.' }),
  // The token endpoint's answers for a session that ended (the server names why in `code`).
  sessionRevoked: new Server({ status: 400, message: 'An administrator closed your session: sign in again.', code: 'session_revoked' }),
  sessionExpired: new Server({ status: 400, message: 'Your session has expired: sign in again.', code: 'session_expired' }),
  revokedToken: new Unauthorized({ message: 'Unauthenticated.', code: 'session_revoked' }),
  server: new Server({ status: 500, message: 'HTTP 500' }),
} as const;

const never = <T, I = unknown>() => fromPromise<T, I>(() => new Promise<T>(() => undefined));

/** The machine with stubs that never settle: only the test drives it (by done/error events). */
export const stubbedSessionMachine = sessionMachine.provide({
  actors: {
    loadTenant: never<Tenant>(),
    refreshToken: never<Tokens, { refreshToken: string }>(),
    authenticate: never<Tokens, Credentials>(),
    loadSettings: never<Settings>(),
    loadUser: never<CurrentUser>(),
    loadPermissions: never<readonly string[]>(),
    loadPreferences: never<Preferences>(),
    revokeSession: never<void>(),
    bridgeApi: fromCallback(() => undefined),
    watchFocus: fromCallback(() => undefined),
  },
});

/**
 * A session that starts signed in from a stored session and gets these answers: the provider logic of a screen's
 * component test (`<SessionContext.Provider logic={signedInSession()} options={{ input: { storedSession } }}>`).
 */
export const signedInSession = (answers: { readonly settings?: Settings; readonly permissions?: readonly string[] } = {}) =>
  stubbedSessionMachine.provide({
    actors: {
      loadTenant: fromPromise(async () => tenant),
      loadSettings: fromPromise(async () => answers.settings ?? settings),
      loadUser: fromPromise(async () => user),
      loadPermissions: fromPromise(async (): Promise<readonly string[]> => answers.permissions ?? []),
      loadPreferences: fromPromise(async () => preferences),
      revokeSession: fromPromise<void>(async () => undefined),
      refreshToken: fromPromise<Tokens, { refreshToken: string }>(async () => ({ accessToken: 'a', refreshToken: 'r', expiresAt: 9_000_000_000_000 })),
    },
  });
