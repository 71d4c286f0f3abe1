import { useActorRef } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { useContext, useEffect, useRef } from 'react';
import type { MessageDescriptor } from '../../domain/messageDescriptor.ts';
import type { ErrorTag } from '../../machines/generic/errorTag.ts';
import { connectRecord } from '../../machines/generic/record.connect.ts';
import type { RecordLogic } from '../../machines/generic/record.logic.ts';
import type { RecordMachine } from '../../machines/generic/record.machine.ts';
import { ApiClientContext } from '../app/ApiClientContext.ts';
import { clientsOrThrow, type ContextArgument } from './logicArguments.ts';
import { useConnected } from './useConnected.ts';

/** Route parameter → record id; anything that is not a positive integer is "no id" (the guard message shows). */
export const idFromParam = (param: string | undefined): number | null => {
  if (param === undefined || !/^\d+$/.test(param)) return null;
  const id = Number(param);
  return id > 0 ? id : null;
};

/**
 * The record of a detail or edit screen, read by its logic (`useRecord(articleRecord, missingMessage, id)`, a
 * context as fourth argument when the logic takes one).
 */
export function useRecord<Item, Context = void>(
  logic: RecordLogic<Item, Context>,
  missingMessage: MessageDescriptor,
  id: number | null,
  ...context: ContextArgument<Context>
): RecordHandle<Item> {
  const clients = useContext(ApiClientContext);
  const machine = logic.bind(clientsOrThrow(clients).client, context[0] as Context);
  const actor = useActorRef(machine, { input: { id, missingMessage } });
  // The router keeps a screen mounted when only its address's id changes (a notification or a link from one record
  // to another): the actor, made once with the first id, is told to open the new one.
  const opened = useRef(id);
  useEffect(() => {
    if (opened.current === id) return;
    opened.current = id;
    actor.send({ type: 'record.open', id });
  }, [actor, id]);
  const view = useConnected(actor, connectRecord<Item>);
  return {
    actor,
    record: view.record,
    missing: view.missing,
    notFound: view.notFound,
    notFoundMessage: view.notFoundMessage,
    errorTag: view.errorTag,
    loading: view.loading,
    failed: view.failed,
    reload: () => actor.send({ type: 'record.reload' }),
    retry: () => actor.send({ type: 'record.retry' }),
    replace: (record: Item) => actor.send({ type: 'record.replace', record }),
  };
}

export type RecordHandle<Item> = {
  readonly actor: ActorRefFrom<RecordMachine<Item>>;
  readonly record: Item | null;
  readonly missing: MessageDescriptor | null;
  /** The server has no such record (the machine's notFound state). */
  readonly notFound: boolean;
  /** The server's words for the record it does not have (RecordState shows them instead of the generic ones). */
  readonly notFoundMessage: string | null;
  readonly errorTag: ErrorTag | null;
  readonly loading: boolean;
  readonly failed: boolean;
  readonly reload: () => void;
  readonly retry: () => void;
  readonly replace: (record: Item) => void;
};
