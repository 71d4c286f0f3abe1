import type { SnapshotFrom } from 'xstate';
import { weekStartOfPreference } from '../../domain/weekStart.ts';
import { PREFERENCE_KEYS } from '../../domain/constants/preferences.ts';
import { DEFAULT_TIME_ZONE } from '../../domain/constants/timeZone.ts';
import { USER_ROLES, type UserRole } from '../../domain/constants/userRoles.ts';
import type { ErrorTag } from '../generic/errorTag.ts';
import type { SessionMachine } from './session.machine.ts';
import type { CurrentUser, Preferences, SessionContext, SessionEvent, SessionNotice, SettingValue, Settings, Tenant, Tokens } from './session.types.ts';

// What the views read of the app-wide session, from a snapshot alone (pure, tested without React; DESIGN.md §6).
// Each reader answers one value, so a view selecting it renders again only when that value changes (the hooks in
// src/ui/app/sessionHooks.ts select them one by one); the three screens that send the session an event (sign-in,
// tenant not found, account menu) get a small view with its handlers, built once per actor so it compares equal.

type SessionSnapshot = SnapshotFrom<SessionMachine>;

/**
 * Which part of the app may render: nothing yet, the tenant-not-found screen, guest routes, the app, or nothing
 * while a sign-out is revoked on the server (the sign-in page shows only once the browser holds no session).
 */
export type SessionPhase = 'booting' | 'noTenant' | 'guest' | 'authenticated' | 'signingOut';

export const sessionPhase = (snapshot: SessionSnapshot): SessionPhase => {
  if (snapshot.matches('booting')) return 'booting';
  if (snapshot.matches('signingOut')) return 'signingOut';
  if (snapshot.matches('noTenant')) return 'noTenant';
  if (snapshot.matches('authenticated')) return 'authenticated';
  return 'guest';
};

/** What menus, panels and screens check: permissions, role (admin has every permission) and tenant-hidden modules. */
export type Access = {
  readonly permissions: ReadonlySet<string>;
  readonly role: UserRole | null;
  readonly hiddenModules: ReadonlySet<string>;
};

const isUserRole = (value: string): value is UserRole => (USER_ROLES as readonly string[]).includes(value);

const stringList = (value: unknown): readonly string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

// Memoised by context object: a new Access (and a re-render) only when the session data changed.
const accessCache = new WeakMap<SessionContext, Access>();

/** The access the session's user, permissions and settings give (also read before the session has started). */
export const accessOf = ({ user, permissions, settings }: Pick<SessionContext, 'user' | 'permissions' | 'settings'>): Access => {
  const roleName = user?.role.name;
  return {
    permissions: new Set(permissions),
    role: roleName !== undefined && isUserRole(roleName) ? roleName : null,
    hiddenModules: new Set(stringList(settings['modules.hidden'])),
  };
};

export const sessionAccess = (snapshot: SessionSnapshot): Access => {
  const { context } = snapshot;
  const cached = accessCache.get(context);
  if (cached) return cached;
  const access = accessOf(context);
  accessCache.set(context, access);
  return access;
};

/** The signed-in user (null until start-up loaded them, and after sign-out). */
export const sessionUser = (snapshot: SessionSnapshot): CurrentUser | null => snapshot.context.user;

/** The tenant of this address (null until it answered, or when it does not exist). */
export const sessionTenant = (snapshot: SessionSnapshot): Tenant | null => snapshot.context.tenant;

/** One tenant setting (Settings → Workspace), null when not set. */
export const sessionSetting =
  (key: string) =>
  (snapshot: SessionSnapshot): SettingValue =>
    snapshot.context.settings[key] ?? null;

/** One of the user's preferences, null when not set. */
export const sessionPreference =
  (key: string) =>
  (snapshot: SessionSnapshot): string | null =>
    snapshot.context.preferences[key] ?? null;

/** Every tenant setting (the settings screens fill their forms from them). */
export const sessionSettings = (snapshot: SessionSnapshot): Settings => snapshot.context.settings;

/** Every preference of the user (the settings screens fill their forms from them). */
export const sessionPreferences = (snapshot: SessionSnapshot): Preferences => snapshot.context.preferences;

/** The tenant's zone, as the server's wall clock (setting `timezone`, Europe/Rome by default). */
export const sessionTimeZone = (snapshot: SessionSnapshot): string => {
  const zone = snapshot.context.settings['timezone'];
  return typeof zone === 'string' && zone !== '' ? zone : DEFAULT_TIME_ZONE;
};

/**
 * The user's first day of the week, 0 = Sunday … 6 = Saturday (Ark's `startOfWeek` numbering too): their own
 * choice, else the tenant's default (Settings → Workspace), else Monday.
 */
export const sessionWeekStart = (snapshot: SessionSnapshot): number =>
  weekStartOfPreference(snapshot.context.preferences[PREFERENCE_KEYS.firstDayOfWeek] ?? snapshot.context.settings[PREFERENCE_KEYS.firstDayOfWeek] ?? null);

/** The events views send the session, bound to one actor's `send`. */
export type SessionCommands = {
  readonly signIn: (credentials: { readonly username: string; readonly password: string }) => void;
  /** Tokens obtained elsewhere (an accepted invitation): the session starts as after a login. */
  readonly adopt: (tokens: Tokens) => void;
  readonly logout: () => void;
  readonly retryTenant: () => void;
};

type Send = (event: SessionEvent) => void;

// One set of handlers per actor: a view made of them compares equal while its values are the same.
const commandsCache = new WeakMap<Send, SessionCommands>();

export const sessionCommands = (send: Send): SessionCommands => {
  const cached = commandsCache.get(send);
  if (cached) return cached;
  const commands: SessionCommands = {
    signIn: ({ username, password }) => send({ type: 'login.submit', username, password }),
    adopt: (tokens) => send({ type: 'login.adopt', tokens }),
    logout: () => send({ type: 'logout' }),
    retryTenant: () => send({ type: 'tenant.retry' }),
  };
  commandsCache.set(send, commands);
  return commands;
};

export type SignInView = {
  /** Authenticating or starting up after the credentials were sent. */
  readonly signingIn: boolean;
  /** Why the sign-in page shows (wrong credentials, an ended session, a failure), once. */
  readonly notice: SessionNotice | null;
  readonly signIn: SessionCommands['signIn'];
  readonly adopt: SessionCommands['adopt'];
};

export const connectSignIn = (snapshot: SessionSnapshot, send: Send): SignInView => {
  const { signIn, adopt } = sessionCommands(send);
  return { signingIn: snapshot.matches('signingIn'), notice: snapshot.context.notice, signIn, adopt };
};

export type TenantRetryView = {
  /** NotFound: no tenant at this address; any other tag: the server could not be reached. */
  readonly failure: ErrorTag | null;
  readonly retrying: boolean;
  readonly canRetry: boolean;
  readonly retry: () => void;
};

export const connectTenantRetry = (snapshot: SessionSnapshot, send: Send): TenantRetryView => ({
  failure: snapshot.context.tenantFailure,
  retrying: snapshot.matches({ noTenant: 'retrying' }),
  canRetry: snapshot.can({ type: 'tenant.retry' }),
  retry: sessionCommands(send).retryTenant,
});

export type AccountView = {
  readonly user: CurrentUser | null;
  /** Signed in and not already signing out. */
  readonly canLogout: boolean;
  readonly logout: () => void;
};

export const connectAccount = (snapshot: SessionSnapshot, send: Send): AccountView => ({
  user: snapshot.context.user,
  canLogout: snapshot.can({ type: 'logout' }),
  logout: sessionCommands(send).logout,
});
