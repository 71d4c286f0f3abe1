import type { AnyActorRef } from 'xstate';

/**
 * Machines running in this browser, by registry id, for the Processi screen's live view. A screen registers the actor
 * it runs and unregisters it when it unmounts:
 *
 *   useEffect(() => registerLiveActor('taskTracking', actorRef), [actorRef]);
 *
 * The session is not registered here: the viewer follows the app-wide session actor directly.
 *
 * To let the user watch the screen's own actor move, beside the screen, drop in
 * `<ShowProcessButton actor={actorRef} machineId="taskTracking" />` (src/ui/components/ShowProcessButton.tsx).
 */

const actors = new Map<string, AnyActorRef>();
const listeners = new Set<() => void>();

const notify = () => {
  for (const listener of listeners) listener();
};

/** Registers the actor under the machine id; answers the unregister (which only removes this very actor). */
export const registerLiveActor = (machineId: string, actor: AnyActorRef): (() => void) => {
  actors.set(machineId, actor);
  notify();
  return () => {
    if (actors.get(machineId) !== actor) return;
    actors.delete(machineId);
    notify();
  };
};

export const liveActorOf = (machineId: string): AnyActorRef | undefined => actors.get(machineId);

/** For useSyncExternalStore: called whenever an actor is registered or unregistered. */
export const subscribeLiveActors = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
