import type { SnapshotFrom } from 'xstate';
import { USER_ROLES, type UserRole } from '../../domain/statuses.ts';
import type { SessionMachine } from './session.machine.ts';
import type { SessionContext } from './session.types.ts';

type SessionSnapshot = SnapshotFrom<SessionMachine>;

/**
 * Which part of the app may render: nothing yet, the tenant-not-found screen, guest routes, the app, or nothing
 * while a sign-out is revoked on the server (the sign-in page shows only once the browser holds no session).
 */
export type SessionPhase = 'booting' | 'noTenant' | 'guest' | 'authenticated' | 'signingOut';

export const selectPhase = (snapshot: SessionSnapshot): SessionPhase => {
  if (snapshot.matches('booting')) return 'booting';
  if (snapshot.matches('signingOut')) return 'signingOut';
  if (snapshot.matches('noTenant')) return 'noTenant';
  if (snapshot.matches('authenticated')) return 'authenticated';
  return 'guest';
};

export const selectIsSigningIn = (snapshot: SessionSnapshot): boolean => snapshot.matches('signingIn');

export const selectIsRetryingTenant = (snapshot: SessionSnapshot): boolean => snapshot.matches({ noTenant: 'retrying' });

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

export const selectAccess = (snapshot: SessionSnapshot): Access => {
  const { context } = snapshot;
  const cached = accessCache.get(context);
  if (cached) return cached;
  const access = accessOf(context);
  accessCache.set(context, access);
  return access;
};

export const selectSetting = (key: string) => (snapshot: SessionSnapshot) => snapshot.context.settings[key] ?? null;

export const selectPreference = (key: string) => (snapshot: SessionSnapshot) => snapshot.context.preferences[key] ?? null;

export const selectUser = (snapshot: SessionSnapshot) => snapshot.context.user;
export const selectTenant = (snapshot: SessionSnapshot) => snapshot.context.tenant;
export const selectNotice = (snapshot: SessionSnapshot) => snapshot.context.notice;
export const selectTenantFailure = (snapshot: SessionSnapshot) => snapshot.context.tenantFailure;
