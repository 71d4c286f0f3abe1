import { assign, fromPromise, setup } from 'xstate';
import type { SearchGroup } from '../../api/search.ts';
import { errorTagOf, type ErrorTag } from '../generic/errorTag.ts';

/** Waits for a pause in typing before asking the server (local actions filter at once). */
export const PALETTE_SEARCH_DELAY_MS = 200;
/** The server ignores shorter words; asking for less would only cost a request. */
export const PALETTE_MIN_QUERY = 2;

export type CommandPaletteContext = {
  /** What is typed in the palette (also filters its actions and destinations, in the view). */
  query: string;
  groups: readonly SearchGroup[];
  errorTag: ErrorTag | null;
};

export type CommandPaletteEvent =
  | { type: 'palette.open' }
  | { type: 'palette.close' }
  | { type: 'palette.typed'; query: string }
  | { type: 'palette.retry' };

/** Whether the server is worth asking: a word of two characters or more. */
export const isSearchable = (query: string): boolean => query.trim().split(/\s+/).some((w) => [...w].length >= PALETTE_MIN_QUERY);

/**
 * The command palette (issue 22): closed → open; while open, typing waits for a pause (each keystroke restarts it)
 * → searching (a newer keystroke aborts the request) → results / empty / failed (Try again). Too little typed goes
 * back to idle, where only the palette's actions show. Closing forgets the query and the hits.
 */
export const commandPaletteMachine = setup({
  types: {
    context: {} as CommandPaletteContext,
    events: {} as CommandPaletteEvent,
  },
  actors: {
    searchRecords: fromPromise<readonly SearchGroup[], { query: string }>(async () => {
      throw new Error('searchRecords must be provided by the view');
    }),
  },
  delays: { searchPause: PALETTE_SEARCH_DELAY_MS },
  guards: {
    isUnsearchable: (_, params: { query: string }) => !isSearchable(params.query),
    hasHits: (_, params: { groups: readonly SearchGroup[] }) => params.groups.some((g) => g.hits.length > 0),
  },
  actions: {
    clearQuery: assign({ query: '', groups: [], errorTag: null }),
    storeQuery: assign((_, params: { query: string }) => ({ query: params.query })),
    forgetHits: assign({ groups: [], errorTag: null }),
    storeHits: assign((_, params: { groups: readonly SearchGroup[] }) => ({ groups: params.groups, errorTag: null })),
    storeError: assign((_, params: { error: unknown }) => ({ groups: [], errorTag: errorTagOf(params.error) })),
  },
}).createMachine({
  id: 'commandPalette',
  context: { query: '', groups: [], errorTag: null },
  initial: 'closed',
  states: {
    closed: {
      on: { 'palette.open': 'open' },
    },
    open: {
      initial: 'idle',
      on: {
        'palette.close': { target: 'closed', actions: 'clearQuery' },
        // Re-entering `waiting` restarts its timer; leaving `searching` stops its request.
        'palette.typed': [
          {
            guard: { type: 'isUnsearchable', params: ({ event }) => ({ query: event.query }) },
            target: '.idle',
            actions: [{ type: 'storeQuery', params: ({ event }) => ({ query: event.query }) }, 'forgetHits'],
          },
          { target: '.waiting', reenter: true, actions: { type: 'storeQuery', params: ({ event }) => ({ query: event.query }) } },
        ],
      },
      states: {
        idle: {},
        waiting: {
          after: { searchPause: 'searching' },
        },
        searching: {
          invoke: {
            id: 'searchRecords',
            src: 'searchRecords',
            input: ({ context }) => ({ query: context.query }),
            onDone: [
              { guard: { type: 'hasHits', params: ({ event }) => ({ groups: event.output }) }, target: 'results', actions: { type: 'storeHits', params: ({ event }) => ({ groups: event.output }) } },
              { target: 'empty', actions: { type: 'storeHits', params: () => ({ groups: [] }) } },
            ],
            onError: { target: 'failed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        results: {},
        empty: {},
        failed: {
          on: { 'palette.retry': 'searching' },
        },
      },
    },
  },
});

export type CommandPaletteMachine = typeof commandPaletteMachine;
