import { addSeconds, parseWallClock, wallClockSeconds } from '../../../../src/domain/dateTime.ts';

// A section login is valid for 10 minutes (spec §4, §9): the server's `sectionAccessWindowSeconds`, 600 unless
// SECTION_ACCESS_WINDOW_SECONDS says otherwise. valid_until = logged_in_at + the window, in wall-clock time.

export const SECTION_ACCESS_MINUTES = 10;

/** `loggedInAt` plus the window; a text that is not a wall-clock date-time comes back unchanged. */
export const validUntil = (loggedInAt: string, windowSeconds: number): string =>
  parseWallClock(loggedInAt) === null ? loggedInAt : addSeconds(loggedInAt, windowSeconds);

/** Wall-clock strings of one format compare correctly as text. */
export const isValidAt = (loggedInAt: string, now: string, windowSeconds: number): boolean => now < validUntil(loggedInAt, windowSeconds);

/** Whole seconds left at `now`, 0 once the window has passed: the browser counts down from it with its own clock. */
export const remainingSeconds = (loggedInAt: string, now: string, windowSeconds: number): number => {
  const until = wallClockSeconds(validUntil(loggedInAt, windowSeconds));
  const at = wallClockSeconds(now);
  return until === null || at === null ? 0 : Math.max(0, until - at);
};
