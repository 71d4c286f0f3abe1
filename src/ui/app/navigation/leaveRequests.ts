import { navigate as browserNavigate, useBrowserLocation } from 'wouter/use-browser-location';
import type { Leaving } from '../../../machines/generic/leaveGuard.machine.ts';

type LeaveRequester = (leaving: Leaving) => void;

// Set by the mounted UnsavedChangesGuard (signed-in layout); without it navigation is never held back.
let requester: LeaveRequester | null = null;

export const setLeaveRequester = (next: LeaveRequester | null) => {
  requester = next;
};

type NavigateOptions = { replace?: boolean; state?: unknown; transition?: boolean };

/** The app's `navigate` (links, `useLocation()[1]`, redirects): asks the leave guard first when one is mounted. */
const guardedNavigate = (to: string | URL, options?: NavigateOptions) => {
  if (requester === null) {
    browserNavigate(to, options);
    return;
  }
  requester({ kind: 'path', to: String(to), replace: options?.replace ?? false });
};

/** Carries out a navigation the guard let through (or that the user confirmed), without asking again. */
export const leaveNow = (leaving: Leaving, beforeBack: () => void) => {
  if (leaving.kind === 'path') {
    browserNavigate(leaving.to, { replace: leaving.replace });
    return;
  }
  beforeBack();
  window.history.back();
};

/** wouter's browser location hook with the guarded `navigate` (given to the app's `<Router hook>`). */
export const useGuardedLocation = (options?: { ssrPath?: string }): [string, typeof guardedNavigate] => {
  const [location] = useBrowserLocation(options);
  return [location, guardedNavigate];
};
