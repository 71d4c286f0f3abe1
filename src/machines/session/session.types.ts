import type { RefreshOutcome } from '../../api/authPolicy.ts';
import type { Schema } from '../../api/operationTypes.ts';
import type { Tokens } from '../../api/tokenStore.ts';
import type { ErrorTag } from '../generic/errorTag.ts';

export type Tenant = Schema<'Tenant'>;
export type CurrentUser = Schema<'User'>;
export type SettingValue = Schema<'SettingValue'>;

/** Preference key → value; a key the server does not know answers null (spec §8). */
export type Preferences = Readonly<Record<string, string | null>>;
/** Tenant setting key → value (a string, a list such as `modules.hidden`, or null). */
export type Settings = Readonly<Record<string, SettingValue>>;

export type Credentials = { readonly username: string; readonly password: string };

/** What the app found in storage when it started: drives the first token check, read once. */
export type StoredSession = { readonly refreshToken: string; readonly expired: boolean };

export type SessionInput = { readonly storedSession: StoredSession | null };

/**
 * Why the user is looking at the login screen, for the one message it shows: wrong credentials, an expired
 * session, or the tag of the failure that stopped signing in or starting up.
 */
/** Why the login screen shows: `sessionRevoked` when an administrator closed the session, not merely its expiry. */
export type SessionNotice = 'invalidCredentials' | 'sessionExpired' | 'sessionRevoked' | 'TooManyRequests' | ErrorTag;

export type SessionContext = {
  storedSession: StoredSession | null;
  tenant: Tenant | null;
  /** Tag of the last failed tenant lookup: NotFound is a tenant that does not exist, anything else an outage. */
  tenantFailure: ErrorTag | null;
  user: CurrentUser | null;
  permissions: readonly string[];
  preferences: Preferences;
  settings: Settings;
  notice: SessionNotice | null;
  /** The refresh token the API edge asked to exchange (authenticated.refreshing). */
  refreshingWith: string | null;
};

export type SessionEvent =
  | { type: 'login.submit'; username: string; password: string }
  | { type: 'login.adopt'; tokens: Tokens }
  | { type: 'logout' }
  /** From the API edge (through the bridge): a request got a 401 with an expired token. */
  | { type: 'session.refresh'; refreshToken: string }
  /** From the API edge: the stored session is gone (refresh refused, token revoked). */
  | { type: 'session.expired' }
  /** From the API edge: a request was refused (403); the role may have changed. */
  | { type: 'permissions.reload' }
  | { type: 'tenant.retry' }
  | { type: 'preferences.saved'; preferences: Preferences }
  /** A screen saved tenant settings (modules, time zone, default language…): the shell follows at once. */
  | { type: 'settings.saved'; settings: Settings };

/** What the session tells the bridge to the API edge: how the refresh it asked for ended. */
export type BridgeEvent = { type: 'refresh.settled'; outcome: RefreshOutcome };

export type { Tokens, RefreshOutcome };
