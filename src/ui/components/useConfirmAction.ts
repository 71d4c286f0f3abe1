import { useActorRef, useSelector } from '@xstate/react';
import { Effect } from 'effect';
import { fromPromise } from 'xstate';
import type { ApiError } from '../../api/errors.ts';
import type { ConfirmActionMachine } from '../../machines/generic/confirmAction.machine.ts';

export type UseConfirmActionOptions<Payload, Result> = {
  act: (payload: Payload) => Effect.Effect<Result, ApiError>;
  onDone: (payload: Payload, result: Result) => void;
  onFailed?: (payload: Payload) => void;
};

/**
 * Confirm-then-act (every deletion, spec §5): `ask(payload)` opens the dialog; the returned `dialog` props feed
 * ConfirmDialog (open while confirming, acting or failed; busy while acting; retry after a failure).
 */
export const useConfirmAction = <Payload, Result>(machine: ConfirmActionMachine<Payload, Result>, options: UseConfirmActionOptions<Payload, Result>) => {
  const { act, onDone, onFailed } = options;
  const actor = useActorRef(
    machine.provide({
      actors: { act: fromPromise(({ input, signal }) => Effect.runPromise(act(input.payload), { signal })) },
      actions: {
        acted: (_, params) => onDone(params.payload, params.result),
        actFailed: (_, params) => onFailed?.(params.payload),
      },
    }),
  );
  const open = useSelector(actor, (snapshot) => snapshot.matches('confirming') || snapshot.matches('acting') || snapshot.matches('failed'));
  const busy = useSelector(actor, (snapshot) => snapshot.matches('acting'));
  const failed = useSelector(actor, (snapshot) => snapshot.matches('failed'));
  const canRetry = useSelector(actor, (snapshot) => snapshot.can({ type: 'confirm.retry' }));
  const errorTag = useSelector(actor, (snapshot) => snapshot.context.errorTag);
  const payload = useSelector(actor, (snapshot) => snapshot.context.payload);
  return {
    payload,
    errorTag,
    ask: (next: Payload) => actor.send({ type: 'confirm.open', payload: next }),
    dialog: {
      open,
      busy,
      // After a failure a retry cannot fix (refusal, not found, in use) only cancel is offered.
      canConfirm: !failed || canRetry,
      onConfirm: () => actor.send(failed ? { type: 'confirm.retry' } : { type: 'confirm.accept' }),
      onCancel: () => actor.send({ type: 'confirm.cancel' }),
    },
  };
};
