import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { TestModel } from 'xstate/graph';
import { sessionEntry } from '../../../src/machines/introspection/entries/session.entry.ts';
import { eventsIn } from '../../../src/machines/introspection/generatePaths.ts';
import { actorDone, actorError, taggedError, type SampleEvent } from '../../../src/machines/introspection/registryEntry.ts';

/**
 * Session paths a browser can drive, generated from the session statechart (the registry's stubbed machine): only the
 * outcomes a real server gives a demo tenant (tenant found, credentials right or wrong, start-up loads succeeding, in
 * one order) and the user's events (sign in, log out). A state is its value and the login notice, so that "after a
 * failed sign-in" differs from "before signing in".
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

const modelFor = (input: unknown) =>
  new TestModel<AnyMachineSnapshot, EventObject, unknown>(sessionEntry.stubbed, {
    events: (snapshot) => eventsIn(browserEvents)(snapshot).filter((event) => DRIVABLE.has(event.type)),
    input,
    serializeState: (snapshot) => JSON.stringify({ value: snapshot.value, notice: snapshot.context.notice }),
  });

type Generated = { steps: readonly { event: EventObject; state: AnyMachineSnapshot }[] };

const toBrowserPath = (name: string, path: Generated): BrowserPath => ({
  name,
  events: path.steps.map((step) => step.event).filter((event) => event.type !== 'xstate.init'),
  snapshots: path.steps.map((step) => step.state),
});

const endsIn = (path: { state: AnyMachineSnapshot }, value: string, notice: string | null) => path.state.matches(value) && path.state.context.notice === notice;

const lastEventIs = (path: Generated, type: string) => path.steps.at(-1)?.event.type === type;

/** A handful of generated paths: sign-in refused; signed in; refused → signed in → logged out; a stored sign-in restored → logged out. */
export const sessionBrowserPaths = (): BrowserPath[] => {
  const fresh = modelFor({ storedSession: null });
  // Every shortest path, prefixes included (by default xstate/graph drops a path that begins a longer one).
  const shortest = fresh.getShortestPaths({ allowDuplicatePaths: true });
  const refused = shortest.find((path) => endsIn(path, 'unauthenticated', 'invalidCredentials'));
  const signedIn = shortest.find((path) => path.state.matches('authenticated'));
  if (!refused || !signedIn) throw new Error('the session statechart no longer has the sign-in paths');
  // Continued from the refusal: the shortest way on to each state, among them a sign-in and a logout. (Joined here:
  // TestModel.getShortestPathsFrom compares snapshots by identity and refuses to join its own paths.)
  const onwards = fresh.getShortestPaths({ fromState: refused.state, allowDuplicatePaths: true }).find((path) => lastEventIs(path, 'logout'));
  const retried = onwards && { steps: [...refused.steps, ...onwards.steps.slice(1)] };
  const restored = modelFor({ storedSession: { refreshToken: 'r', expired: false } })
    .getShortestPaths({ allowDuplicatePaths: true })
    .find((path) => lastEventIs(path, 'logout'));
  if (!retried || !restored) throw new Error(`the session statechart no longer has the logout paths (${String(Boolean(retried))}, ${String(Boolean(restored))})`);
  return [
    toBrowserPath('sign-in refused', refused),
    toBrowserPath('signed in', signedIn),
    toBrowserPath('refused, then signed in, then logged out', retried),
    toBrowserPath('a stored sign-in restored, then logged out', restored),
  ];
};
