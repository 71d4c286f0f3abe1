import { useSelector } from '@xstate/react';
import type { AnyActorRef, EventObject } from 'xstate';
import { structurallyEqual } from './structurallyEqual.ts';

/** What useConnected needs of an actor: its snapshots and its send. */
export type ConnectableActor<TSnapshot, TEvent extends EventObject> = Pick<AnyActorRef, 'subscribe'> & {
  getSnapshot(): TSnapshot;
  send(event: TEvent): void;
};

/**
 * What a workflow's screen shows, from its connect function (`src/machines/<workflow>/<workflow>.connect.ts`):
 * recomputed on every snapshot, and the previous answer kept while its content is the same, so the screen renders
 * again only when what it shows changed. `connect` may take the actor's `send` as its second argument.
 */
export const useConnected = <TSnapshot, TEvent extends EventObject, View>(
  actor: ConnectableActor<TSnapshot, TEvent>,
  connect: (snapshot: TSnapshot, send: (event: TEvent) => void) => View,
): View => useSelector(actor, (snapshot: TSnapshot) => connect(snapshot, actor.send), structurallyEqual);
