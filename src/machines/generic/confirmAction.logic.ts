import type { Effect } from 'effect';
import type { ApiClient } from '../../api/client.ts';
import type { ApiError } from '../../api/errors.ts';
import { createConfirmActionMachine, type ConfirmActionMachine } from './confirmAction.machine.ts';
import { fromApiEffect } from './fromApiEffect.ts';

// See record.logic.ts for what a generic logic value is. Confirm-then-act (every deletion): `act` runs once confirmed.

export type ConfirmActionLogic<Payload, Result> = {
  readonly kind: 'confirmAction';
  readonly act: (client: ApiClient, payload: Payload) => Effect.Effect<Result, ApiError>;
};

export const confirmActionLogic = <Payload, Result>(act: ConfirmActionLogic<Payload, Result>['act']): ConfirmActionLogic<Payload, Result> => ({
  kind: 'confirmAction',
  act,
});

// One machine definition for every screen: the machine is generic in its types only, and useActorRef keeps an
// actor only while the definition (its config) stays the same across renders (a new one each render restarts it).
const sharedConfirmAction = createConfirmActionMachine<unknown, unknown>();

export type ConfirmActionEffects<Payload, Result> = {
  readonly onDone: (payload: Payload, result: Result) => void;
  readonly onFailed?: (payload: Payload) => void;
};

/** The confirm-then-act machine for one screen, running the logic's `act` once confirmed. */
export const bindConfirmActionLogic = <Payload, Result>(
  logic: ConfirmActionLogic<Payload, Result>,
  client: ApiClient,
  effects: ConfirmActionEffects<Payload, Result>,
): ConfirmActionMachine<Payload, Result> =>
  (sharedConfirmAction as unknown as ConfirmActionMachine<Payload, Result>).provide({
    actors: { act: fromApiEffect(({ payload }: { payload: Payload }) => logic.act(client, payload)) },
    actions: {
      acted: (_, params) => effects.onDone(params.payload, params.result),
      actFailed: (_, params) => effects.onFailed?.(params.payload),
    },
  });
