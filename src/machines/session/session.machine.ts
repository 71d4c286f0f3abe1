import { assertEvent, assign, fromCallback, fromPromise, sendTo, setup, type EventObject } from 'xstate';
import { errorTagOf } from '../generic/errorTag.ts';
import type {
  BridgeEvent,
  Credentials,
  CurrentUser,
  Preferences,
  SessionContext,
  SessionEvent,
  SessionInput,
  SessionNotice,
  Settings,
  Tenant,
  Tokens,
} from './session.types.ts';

/** How often the no-tenant screen asks again whether the tenant exists (it also asks on window focus). */
/** The user's own language, else the tenant's default (Settings → Workspace); the app falls back to Italian. */
const languageOf = (context: SessionContext): string | null | undefined => {
  const tenantDefault = context.settings['language'];
  return context.preferences['language'] ?? (typeof tenantDefault === 'string' ? tenantDefault : null);
};

export const TENANT_RETRY_MS = 15_000;

const notProvided = (name: string) => () => Promise.reject(new Error(`${name} must be provided by the app`));

const statusOf = (error: unknown): number | undefined => {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  return typeof error.status === 'number' ? error.status : undefined;
};

/**
 * The token endpoint answers wrong credentials with 400 (Passport's invalid_grant, tagged Server), a refused
 * client with 401, incomplete input with 422: all of them mean "the credentials were incorrect" to the user.
 */
const isRejectedCredentials = (error: unknown): boolean => {
  const tag = errorTagOf(error);
  return tag === 'Unauthorized' || tag === 'Invalid' || (tag === 'Server' && statusOf(error) === 400);
};

/**
 * Why a session that was running ended, from the failed call (a refresh, or a start-up call with the stored token):
 * closed by an administrator (`session_revoked`) reads differently from one that ran out.
 */
export const sessionEndNotice = (error: unknown): 'sessionRevoked' | 'sessionExpired' =>
  errorTagOf(error) === 'SessionRevoked' ? 'sessionRevoked' : 'sessionExpired';

const noticeOf = (error: unknown): SessionNotice => {
  if (typeof error === 'object' && error !== null && '_tag' in error && error._tag === 'TooManyRequests') {
    return 'TooManyRequests';
  }
  const tag = errorTagOf(error);
  // A 401 at start-up is a token that stopped working, never a sign-in that failed: say why the session ended.
  return tag === 'Unauthorized' || tag === 'SessionRevoked' || tag === 'SessionExpired' ? sessionEndNotice(error) : tag;
};

const signedOut = {
  user: null,
  permissions: [],
  preferences: {},
  settings: {},
  refreshingWith: null,
} satisfies Partial<SessionContext>;

