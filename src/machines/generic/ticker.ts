import { fromCallback, type EventObject } from 'xstate';
import { wallClockNow } from './wallClockNow.ts';

export type ClockTick = { type: 'clock.tick'; now: string };

export type TickerInput = { timeZone: string; intervalMs?: number };

/** Sends `clock.tick` with the tenant's wall-clock time every second while invoked (live timers). */
export const ticker = fromCallback<EventObject, TickerInput>(({ input, sendBack }) => {
  const tick = () => sendBack({ type: 'clock.tick', now: wallClockNow(input.timeZone) } satisfies ClockTick);
  const handle = setInterval(tick, input.intervalMs ?? 1000);
  return () => clearInterval(handle);
});
