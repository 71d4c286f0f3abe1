import { wallClockSeconds } from '../../../../src/domain/dateTime.ts';

// Day boundaries of the `from` / `to` filters and the current year, on wall-clock strings (no zone conversion).

export const currentYear = (now: string): number => Number(now.slice(0, 4));

/** The first moment of a `YYYY-MM-DD` day. */
export const dayStart = (date: string): string => `${date} 00:00:00`;

/** The last whole second of a `YYYY-MM-DD` day (date-times are stored to the second). */
export const dayEnd = (date: string): string => `${date} 23:59:59`;

/** Whole minutes between two wall-clock strings (for the linked event's duration). */
export function minutesBetween(start: string, end: string): number {
  // The shared calendar arithmetic (src/domain/dateTime.ts): Date.UTC would read year 1 as 1901.
  const ms = (w: string): number => (wallClockSeconds(w) ?? 0) * 1000;
  return Math.max(0, Math.round((ms(end) - ms(start)) / 60_000));
}
