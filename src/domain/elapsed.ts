import { parseWallClock, type WallClock } from './dateTime.ts';

// Date.UTC is used as plain calendar arithmetic (UTC has no daylight-saving jumps): both ends are wall-clock
// readings of the same zone, so their difference is the time a person watching that clock saw pass.
const linearSeconds = (parts: WallClock): number =>
  Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second) / 1000;

/** Seconds from `start` to `end` (never negative; 0 when either is not a wall-clock text). */
export const secondsBetween = (start: string, end: string): number => {
  const from = parseWallClock(start);
  const to = parseWallClock(end);
  return from === null || to === null ? 0 : Math.max(0, linearSeconds(to) - linearSeconds(from));
};

/** `H:MM:SS` (hours grow past 24: a task can run for days). */
export const formatElapsed = (totalSeconds: number): string => {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  return `${hours}:${String(minutes).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
};

/** Tracked seconds of a task plus, while it runs, the stretch since `startedAt` on the wall clock `now`. */
export const elapsedSeconds = (task: { readonly status: string; readonly trackedSeconds: number; readonly startedAt: string | null }, now: string): number =>
  task.trackedSeconds + (task.status === 'started' && task.startedAt !== null ? secondsBetween(task.startedAt, now) : 0);

/**
 * A work's total time on the wall clock `now`: its tasks' finished runs plus, for each task running now, the stretch
 * since its run began (`runningSince`, the API's `running_since`). The answer carries the starts, not a total, so a
 * kept answer never shows a stale one.
 */
export const workElapsedSeconds = (work: { readonly trackedSeconds: number; readonly runningSince?: readonly string[] }, now: string): number =>
  (work.runningSince ?? []).reduce((total, since) => total + secondsBetween(since, now), work.trackedSeconds);
