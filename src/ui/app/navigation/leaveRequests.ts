import { navigate as browserNavigate, useBrowserLocation } from 'wouter/use-browser-location';
import type { Leaving } from '../../../machines/generic/leaveGuard.machine.ts';

type LeaveRequester = (leaving: Leaving) => void;

// Set by the mounted UnsavedChangesGuard (signed-in layout); without it navigation is never held back.
let requester: LeaveRequester | null = null;

export const setLeaveRequester = (next: LeaveRequester | null) => {
  requester = next;
};

type PopStateHandler = (event: PopStateEvent) => void;

let popStateHandler: PopStateHandler | null = null;

/** The guard's back/forward handler; it runs before the router sees the history change. */
export const setPopStateHandler = (next: PopStateHandler | null) => {
  popStateHandler = next;
};

// Registered once, when the app's entry imports this module, i.e. before the router subscribes: window listeners run in
// registration order and microtasks run between them, so a router listener running first would re-render the new
// route (unmounting the changed form) before the guard could ask.
if (typeof window !== 'undefined') window.addEventListener('popstate', (event) => popStateHandler?.(event), true);

type NavigateOptions = { replace?: boolean; state?: unknown; transition?: boolean };

/** The app's `navigate` (links, `useLocation()[1]`, redirects): asks the leave guard first when one is mounted. */
const guardedNavigate = (to: string | URL, options?: NavigateOptions) => {
  if (requester === null) {
    browserNavigate(to, options);
    return;
  }
  requester({ kind: 'path', to: String(to), replace: options?.replace ?? false });
};

// A confirmed "back" goes through the history once more; its popstate must not be asked about again.
let confirmedBack = false;

/** Carries out a navigation the guard let through (or that the user confirmed), without asking again. */
export const leaveNow = (leaving: Leaving) => {
  if (leaving.kind === 'path') {
    browserNavigate(leaving.to, { replace: leaving.replace });
    return;
  }
  confirmedBack = true;
  window.history.back();
};

/** True once for the popstate of a confirmed "back". */
export const takeConfirmedBack = (): boolean => {
  const confirmed = confirmedBack;
  confirmedBack = false;
  return confirmed;
};

/** wouter's browser location hook with the guarded `navigate` (given to the app's `<Router hook>`). */
export const useGuardedLocation = (options?: { ssrPath?: string }): [string, typeof guardedNavigate] => {
  const [location] = useBrowserLocation(options);
  return [location, guardedNavigate];
};