export const sessionSetup = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    loadTenant: fromPromise<Tenant>(notProvided('loadTenant')),
    refreshToken: fromPromise<Tokens, { refreshToken: string }>(notProvided('refreshToken')),
    authenticate: fromPromise<Tokens, Credentials>(notProvided('authenticate')),
    loadSettings: fromPromise<Settings>(notProvided('loadSettings')),
    loadUser: fromPromise<CurrentUser>(notProvided('loadUser')),
    loadPermissions: fromPromise<readonly string[]>(notProvided('loadPermissions')),
    loadPreferences: fromPromise<Preferences>(notProvided('loadPreferences')),
    /** Revokes the current token family on the server (logout); its outcome does not matter. */
    revokeSession: fromPromise<void>(notProvided('revokeSession')),
    /** Connects the API edge's refresher and expiry callback to this actor while the user is signed in. */
    bridgeApi: fromCallback<BridgeEvent>(() => undefined),
    /** Sends `tenant.retry` when the window regains focus (the no-tenant screen). */
    watchFocus: fromCallback<EventObject>(() => undefined),
  },
  actions: {
    // Side effects (storage, i18n) are provided by the app; they stay out of `assign`.
    persistTokens: (_, _params: { tokens: Tokens }) => undefined,
    forgetTokens: () => undefined,
    applyLanguage: (_, _params: { language: string | null | undefined }) => undefined,
    setTenant: assign((_, params: { tenant: Tenant }) => ({ tenant: params.tenant, tenantFailure: null })),
    clearTenant: assign((_, params: { error: unknown }) => ({ tenant: null, tenantFailure: errorTagOf(params.error) })),
    setSettings: assign((_, params: { settings: Settings }) => ({ settings: params.settings })),
    setUser: assign((_, params: { user: CurrentUser }) => ({ user: params.user })),
    setPermissions: assign((_, params: { permissions: readonly string[] }) => ({ permissions: params.permissions })),
    setPreferences: assign((_, params: { preferences: Preferences }) => ({ preferences: params.preferences })),
    mergePreferences: assign(({ context }, params: { preferences: Preferences }) => ({
      preferences: { ...context.preferences, ...params.preferences },
    })),
    mergeSettings: assign(({ context }, params: { settings: Settings }) => ({
      settings: { ...context.settings, ...params.settings },
    })),
    resetAuth: assign(() => ({ ...signedOut, storedSession: null })),
    setNotice: assign((_, params: { notice: SessionNotice | null }) => ({ notice: params.notice })),
    rememberRefreshToken: assign((_, params: { refreshToken: string }) => ({ refreshingWith: params.refreshToken })),
    reportRefreshed: sendTo('bridgeApi', (_, params: { tokens: Tokens }): BridgeEvent => ({
      type: 'refresh.settled',
      outcome: { _tag: 'Refreshed', tokens: params.tokens },
    })),
  },
  guards: {
    hasNoStoredSession: ({ context }) => context.storedSession === null,
    isStoredTokenExpired: ({ context }) => context.storedSession?.expired === true,
    isRejectedCredentials: (_, params: { error: unknown }) => isRejectedCredentials(params.error),
  },
  delays: {
    tenantRetry: TENANT_RETRY_MS,
  },
});

const failStartup = {
  target: '#session.unauthenticated',
  actions: [
    'forgetTokens',
    'resetAuth',
    { type: 'setNotice', params: ({ event }: { event: { error: unknown } }) => ({ notice: noticeOf(event.error) }) },
  ],
} as const;

/**
 * Start-up after the tenant (spec §4): settings, user, permissions and preferences load in parallel; any failure
 * resets the authentication data and removes the stored credential. Used when the app starts and after login.
 */
const startingUp = sessionSetup.createStateConfig({
  type: 'parallel',
  states: {
    settings: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'loadSettings',
            src: 'loadSettings',
            onDone: { target: 'done', actions: { type: 'setSettings', params: ({ event }) => ({ settings: event.output }) } },
            onError: failStartup,
          },
        },
        done: { type: 'final' },
      },
    },
    user: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'loadUser',
            src: 'loadUser',
            onDone: { target: 'done', actions: { type: 'setUser', params: ({ event }) => ({ user: event.output }) } },
            onError: failStartup,
          },
        },
        done: { type: 'final' },
      },
    },
    permissions: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'loadPermissions',
            src: 'loadPermissions',
            onDone: {
              target: 'done',
              actions: { type: 'setPermissions', params: ({ event }) => ({ permissions: event.output }) },
            },
            onError: failStartup,
          },
        },
        done: { type: 'final' },
      },
    },
    preferences: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'loadPreferences',
            src: 'loadPreferences',
            onDone: {
              target: 'done',
              actions: { type: 'setPreferences', params: ({ event }) => ({ preferences: event.output }) },
            },
            onError: failStartup,
          },
        },
        done: { type: 'final' },
      },
    },
  },
  onDone: {
    target: '#session.authenticated',
    actions: [
      { type: 'setNotice', params: { notice: null } },
      { type: 'applyLanguage', params: ({ context }) => ({ language: languageOf(context) }) },
    ],
  },
});

