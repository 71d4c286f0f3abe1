import { assign, fromPromise, setup } from 'xstate';

/** A small machine with every shape the introspection must read: nesting, parallel regions, guards, always, after, invoke. */
export const sampleMachine = setup({
  types: { context: {} as { count: number }, events: {} as { type: 'go' } | { type: 'tick' } | { type: 'reset' } },
  actors: { fetchThing: fromPromise(async () => 1) },
  guards: { isBig: ({ context }) => context.count > 1 },
  actions: { increment: assign(({ context }) => ({ count: context.count + 1 })), announce: () => undefined },
  delays: { shortWait: 10 },
}).createMachine({
  id: 'sample',
  context: { count: 0 },
  initial: 'idle',
  on: { reset: { target: '.idle', actions: 'announce' } },
  states: {
    idle: {
      on: {
        go: [{ guard: 'isBig', target: 'busy' }, { target: 'deciding', actions: 'increment' }],
        tick: { actions: 'increment' },
      },
    },
    deciding: { always: [{ guard: 'isBig', target: 'busy' }, { target: 'idle' }] },
    busy: {
      type: 'parallel',
      entry: 'announce',
      states: {
        left: { initial: 'fetching', states: { fetching: { invoke: { id: 'fetchThing', src: 'fetchThing', onDone: 'done', onError: 'failed' } }, failed: {}, done: { type: 'final' } } },
        right: { initial: 'waiting', states: { waiting: { after: { shortWait: 'done' } }, done: { type: 'final' } } },
      },
      onDone: 'finished',
    },
    finished: { type: 'final' },
  },
});
