import { createActor, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { sessionEntry } from '../../../src/machines/introspection/entries/session.entry.ts';
import { eventsIn, traverseMachine, type TraversedPath } from '../../../src/machines/introspection/generatePaths.ts';
import { actorDone, actorError, taggedError, type SampleEvent } from '../../../src/machines/introspection/registryEntry.ts';

/**
 * Session paths a browser can drive, generated from the session statechart (the registry's stubbed machine) by the one
 * path generator (traverseMachine, shortest paths): only the outcomes a real server gives a demo tenant (tenant found,
 * credentials right or wrong, start-up loads succeeding, in one order) and the user's events (sign in, log out). Its
 * shortest paths tell states apart by context too, so "after a failed sign-in" differs from "before signing in".
 */

export type BrowserPath = { readonly name: string; readonly events: readonly EventObject[]; readonly snapshots: readonly AnyMachineSnapshot[] };

const STARTUP_ORDER = ['loadSettings', 'loadUser', 'loadPermissions', 'loadPreferences'] as const;

const nextLoad = (snapshot: AnyMachineSnapshot): SampleEvent[] => {
  const next = STARTUP_ORDER.find((actor) => snapshot.children[actor] !== undefined);
  return next === undefined ? [] : [actorDone(next, {})];
};

const browserEvents = (snapshot: AnyMachineSnapshot): readonly SampleEvent[] => [
  actorDone('loadTenant', { slug: 'acme' }),
  { type: 'login.submit', username: 'admin@acme.test', password: 'any' },
  actorDone('authenticate', { accessToken: 'a', refreshToken: 'r', expiresAt: 0 }),
  actorError('authenticate', taggedError('Server', { status: 400 })),
  ...nextLoad(snapshot),
  { type: 'logout' },
];

// Only these are offered: everything else (refresh, adopt, preferences, timers, errors) is not driven by the browser here.
const DRIVABLE = new Set(['xstate.done.actor.loadTenant', 'login.submit', 'xstate.done.actor.authenticate', 'xstate.error.actor.authenticate', 'logout', ...STARTUP_ORDER.map((actor) => `xstate.done.actor.${actor}`)]);

const browserEventsOf = (snapshot: AnyMachineSnapshot): readonly EventObject[] => eventsIn(browserEvents)(snapshot).filter((event) => DRIVABLE.has(event.type));

const shortestFrom = (input: unknown): TraversedPath[] => traverseMachine(sessionEntry.stubbed, { events: browserEventsOf, input, strategy: 'shortest' });

type Walk = { readonly events: readonly EventObject[]; readonly snapshots: readonly AnyMachineSnapshot[] };

/**
 * The shortest generated walk to the first snapshot that `reached` accepts (given the event that led there): the
 * generator keeps only the longest of paths that begin one another, so a path to a state may be the start of another.
 */
const shortestTo = (paths: readonly TraversedPath[], reached: (snapshot: AnyMachineSnapshot, event: EventObject | undefined) => boolean): Walk | undefined => {
  let best: Walk | undefined;
  for (const path of paths) {
    const at = path.snapshots.findIndex((snapshot, index) => reached(snapshot, path.events[index - 1]));
    if (at >= 0 && (best === undefined || at < best.events.length)) best = { events: path.events.slice(0, at), snapshots: path.snapshots.slice(0, at + 1) };
  }
  return best;
};

const isLogout = (_snapshot: AnyMachineSnapshot, event: EventObject | undefined) => event?.type === 'logout';

/** The snapshots of `events` on the stubbed machine, the initial one first: a joined path is replayed, not assumed. */
const replayed = (input: unknown, events: readonly EventObject[]): AnyMachineSnapshot[] => {
  const actor = createActor(sessionEntry.stubbed, { input: input as never });
  actor.start();
  try {
    return [actor.getSnapshot(), ...events.map((event) => (actor.send(event), actor.getSnapshot()))];
  } finally {
    actor.stop();
  }
};

const toBrowserPath = (name: string, path: Walk): BrowserPath => ({ name, events: path.events, snapshots: path.snapshots });

/** A handful of generated paths: sign-in refused; signed in; refused → signed in → logged out; a stored sign-in restored → logged out. */
export const sessionBrowserPaths = (): BrowserPath[] => {
  const fresh = shortestFrom({ storedSession: null });
  const refused = shortestTo(fresh, (snapshot) => snapshot.matches('unauthenticated') && snapshot.context.notice === 'invalidCredentials');
  const signedIn = shortestTo(fresh, (snapshot) => snapshot.matches('authenticated'));
  if (!refused || !signedIn) throw new Error('the session statechart no longer has the sign-in paths');
  // Signed in, then logged out; joined after the refusal from where it first reaches the sign-in page (the refused
  // path ends there too), and replayed on the machine.
  const loggedOut = shortestTo(fresh, isLogout);
  const atSignIn = loggedOut?.snapshots.findIndex((snapshot) => snapshot.matches('unauthenticated')) ?? -1;
  const retriedEvents = loggedOut && atSignIn >= 0 ? [...refused.events, ...loggedOut.events.slice(atSignIn)] : undefined;
  const retried = retriedEvents && { events: retriedEvents, snapshots: replayed({ storedSession: null }, retriedEvents) };
  const restored = shortestTo(shortestFrom({ storedSession: { refreshToken: 'r', expired: false } }), isLogout);
  if (!retried || !restored) throw new Error(`the session statechart no longer has the logout paths (${String(Boolean(retried))}, ${String(Boolean(restored))})`);
  return [
    toBrowserPath('sign-in refused', refused),
    toBrowserPath('signed in', signedIn),
    toBrowserPath('refused, then signed in, then logged out', retried),
    toBrowserPath('a stored sign-in restored, then logged out', restored),
  ];
};
