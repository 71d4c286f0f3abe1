import { addMinutesToWallClock } from '../../time.ts';

// A section login is valid for 10 minutes (spec §9): valid_until = logged_in_at + 10 minutes, in wall-clock time.

export const SECTION_ACCESS_MINUTES = 10;

export const validUntil = (loggedInAt: string): string => addMinutesToWallClock(loggedInAt, SECTION_ACCESS_MINUTES);

/** Wall-clock strings of one format compare correctly as text. */
export const isValidAt = (loggedInAt: string, now: string): boolean => now < validUntil(loggedInAt);
