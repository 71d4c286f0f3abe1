import { assign, fromPromise, setup } from 'xstate';
import type { ProfileDuplicate, ProfileDuplicateQuery } from '../../api/profiles.ts';
import { errorTagOf, type ErrorTag } from '../generic/errorTag.ts';

/** Waits for the user to pause typing before asking the server. */
export const DUPLICATE_CHECK_DELAY_MS = 400;

/** A likely existing match as the warning shows it, and what is asked of the server (name, VAT number, e-mail
 * worth asking about; the edited profile left out): the contract's own shapes. */
export type DuplicateMatch = ProfileDuplicate;
export type DuplicateQuery = ProfileDuplicateQuery;

export type DuplicateCheckContext = {
  /** The query being waited on or checked; null when nothing typed is worth asking about. */
  query: DuplicateQuery | null;
  matches: readonly DuplicateMatch[];
  errorTag: ErrorTag | null;
};

/** The form's name, VAT number or e-mail changed; `query` is null when none of them is worth asking about. */
export type DuplicateCheckEvent = { type: 'duplicates.typed'; query: DuplicateQuery | null };

/**
 * The duplicate warning before a profile is created (issue 12 §6): idle until something worth asking is typed →
 * waiting while the user types (each keystroke restarts the pause) → checking (the server's look-up; a newer
 * keystroke cancels it, aborting the request) → matches (shown with links) / none / failed (nothing shown: the
 * warning is advice, never a gate). Clearing the fields goes back to idle.
 */
export const duplicateCheckMachine = setup({
  types: {
    context: {} as DuplicateCheckContext,
    events: {} as DuplicateCheckEvent,
  },
  actors: {
    findDuplicates: fromPromise<readonly DuplicateMatch[], DuplicateQuery>(async () => {
      throw new Error('findDuplicates must be provided by the screen');
    }),
  },
  delays: { debounce: DUPLICATE_CHECK_DELAY_MS },
  guards: {
    isBlank: (_, params: { query: DuplicateQuery | null }) => params.query === null,
    hasMatches: (_, params: { matches: readonly DuplicateMatch[] }) => params.matches.length > 0,
  },
  actions: {
    clearQuery: assign({ query: null, matches: [], errorTag: null }),
    storeQuery: assign((_, params: { query: DuplicateQuery | null }) => ({ query: params.query })),
    storeMatches: assign((_, params: { matches: readonly DuplicateMatch[] }) => ({ matches: params.matches, errorTag: null })),
    storeError: assign((_, params: { error: unknown }) => ({ matches: [], errorTag: errorTagOf(params.error) })),
  },
}).createMachine({
  id: 'duplicateCheck',
  context: { query: null, matches: [], errorTag: null },
  initial: 'idle',
  // Typing is heard in every state: a blank form goes idle, anything else waits for the next pause (re-entering
  // `waiting` restarts its timer; leaving `checking` stops its look-up).
  on: {
    'duplicates.typed': [
      { guard: { type: 'isBlank', params: ({ event }) => ({ query: event.query }) }, target: '.idle', actions: 'clearQuery' },
      { target: '.waiting', reenter: true, actions: { type: 'storeQuery', params: ({ event }) => ({ query: event.query }) } },
    ],
  },
  states: {
    idle: {},
    waiting: {
      after: { debounce: 'checking' },
    },
    checking: {
      invoke: {
        id: 'findDuplicates',
        src: 'findDuplicates',
        input: ({ context }) => context.query ?? {},
        onDone: [
          { guard: { type: 'hasMatches', params: ({ event }) => ({ matches: event.output }) }, target: 'matches', actions: { type: 'storeMatches', params: ({ event }) => ({ matches: event.output }) } },
          { target: 'none', actions: { type: 'storeMatches', params: () => ({ matches: [] }) } },
        ],
        onError: { target: 'failed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    matches: {},
    none: {},
    failed: {},
  },
});

export type DuplicateCheckMachine = typeof duplicateCheckMachine;