export const sessionMachine = sessionSetup.createMachine({
  id: 'session',
  context: ({ input }) => ({
    storedSession: input.storedSession,
    tenant: null,
    tenantFailure: null,
    notice: null,
    ...signedOut,
  }),
  initial: 'booting',
  states: {
    /** Loads the initial data once, before the first route renders. */
    booting: {
      initial: 'loadingTenant',
      states: {
        loadingTenant: {
          invoke: {
            id: 'loadTenant',
            src: 'loadTenant',
            onDone: {
              target: 'checkingToken',
              actions: { type: 'setTenant', params: ({ event }) => ({ tenant: event.output }) },
            },
            onError: {
              target: '#session.noTenant',
              actions: { type: 'clearTenant', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        checkingToken: {
          always: [
            { guard: 'hasNoStoredSession', target: '#session.unauthenticated' },
            { guard: 'isStoredTokenExpired', target: 'restoring' },
            { target: 'startingUp' },
          ],
        },
        /** An expired stored token is refreshed first; a failed refresh counts as unauthenticated. */
        restoring: {
          invoke: {
            id: 'refreshToken',
            src: 'refreshToken',
            input: ({ context }) => ({ refreshToken: context.storedSession?.refreshToken ?? '' }),
            onDone: {
              target: 'startingUp',
              actions: { type: 'persistTokens', params: ({ event }) => ({ tokens: event.output }) },
            },
            // A stored session that simply ran out goes to login quietly; one an administrator closed says so.
            onError: {
              target: '#session.unauthenticated',
              actions: [
                'forgetTokens',
                'resetAuth',
                { type: 'setNotice', params: ({ event }) => ({ notice: sessionEndNotice(event.error) === 'sessionRevoked' ? 'sessionRevoked' : null }) },
              ],
            },
          },
        },
        startingUp,
      },
    },
    noTenant: {
      initial: 'waiting',
      invoke: { id: 'watchFocus', src: 'watchFocus' },
      on: { 'tenant.retry': '.retrying' },
      states: {
        waiting: { after: { tenantRetry: 'retrying' } },
        retrying: {
          invoke: {
            id: 'loadTenant',
            src: 'loadTenant',
            onDone: {
              target: '#session.booting.checkingToken',
              actions: { type: 'setTenant', params: ({ event }) => ({ tenant: event.output }) },
            },
            onError: {
              target: 'waiting',
              actions: { type: 'clearTenant', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
    unauthenticated: {
      on: {
        'login.submit': 'signingIn',
        // Tokens obtained elsewhere (accepting an invitation): stored, then start-up as after login.
        'login.adopt': {
          target: 'signingIn.startingUp',
          actions: { type: 'persistTokens', params: ({ event }) => ({ tokens: event.tokens }) },
        },
      },
    },
    /** Login authenticates, then runs start-up. */
    signingIn: {
      initial: 'authenticating',
      entry: { type: 'setNotice', params: { notice: null } },
      states: {
        authenticating: {
          invoke: {
            id: 'authenticate',
            src: 'authenticate',
            input: ({ event }) => {
              assertEvent(event, 'login.submit');
              return { username: event.username, password: event.password };
            },
            onDone: {
              target: 'startingUp',
              actions: { type: 'persistTokens', params: ({ event }) => ({ tokens: event.output }) },
            },
            onError: [
              {
                guard: { type: 'isRejectedCredentials', params: ({ event }) => ({ error: event.error }) },
                target: '#session.unauthenticated',
                actions: { type: 'setNotice', params: { notice: 'invalidCredentials' } },
              },
              {
                target: '#session.unauthenticated',
                actions: { type: 'setNotice', params: ({ event }) => ({ notice: noticeOf(event.error) }) },
              },
            ],
          },
        },
        startingUp,
      },
    },
    authenticated: {
      initial: 'active',
      invoke: { id: 'bridgeApi', src: 'bridgeApi' },
      on: {
        logout: 'signingOut',
        'session.expired': {
          target: 'unauthenticated',
          actions: ['forgetTokens', 'resetAuth', { type: 'setNotice', params: { notice: 'sessionExpired' } }],
        },
        'preferences.saved': {
          actions: [
            { type: 'mergePreferences', params: ({ event }) => ({ preferences: event.preferences }) },
            { type: 'applyLanguage', params: ({ context }) => ({ language: languageOf(context) }) },
          ],
        },
        'settings.saved': {
          actions: [
            { type: 'mergeSettings', params: ({ event }) => ({ settings: event.settings }) },
            { type: 'applyLanguage', params: ({ context }) => ({ language: languageOf(context) }) },
          ],
        },
      },
      states: {
        active: {
          on: {
            'session.refresh': {
              target: 'refreshing',
              actions: { type: 'rememberRefreshToken', params: ({ event }) => ({ refreshToken: event.refreshToken }) },
            },
            'permissions.reload': 'reloadingPermissions',
          },
        },
        /**
         * A refusal (403) means the role may have changed since start-up: the user (their role) and the permission
         * set are read again so the menu, buttons and route gates follow without a new sign-in. A failure keeps what
         * it had.
         */
        reloadingPermissions: {
          initial: 'loadingUser',
          states: {
            // The role comes with the user (an admin holds every permission without listing them).
            loadingUser: {
              invoke: {
                id: 'loadUser',
                src: 'loadUser',
                onDone: { target: 'loadingPermissions', actions: { type: 'setUser', params: ({ event }) => ({ user: event.output }) } },
                onError: '#session.authenticated.active',
              },
            },
            loadingPermissions: {
              invoke: {
                id: 'loadPermissions',
                src: 'loadPermissions',
                onDone: {
                  target: '#session.authenticated.active',
                  actions: { type: 'setPermissions', params: ({ event }) => ({ permissions: event.output }) },
                },
                onError: '#session.authenticated.active',
              },
            },
          },
          on: {
            // A refresh must never wait: the API edge's callers are blocked on it.
            'session.refresh': {
              target: 'refreshing',
              actions: { type: 'rememberRefreshToken', params: ({ event }) => ({ refreshToken: event.refreshToken }) },
            },
          },
        },
        /**
         * Single flight: while here, further `session.refresh` events are ignored and their callers wait for this
         * outcome. The API edge's policy stores the new tokens (only if nobody replaced them meanwhile).
         */
        refreshing: {
          invoke: {
            id: 'refreshToken',
            src: 'refreshToken',
            input: ({ context }) => ({ refreshToken: context.refreshingWith ?? '' }),
            onDone: {
              target: 'active',
              actions: { type: 'reportRefreshed', params: ({ event }) => ({ tokens: event.output }) },
            },
            // Leaving `authenticated` stops the bridge, which answers every waiting caller "Failed".
            onError: {
              target: '#session.unauthenticated',
              actions: ['forgetTokens', 'resetAuth', { type: 'setNotice', params: ({ event }) => ({ notice: sessionEndNotice(event.error) }) }],
            },
          },
        },
      },
    },
    /**
     * Logout revokes the session on the server, then clears it in the browser and goes to login, whether the server
     * answered or not (offline, already revoked): the browser never keeps a session the user asked to end.
     */
    signingOut: {
      invoke: {
        id: 'revokeSession',
        src: 'revokeSession',
        onDone: { target: 'unauthenticated', actions: ['forgetTokens', 'resetAuth', { type: 'setNotice', params: { notice: null } }] },
        onError: { target: 'unauthenticated', actions: ['forgetTokens', 'resetAuth', { type: 'setNotice', params: { notice: null } }] },
      },
    },
  },
});

export type SessionMachine = typeof sessionMachine;
