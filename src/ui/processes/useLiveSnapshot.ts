import { useCallback, useSyncExternalStore } from 'react';
import type { AnyActorRef, AnyMachineSnapshot } from 'xstate';
import { liveActorOf, subscribeLiveActors } from '../../machines/liveActors.ts';
import { SessionContext } from '../app/SessionContext.ts';

const noSubscription = () => () => undefined;

/** The actor running this machine in the browser: the app-wide session, or one a screen registered in liveActors. */
const useLiveActor = (machineId: string): AnyActorRef | undefined => {
  const session = SessionContext.useActorRef();
  const registered = useSyncExternalStore(subscribeLiveActors, () => liveActorOf(machineId));
  return machineId === 'session' ? session : registered;
};

/** An actor's current snapshot, following every transition; undefined while there is no actor. */
export const useActorSnapshot = (actor: AnyActorRef | undefined): AnyMachineSnapshot | undefined => {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!actor) return noSubscription();
      const subscription = actor.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  return useSyncExternalStore(subscribe, () => actor?.getSnapshot() as AnyMachineSnapshot | undefined);
};

/** The snapshot of the machine running in this browser under `machineId`; undefined while nothing runs it. */
export const useLiveSnapshot = (machineId: string): AnyMachineSnapshot | undefined => useActorSnapshot(useLiveActor(machineId));
