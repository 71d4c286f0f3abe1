import type { Effect } from 'effect';
import type { ApiClient, BareApiClient } from '../../api/client.ts';
import type { ApiError } from '../../api/errors.ts';
import type { ApiClients } from './apiClients.ts';
import { fromApiEffect } from './fromApiEffect.ts';
import { createRemoteValueMachine, type RemoteValueMachine } from './remoteValue.machine.ts';

// See record.logic.ts for what a generic logic value is. A value a screen reads once per input (choices of a picker,
// a statistics table, a feed address, a setup state…), on remoteValue.machine.ts: loading → ready | failed, retry,
// and a new input reloads.

export type RemoteValueLogic<Value, Input = void> = {
  readonly kind: 'remoteValue';
  readonly load: (client: ApiClient, input: Input) => Effect.Effect<Value, ApiError>;
};

export const remoteValueLogic = <Value, Input = void>(load: RemoteValueLogic<Value, Input>['load']): RemoteValueLogic<Value, Input> => ({
  kind: 'remoteValue',
  load,
});

/** A value a guest screen reads (an invitation, a password-reset token): through the client without a session. */
export type BareRemoteValueLogic<Value, Input = void> = {
  readonly kind: 'bareRemoteValue';
  readonly load: (client: BareApiClient, input: Input) => Effect.Effect<Value, ApiError>;
};

export const bareRemoteValueLogic = <Value, Input = void>(load: BareRemoteValueLogic<Value, Input>['load']): BareRemoteValueLogic<Value, Input> => ({
  kind: 'bareRemoteValue',
  load,
});

// One machine definition for every screen: the machine is generic in its types only, and useActorRef keeps an
// actor only while the definition (its config) stays the same across renders (a new one each render restarts it).
const sharedRemoteValue = createRemoteValueMachine<unknown, unknown>();

/** The remote value's machine for one screen, reading through the client its logic needs. */
export const bindRemoteValueLogic = <Value, Input>(logic: RemoteValueLogic<Value, Input> | BareRemoteValueLogic<Value, Input>, clients: ApiClients): RemoteValueMachine<Value, Input> =>
  (sharedRemoteValue as unknown as RemoteValueMachine<Value, Input>).provide({
    actors: {
      load: fromApiEffect(({ input }: { input: Input }) => (logic.kind === 'remoteValue' ? logic.load(clients.client, input) : logic.load(clients.bareClient, input))),
    },
  });
