import { useSelector } from '@xstate/react';
import type { AnyActorRef, SnapshotFrom } from 'xstate';
import { structurallyEqual } from './structurallyEqual.ts';

/**
 * What a workflow's screen shows, from its connect function (`src/machines/<workflow>/<workflow>.connect.ts`):
 * recomputed on every snapshot, and the previous answer kept while its content is the same, so the screen renders
 * again only when what it shows changed. `connect` may take the actor's `send` as its second argument.
 */
export const useConnected = <TActor extends AnyActorRef, View>(actor: TActor, connect: (snapshot: SnapshotFrom<TActor>, send: TActor['send']) => View): View =>
  useSelector(actor, (snapshot: SnapshotFrom<TActor>) => connect(snapshot, actor.send), structurallyEqual);
