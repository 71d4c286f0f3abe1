import type { ClockInput } from './clock.machine.ts';

// What a screen shows of the wall clock, from a snapshot alone (pure, tested without React): the time now. The
// clock takes no event from the view (it ticks by itself).

type Snapshot = { readonly context: ClockInput };

export type ClockView = {
  /** Now on the tenant's wall clock (`YYYY-MM-DD HH:mm:ss`). */
  readonly now: string;
};

export const connectClock = (snapshot: Snapshot): ClockView => ({ now: snapshot.context.now });
