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
  /** The server's words for a record it does not have ("Request 12 no longer exists."), in the reader's language. */
  notFoundMessage: string | null;
};

/**
 * What `loadRecord` answers when the server has no such record: the logic consumes the API's typed NotFound
 * (record.logic.ts, `Effect.catchTag`) into this answer, so a missing record is a state the machine reaches, not a
 * failure a view tells apart by its tag.
 */
export type RecordNotFound = { readonly notFound: true; readonly message: string | null };

/** The answers that say "there is none" (told apart from a record by identity, whatever fields a record has). */
const notFoundAnswers = new WeakSet<object>();

/** "There is none", with the server's words for it (its 404 names the record, in the reader's language). */
export const recordNotFound = (message: string | null): RecordNotFound => {
  const answer = Object.freeze({ notFound: true as const, message });
  notFoundAnswers.add(answer);
  return answer;
};

/** "There is none", without words of the server's. */
export const RECORD_NOT_FOUND = recordNotFound(null);

/** The answer of one read: the record, or "there is none". */
export type RecordAnswer<Item> = Item | RecordNotFound;

const isFound = <Item>(answer: RecordAnswer<Item>): answer is Item => !(typeof answer === 'object' && answer !== null && notFoundAnswers.has(answer));

export type RecordEvent<Item> = { type: 'record.reload' } | { type: 'record.retry' } | { type: 'record.replace'; record: Item } | { type: 'record.open'; id: number | null };

/**
 * One record of a detail or edit screen: checking the id (missing → `missingId`, no call made) → loading → ready,
 * notFound (the server has no such record), or failure (retry). `record.reload` refreshes in place (the
 * record stays on screen); `record.replace` stores an answer the screen already has (a save, a status change);
 * `record.open` starts over with another id (the address changed under the same screen).
 */
export const createRecordMachine = <Item>() =>
  setup({
    types: {
      context: {} as RecordContext<Item>,
      events: {} as RecordEvent<Item>,
      input: {} as RecordInput,
    },
    actors: {
      loadRecord: fromPromise<RecordAnswer<Item>, { id: number }>(async () => {
        throw new Error('loadRecord must be provided by the screen');
      }),
    },
    guards: {
      hasId: ({ context }) => context.id !== null && Number.isInteger(context.id) && context.id > 0,
      isNotFound: (_, params: { answer: RecordAnswer<Item> }) => !isFound(params.answer),
    },
    actions: {
      storeRecord: assign((_, params: { record: Item }) => ({ record: params.record, errorTag: null, notFoundMessage: null })),
      storeAnswer: assign((_, params: { answer: RecordAnswer<Item> }) => (isFound(params.answer) ? { record: params.answer, errorTag: null, notFoundMessage: null } : {})),
      // A record that does not exist: the server's words for it when the answer has them, else ui:error.NotFound's.
      storeNotFound: assign((_, params: { answer: RecordAnswer<Item> }) => ({
        errorTag: 'NotFound' as ErrorTag,
        notFoundMessage: isFound(params.answer) ? null : params.answer.message,
      })),
      storeError: assign((_, params: { error: unknown }) => ({ errorTag: errorTagOf(params.error), notFoundMessage: null })),
      storeMissing: assign(({ context }) => ({ missing: context.missingMessage })),
      openRecord: assign((_, params: { id: number | null }) => ({ id: params.id, record: null, errorTag: null, missing: null, notFoundMessage: null })),
    },
  }).createMachine({
    id: 'record',
    context: ({ input }) => ({ id: input.id, missingMessage: input.missingMessage, record: null, errorTag: null, missing: null, notFoundMessage: null }),
    initial: 'checking',
    on: {
      // The screen's address names another record (a link from one request to another keeps the screen mounted):
      // the record on screen is dropped and the named one read, whatever the state.
      'record.open': { target: '.checking', reenter: true, actions: { type: 'openRecord', params: ({ event }) => ({ id: event.id }) } },
    },
    states: {
      checking: {
        always: [{ guard: 'hasId', target: 'loading' }, { target: 'missingId', actions: 'storeMissing' }],
      },
      missingId: {},
      /** The server has no such record (404): said once, nothing to retry. */
      notFound: {},
      loading: {
        invoke: {
          id: 'loadRecord',
          src: 'loadRecord',
          input: ({ context }) => ({ id: context.id ?? 0 }),
          onDone: [
            { guard: { type: 'isNotFound', params: ({ event }) => ({ answer: event.output }) }, target: 'notFound', actions: { type: 'storeNotFound', params: ({ event }) => ({ answer: event.output }) } },
            { target: 'ready', actions: { type: 'storeAnswer', params: ({ event }) => ({ answer: event.output }) } },
          ],
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
          // A record gone meanwhile is said beside the one still on screen, as a failed reload is.
          onDone: [
            { guard: { type: 'isNotFound', params: ({ event }) => ({ answer: event.output }) }, target: 'ready', actions: { type: 'storeNotFound', params: ({ event }) => ({ answer: event.output }) } },
            { target: 'ready', actions: { type: 'storeAnswer', params: ({ event }) => ({ answer: event.output }) } },
          ],
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
