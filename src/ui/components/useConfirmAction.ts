import { useActorRef } from '@xstate/react';
import { useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import { bindConfirmActionLogic, type ConfirmActionEffects, type ConfirmActionLogic } from '../../machines/generic/confirmAction.logic.ts';
import { connectConfirmAction } from '../../machines/generic/confirmAction.connect.ts';
import type { ConfirmActionMachine } from '../../machines/generic/confirmAction.machine.ts';
import { ApiClientContext } from '../app/ApiClientContext.ts';
import { clientsOrThrow } from './logicArguments.ts';
import { useConnected } from './useConnected.ts';

/**
 * Confirm-then-act (every deletion, spec §5): `useConfirmAction(articleDeletion, { onDone })`; `ask(payload)` opens
 * the dialog; the returned `dialog` props feed ConfirmDialog (open while confirming, acting or failed; busy while
 * acting; retry after a failure).
 */
export function useConfirmAction<Payload, Result>(logic: ConfirmActionLogic<Payload, Result>, effects: ConfirmActionEffects<Payload, Result>): ConfirmActionHandle<Payload> {
  const clients = useContext(ApiClientContext);
  const machine = bindConfirmActionLogic(logic, clientsOrThrow(clients).client, effects);
  return useConfirmActionHandle(useActorRef(machine));
}

const useConfirmActionHandle = <Payload, Result>(actor: ActorRefFrom<ConfirmActionMachine<Payload, Result>>) => {
  const { open, busy, failed, canConfirm, errorTag, refusal, payload } = useConnected(actor, connectConfirmAction<Payload, Result>);
  return {
    payload,
    errorTag,
    refusal,
    ask: (next: Payload) => actor.send({ type: 'confirm.open', payload: next }),
    dialog: {
      open,
      busy,
      // After a failure a retry cannot fix (refusal, not found, in use) only cancel is offered.
      canConfirm,
      onConfirm: () => actor.send(failed ? { type: 'confirm.retry' } : { type: 'confirm.accept' }),
      onCancel: () => actor.send({ type: 'confirm.cancel' }),
    },
  };
};

export type ConfirmActionHandle<Payload> = ReturnType<typeof useConfirmActionHandle<Payload, unknown>>;
