import { useActorRef } from '@xstate/react';
import type { Effect } from 'effect';
import { useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { ApiError } from '../../api/errors.ts';
import { bindConfirmActionLogic, type ConfirmActionEffects, type ConfirmActionLogic } from '../../machines/generic/confirmAction.logic.ts';
import { connectConfirmAction } from '../../machines/generic/confirmAction.connect.ts';
import type { ConfirmActionMachine } from '../../machines/generic/confirmAction.machine.ts';
import { legacyConfirmAction } from '../../machines/generic/legacyBindings.ts';
import { ApiClientContext } from '../app/ApiClientContext.ts';
import { clientsOrThrow, isLogic } from './logicArguments.ts';
import { useConnected } from './useConnected.ts';

/** @deprecated the old form: the screen's own call. */
export type UseConfirmActionOptions<Payload, Result> = ConfirmActionEffects<Payload, Result> & {
  act: (payload: Payload) => Effect.Effect<Result, ApiError>;
};

/**
 * Confirm-then-act (every deletion, spec §5): `useConfirmAction(articleDeletion, { onDone })`; `ask(payload)` opens
 * the dialog; the returned `dialog` props feed ConfirmDialog (open while confirming, acting or failed; busy while
 * acting; retry after a failure). The old form (machine, { act, … }) is kept during issue 32's transition only.
 */
export function useConfirmAction<Payload, Result>(
  logic: ConfirmActionLogic<Payload, Result>,
  effects: ConfirmActionEffects<Payload, Result>,
): ConfirmActionHandle<Payload>;
/** @deprecated pass a ConfirmActionLogic (src/machines/records/<module>.logic.ts). */
export function useConfirmAction<Payload, Result>(
  machine: ConfirmActionMachine<Payload, Result>,
  options: UseConfirmActionOptions<Payload, Result>,
): ConfirmActionHandle<Payload>;
export function useConfirmAction<Payload, Result>(
  first: ConfirmActionLogic<Payload, Result> | ConfirmActionMachine<Payload, Result>,
  options: ConfirmActionEffects<Payload, Result> | UseConfirmActionOptions<Payload, Result>,
): ConfirmActionHandle<Payload> {
  const clients = useContext(ApiClientContext);
  const machine = isLogic(first)
    ? bindConfirmActionLogic(first, clientsOrThrow(clients).client, options)
    : legacyConfirmAction(first, (options as UseConfirmActionOptions<Payload, Result>).act, options.onDone, options.onFailed);
  return useConfirmActionHandle(useActorRef(machine));
}

const useConfirmActionHandle = <Payload, Result>(actor: ActorRefFrom<ConfirmActionMachine<Payload, Result>>) => {
  const { open, busy, failed, canConfirm, errorTag, payload } = useConnected(actor, connectConfirmAction<Payload, Result>);
  return {
    payload,
    errorTag,
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
