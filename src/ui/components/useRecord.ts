import { useActorRef, useSelector } from '@xstate/react';
import { Effect } from 'effect';
import { fromPromise } from 'xstate';
import type { ApiError } from '../../api/errors.ts';
import type { MessageDescriptor } from '../../domain/messageDescriptor.ts';
import type { RecordMachine } from '../../machines/generic/record.machine.ts';

/** Route parameter → record id; anything that is not a positive integer is "no id" (the guard message shows). */
export const idFromParam = (param: string | undefined): number | null => {
  if (param === undefined || !/^\d+$/.test(param)) return null;
  const id = Number(param);
  return id > 0 ? id : null;
};

/** The record of a detail or edit screen, loaded with `load` (its Effect is aborted when the screen leaves). */
export const useRecord = <Item>(machine: RecordMachine<Item>, missingMessage: MessageDescriptor, id: number | null, load: (id: number) => Effect.Effect<Item, ApiError>) => {
  const actor = useActorRef(
    machine.provide({ actors: { loadRecord: fromPromise(({ input, signal }) => Effect.runPromise(load(input.id), { signal })) } }),
    { input: { id, missingMessage } },
  );
  return {
    actor,
    record: useSelector(actor, (snapshot) => snapshot.context.record),
    missing: useSelector(actor, (snapshot) => snapshot.context.missing),
    errorTag: useSelector(actor, (snapshot) => snapshot.context.errorTag),
    loading: useSelector(actor, (snapshot) => snapshot.matches('loading') || snapshot.matches('checking')),
    failed: useSelector(actor, (snapshot) => snapshot.matches('failure')),
    reload: () => actor.send({ type: 'record.reload' }),
    retry: () => actor.send({ type: 'record.retry' }),
    replace: (record: Item) => actor.send({ type: 'record.replace', record }),
  };
};
