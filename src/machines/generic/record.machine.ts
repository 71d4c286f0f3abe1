import { assign, fromPromise, setup } from 'xstate';
import type { MessageDescriptor } from '../../domain/messageDescriptor.ts';
import { errorTagOf, type ErrorTag } from './errorTag.ts';

export type RecordInput = {
  /** From the route: null (or NaN) when the address names no record. */
  id: number | null;
  /** The guard message shown when the id is missing (spec §5: 'No task id provided.', 'No work selected'). */
  missingMessage: MessageDescriptor;
};

export type RecordContext<Item> = {
  id: number | null;
  missingMessage: MessageDescriptor;
  record: Item | null;
  errorTag: ErrorTag | null;
  /** Set (to `missingMessage`) when the screen was opened without an id: no call is made. */
  missing: MessageDescriptor | null;
};

export type RecordEvent<Item> = { type: 'record.reload' } | { type: 'record.retry' } | { type: 'record.replace'; record: Item };

/**
 * One record of a detail or edit screen: checking the id (missing → `missingId`, no call made) → loading → ready,
 * or failure (retry). `record.reload` refreshes in place (the record stays on screen); `record.replace` stores an
 * answer the screen already has (a save, a status change).
 */
export const createRecordMachine = <Item>() =>
  setup({
    types: {
      context: {} as RecordContext<Item>,
      events: {} as RecordEvent<Item>,
      input: {} as RecordInput,
    },
    actors: {
      loadRecord: fromPromise<Item, { id: number }>(async () => {
        throw new Error('loadRecord must be provided by the screen');
      }),
    },
    guards: {
      hasId: ({ context }) => context.id !== null && Number.isInteger(context.id) && context.id > 0,
    },
    actions: {
      storeRecord: assign((_, params: { record: Item }) => ({ record: params.record, errorTag: null })),
      storeError: assign((_, params: { error: unknown }) => ({ errorTag: errorTagOf(params.error) })),
      storeMissing: assign(({ context }) => ({ missing: context.missingMessage })),
    },
  }).createMachine({
    id: 'record',
    context: ({ input }) => ({ id: input.id, missingMessage: input.missingMessage, record: null, errorTag: null, missing: null }),
    initial: 'checking',
    states: {
      checking: {
        always: [{ guard: 'hasId', target: 'loading' }, { target: 'missingId', actions: 'storeMissing' }],
      },
      missingId: {},
      loading: {
        invoke: {
          id: 'loadRecord',
          src: 'loadRecord',
          input: ({ context }) => ({ id: context.id ?? 0 }),
          onDone: { target: 'ready', actions: { type: 'storeRecord', params: ({ event }) => ({ record: event.output }) } },
          onError: { target: 'failure', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
        },
      },
      ready: {
        on: {
          'record.reload': 'reloading',
          'record.replace': { actions: { type: 'storeRecord', params: ({ event }) => ({ record: event.record }) } },
        },
      },
      reloading: {
        invoke: {
          id: 'loadRecord',
          src: 'loadRecord',
          input: ({ context }) => ({ id: context.id ?? 0 }),
          onDone: { target: 'ready', actions: { type: 'storeRecord', params: ({ event }) => ({ record: event.output }) } },
          // The record on screen stays; the error is shown beside it.
          onError: { target: 'ready', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
        },
        on: {
          'record.replace': { actions: { type: 'storeRecord', params: ({ event }) => ({ record: event.record }) } },
        },
      },
      failure: {
        on: { 'record.retry': 'loading' },
      },
    },
  });

export type RecordMachine<Item> = ReturnType<typeof createRecordMachine<Item>>;
