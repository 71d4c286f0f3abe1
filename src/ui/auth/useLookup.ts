import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { createLookupMachine } from '../../machines/session/lookup.machine.ts';

/** Runs a guest screen's lookup (token, invitation) on the lookup machine. */
export const useLookup = <Result,>(machine: ReturnType<typeof createLookupMachine<Result>>, lookup: (signal: AbortSignal) => Promise<Result>) => {
  const actor = useActorRef(machine.provide({ actors: { lookup: fromPromise(({ signal }) => lookup(signal)) } }));
  return {
    result: useSelector(actor, (snapshot) => snapshot.context.result),
    errorTag: useSelector(actor, (snapshot) => snapshot.context.errorTag),
    loading: useSelector(actor, (snapshot) => snapshot.matches('loading')),
    retry: () => actor.send({ type: 'lookup.retry' }),
  };
};
