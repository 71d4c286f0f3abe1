import { assign, fromPromise, setup } from 'xstate';
import { errorTagOf, isRetryable, type ErrorTag } from './errorTag.ts';

/** The message of a Conflict or Invalid error (the server's sentence), or null for any other failure. */
const refusalOf = (error: unknown): string | null => {
  const tag = errorTagOf(error);
  if (tag !== 'Conflict' && tag !== 'Invalid') return null;
  const text = typeof error === 'object' && error !== null && 'message' in error ? error.message : null;
  return typeof text === 'string' && text !== '' ? text : null;
};

export type ConfirmActionContext<Payload, Result> = {
  payload: Payload | null;
  result: Result | null;
  errorTag: ErrorTag | null;
  /** The server's own words for a refusal (a 409 or 422: "used by 12 articles…"), in the user's language; else null. */
  refusal: string | null;
};

export type ConfirmActionEvent<Payload> =
  | { type: 'confirm.open'; payload: Payload }
  | { type: 'confirm.accept' }
  | { type: 'confirm.cancel' }
  | { type: 'confirm.retry' };

/**
 * Confirm-then-act (delete, send, approve…): idle → confirming → acting (the screen's `act` actor) → done | failed.
 * While acting the dialog cannot be cancelled: the request is already on its way.
 */
export const createConfirmActionMachine = <Payload, Result = unknown>() =>
  setup({
    types: {
      context: {} as ConfirmActionContext<Payload, Result>,
      events: {} as ConfirmActionEvent<Payload>,
    },
    actors: {
      act: fromPromise<Result, { payload: Payload }>(async () => {
        throw new Error('act must be provided by the screen');
      }),
    },
    guards: {
      hasPayload: ({ context }) => context.payload !== null,
      // A refusal, a missing record or an in-use conflict stays the same on retry: only cancel is left.
      hasRetryableError: ({ context }) => isRetryable(context.errorTag),
    },
    actions: {
      storePayload: assign((_, params: { payload: Payload }) => ({ payload: params.payload, result: null, errorTag: null, refusal: null })),
      storeResult: assign((_, params: { result: Result }) => ({ result: params.result })),
      storeError: assign((_, params: { error: unknown }) => ({ errorTag: errorTagOf(params.error), refusal: refusalOf(params.error) })),
      clearPayload: assign({ payload: null, errorTag: null, refusal: null }),
      // Named effects of the outcome (notice, reload, navigation), implemented by the screen; nothing here.
      acted: (_, _params: { payload: Payload; result: Result }) => undefined,
      actFailed: (_, _params: { payload: Payload; error: unknown }) => undefined,
    },
  }).createMachine({
    id: 'confirmAction',
    context: { payload: null, result: null, errorTag: null, refusal: null },
    initial: 'idle',
    states: {
      idle: {
        on: { 'confirm.open': { target: 'confirming', actions: { type: 'storePayload', params: ({ event }) => ({ payload: event.payload }) } } },
      },
      confirming: {
        on: {
          'confirm.accept': { guard: 'hasPayload', target: 'acting' },
          'confirm.cancel': { target: 'idle', actions: 'clearPayload' },
        },
      },
      acting: {
        invoke: {
          id: 'act',
          src: 'act',
          input: ({ context }) => ({ payload: context.payload as Payload }),
          onDone: {
            target: 'done',
            actions: [
              { type: 'storeResult', params: ({ event }) => ({ result: event.output }) },
              { type: 'acted', params: ({ context, event }) => ({ payload: context.payload as Payload, result: event.output }) },
            ],
          },
          onError: {
            target: 'failed',
            actions: [
              { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
              { type: 'actFailed', params: ({ context, event }) => ({ payload: context.payload as Payload, error: event.error }) },
            ],
          },
        },
      },
      done: {
        on: { 'confirm.open': { target: 'confirming', actions: { type: 'storePayload', params: ({ event }) => ({ payload: event.payload }) } } },
      },
      failed: {
        on: {
          'confirm.retry': { guard: 'hasRetryableError', target: 'acting' },
          'confirm.cancel': { target: 'idle', actions: 'clearPayload' },
        },
      },
    },
  });

export type ConfirmActionMachine<Payload, Result = unknown> = ReturnType<typeof createConfirmActionMachine<Payload, Result>>;
