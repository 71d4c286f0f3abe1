import { assign, fromPromise, setup } from 'xstate';
import { errorTagOf, type ErrorTag } from '../generic/errorTag.ts';

export type LookupContext<Result> = { result: Result | null; errorTag: ErrorTag | null };

/**
 * Fetches one record a guest screen needs before its form (a password reset token, an invitation):
 * loading → found | failed (with the error's tag; `lookup.retry` tries again). The screen provides `lookup`.
 */
export const createLookupMachine = <Result>() =>
  setup({
    types: { context: {} as LookupContext<Result>, events: {} as { type: 'lookup.retry' } },
    actors: {
      lookup: fromPromise<Result>(async () => {
        throw new Error('lookup must be provided by the screen');
      }),
    },
    actions: {
      storeResult: assign((_, params: { result: Result }) => ({ result: params.result, errorTag: null })),
      storeError: assign((_, params: { error: unknown }) => ({ errorTag: errorTagOf(params.error) })),
    },
  }).createMachine({
    id: 'lookup',
    context: { result: null, errorTag: null },
    initial: 'loading',
    states: {
      loading: {
        invoke: {
          id: 'lookup',
          src: 'lookup',
          onDone: { target: 'found', actions: { type: 'storeResult', params: ({ event }) => ({ result: event.output }) } },
          onError: { target: 'failed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
        },
      },
      found: {},
      failed: { on: { 'lookup.retry': 'loading' } },
    },
  });
