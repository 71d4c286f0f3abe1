import { useMemo } from 'react';
import {
  sessionAccess,
  sessionCommands,
  sessionPhase,
  sessionPreference,
  sessionPreferences,
  sessionSetting,
  sessionSettings,
  sessionTenant,
  sessionUser,
  type Access,
  type SessionCommands,
  type SessionPhase,
} from '../../machines/session/session.connect.ts';
import type { CurrentUser, Preferences, SettingValue, Settings, Tenant } from '../../machines/session/session.types.ts';
import { useConnected } from '../components/useConnected.ts';
import { SessionContext } from './SessionContext.ts';

// The views' way to the app-wide session: each hook selects one value through session.connect.ts, so a view
// renders again only when that value changes. Views never select on the session's snapshot themselves.

export const useSessionPhase = (): SessionPhase => SessionContext.useSelector(sessionPhase);

/** Permissions, role and hidden modules of the signed-in user (one object per session data, so stable). */
export const useAccess = (): Access => SessionContext.useSelector(sessionAccess);

export const useCurrentUser = (): CurrentUser | null => SessionContext.useSelector(sessionUser);

export const useTenant = (): Tenant | null => SessionContext.useSelector(sessionTenant);

export const useSetting = (key: string): SettingValue => SessionContext.useSelector(useMemo(() => sessionSetting(key), [key]));

export const usePreference = (key: string): string | null => SessionContext.useSelector(useMemo(() => sessionPreference(key), [key]));

export const useSettings = (): Settings => SessionContext.useSelector(sessionSettings);

export const usePreferences = (): Preferences => SessionContext.useSelector(sessionPreferences);

/** The events a view sends the session (no subscription: the handlers never change for the app's session). */
export const useSessionCommands = (): SessionCommands => sessionCommands(SessionContext.useActorRef().send);

type SessionSnapshot = ReturnType<ReturnType<typeof SessionContext.useActorRef>['getSnapshot']>;
type SessionSend = ReturnType<typeof SessionContext.useActorRef>['send'];

/** A screen that sends the session events (sign-in, tenant retry, account menu): its view from one of connect's. */
export const useSessionView = <View>(connect: (snapshot: SessionSnapshot, send: SessionSend) => View): View =>
  useConnected(SessionContext.useActorRef(), connect);
