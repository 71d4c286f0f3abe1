import { clockMachine, type ClockInput } from './clock.machine.ts';
import { wallClockNow } from './wallClockNow.ts';

// The wall clock bound to the world it reads (issue 32): the machine ticks with the real ticker, and starts at now
// on the tenant's wall clock. A test starts the machine with a stubbed ticker and a fixed `now` instead.

export const clockLogic = clockMachine;

/** The clock's input for a time zone: now, on that zone's wall clock (`YYYY-MM-DD HH:mm:ss`). */
export const clockInput = (timeZone: string, now: Date = new Date()): ClockInput => ({ timeZone, now: wallClockNow(timeZone, now) });
