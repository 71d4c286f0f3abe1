import { assign, fromPromise, setup } from 'xstate';
import { errorTagOf, type ErrorTag } from './errorTag.ts';

export type RemoteValueContext<Value, Input> = { input: Input; value: Value | null; errorTag: ErrorTag | null };

export type RemoteValueEvent<Input> = { type: 'value.retry' } | { type: 'value.input'; input: Input };

/**
 * A value a screen reads once per input (a picker's choices, a statistics table, an invitation): loading → ready |
 * failed (with the error's tag; `value.retry` tries again). `value.input` reads the value for a new input from any
 * state; the running request is interrupted (its signal aborts), so a stale answer never lands. The value on
 * screen stays while the next one loads. The logic (remoteValue.logic.ts) provides `load`.
 */
export const createRemoteValueMachine = <Value, Input = void>() =>
  setup({
    types: {
      context: {} as RemoteValueContext<Value, Input>,
      events: {} as RemoteValueEvent<Input>,
      input: {} as { input: Input },
    },
    actors: {
      load: fromPromise<Value, { input: Input }>(async () => {
        throw new Error('load must be provided by the logic');
      }),
    },
    actions: {
      storeValue: assign((_, params: { value: Value }) => ({ value: params.value, errorTag: null })),
      storeError: assign((_, params: { error: unknown }) => ({ errorTag: errorTagOf(params.error) })),
      storeInput: assign((_, params: { input: Input }) => ({ input: params.input })),
    },
  }).createMachine({
    id: 'remoteValue',
    context: ({ input }) => ({ input: input.input, value: null, errorTag: null }),
    initial: 'loading',
    on: {
      'value.input': { target: '.loading', reenter: true, actions: { type: 'storeInput', params: ({ event }) => ({ input: event.input }) } },
    },
    states: {
      loading: {
        invoke: {
          id: 'load',
          src: 'load',
          input: ({ context }) => ({ input: context.input }),
          onDone: { target: 'ready', actions: { type: 'storeValue', params: ({ event }) => ({ value: event.output }) } },
          onError: { target: 'failed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
        },
      },
      ready: {},
      failed: { on: { 'value.retry': 'loading' } },
    },
  });

export type RemoteValueMachine<Value, Input = void> = ReturnType<typeof createRemoteValueMachine<Value, Input>>;
