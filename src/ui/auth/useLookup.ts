import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { connectLookup } from '../../machines/session/lookup.connect.ts';
import type { createLookupMachine } from '../../machines/session/lookup.machine.ts';
import { useConnected } from '../components/useConnected.ts';

/** Runs a guest screen's lookup (token, invitation) on the lookup machine. */
export const useLookup = <Result,>(machine: ReturnType<typeof createLookupMachine<Result>>, lookup: (signal: AbortSignal) => Promise<Result>) => {
  const actor = useActorRef(machine.provide({ actors: { lookup: fromPromise(({ signal }) => lookup(signal)) } }));
  const view = useConnected(actor, connectLookup<Result>);
  return { result: view.result, errorTag: view.errorTag, loading: view.loading, retry: () => actor.send({ type: 'lookup.retry' }) };
};
