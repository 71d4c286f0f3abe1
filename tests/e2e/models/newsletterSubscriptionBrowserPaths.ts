import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { newsletterSubscriptionEntry } from '../../../src/machines/introspection/entries/newsletterSubscription.entry.ts';
import { eventsIn, type GeneratedPath } from '../../../src/machines/introspection/generatePaths.ts';
import { errorTagOf } from '../../../src/machines/generic/errorTag.ts';
import { coveringPaths, drivablePaths } from './coveringBrowserPaths.ts';
import type { SubscriptionContext, SubscriptionStatus } from '../../../src/machines/newsletterSubscription/newsletterSubscription.types.ts';

/**
 * Subscription paths a browser can drive, generated from the registry's statechart with the shared generator, narrowed
 * to what the panel can produce: the user's buttons and form, a dismiss only when a message shows, and the call's
 * outcomes (answered by the fake provider; the service failing, a 502 injected; the network failing, injected). A
 * covering few are chosen greedily; each resting snapshot says what the panel must show.
 */

/** `calling`: a call is in flight, the panel is between states (not checked: the fake answers at once). */
export type UiState = { readonly status: SubscriptionStatus | null; readonly failure: 'service' | 'network' | 'refused' | null; readonly calling: boolean };

export type BrowserPath = {
  readonly name: string;
  readonly start: SubscriptionStatus | null;
  readonly events: readonly EventObject[];
  readonly shows: readonly UiState[];
  readonly generated: GeneratedPath;
};

const contextOf = (snapshot: AnyMachineSnapshot): SubscriptionContext => snapshot.context as SubscriptionContext;

const drivable = (snapshot: AnyMachineSnapshot, event: EventObject): boolean => {
  if (event.type === 'subscription.dismiss') return contextOf(snapshot).errorTag !== null;
  // The recipient's consent refuses writes, never a read.
  if (event.type.startsWith('xstate.error') && errorTagOf((event as EventObject & { error: unknown }).error) === 'Conflict') return contextOf(snapshot).pending?.kind !== 'refresh';
  return true;
};

const offered = eventsIn(newsletterSubscriptionEntry.paths.events);
const browserEventsOf = (snapshot: AnyMachineSnapshot): readonly EventObject[] => offered(snapshot).filter((event) => drivable(snapshot, event));

/** Every generated path a browser can drive: the pool the driven ones are chosen from. */
export const allSubscriptionBrowserPaths = (): readonly GeneratedPath[] => drivablePaths(newsletterSubscriptionEntry, browserEventsOf);

const uiStateOf = (snapshot: AnyMachineSnapshot): UiState => {
  const { recipient, errorTag } = contextOf(snapshot);
  const failure = errorTag === null ? null : errorTag === 'Server' ? 'service' : errorTag === 'Conflict' ? 'refused' : 'network';
  return { status: recipient?.Status ?? null, failure, calling: snapshot.matches('calling') };
};

const words = (event: EventObject): string => {
  if (event.type.startsWith('xstate.done')) return 'answered';
  if (event.type.startsWith('xstate.error')) {
    const tag = errorTagOf((event as EventObject & { error: unknown }).error);
    return tag === 'Server' ? 'service fails' : tag === 'Conflict' ? 'consent refuses' : 'network fails';
  }
  const confirm = 'confirmEmail' in event ? ((event as { confirmEmail: boolean }).confirmEmail ? ' (with e-mail)' : ' (no e-mail)') : '';
  return `${event.type.replace(/^\w+\./, '')}${confirm}`;
};

/** The covering few: greedily, the path adding the most states and transitions not yet covered (shorter on a tie). */
export const subscriptionBrowserPaths = (): BrowserPath[] => {
  const chosen = coveringPaths(newsletterSubscriptionEntry, allSubscriptionBrowserPaths());
  return chosen.map((path) => {
    const first = path.snapshots[0];
    if (!first) throw new Error(`${path.id} has no snapshot`);
    return {
      name: `${path.start.id}: ${path.events.map(words).join(' → ') || 'as it opens'}`,
      start: contextOf(first).recipient?.Status ?? null,
      events: path.events,
      shows: path.snapshots.map(uiStateOf),
      generated: path,
    };
  });
};
