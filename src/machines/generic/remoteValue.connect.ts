import type { ErrorTag } from './errorTag.ts';
import type { RemoteValueContext, RemoteValueEvent } from './remoteValue.machine.ts';

// What a screen shows of a value it reads, from a snapshot alone (pure, tested without React).

type Snapshot<Value, Input> = {
  readonly context: RemoteValueContext<Value, Input>;
  matches: (state: 'loading' | 'failed') => boolean;
  can: (event: RemoteValueEvent<Input>) => boolean;
};

export type RemoteValueView<Value> = {
  /** The last value read; it stays while the value for a new input loads. */
  readonly value: Value | null;
  readonly loading: boolean;
  readonly failed: boolean;
  readonly errorTag: ErrorTag | null;
  readonly canRetry: boolean;
};

export const connectRemoteValue = <Value, Input>(snapshot: Snapshot<Value, Input>): RemoteValueView<Value> => ({
  value: snapshot.context.value,
  loading: snapshot.matches('loading'),
  failed: snapshot.matches('failed'),
  errorTag: snapshot.context.errorTag,
  canRetry: snapshot.can({ type: 'value.retry' }),
});
