import { assign, setup } from 'xstate';
import { ticker, type ClockTick, type TickerInput } from './ticker.ts';

export type ClockInput = { timeZone: string; now: string };

/** A wall clock that ticks every second: lists of live timers read `now` from it. */
export const clockMachine = setup({
  types: { context: {} as ClockInput, events: {} as ClockTick, input: {} as ClockInput },
  actors: { ticker },
  actions: { setNow: assign((_, params: { now: string }) => ({ now: params.now })) },
}).createMachine({
  id: 'clock',
  context: ({ input }) => input,
  invoke: { src: 'ticker', input: ({ context }): TickerInput => ({ timeZone: context.timeZone }) },
  on: { 'clock.tick': { actions: { type: 'setNow', params: ({ event }) => ({ now: event.now }) } } },
});
