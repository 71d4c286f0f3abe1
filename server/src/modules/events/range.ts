import { addMinutesToWallClock } from '../../time.ts';

// Start/end/duration rules of events (contract createCalendarEvent / updateCalendarEvent, spec §4): pure, so the
// handlers and the task module share them and tests can check them without a database.

export const DEFAULT_DURATION_MINUTES = 30;

const WALL = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/** Milliseconds of a wall-clock string as if it were UTC: only differences are used, never the instant itself. */
function naiveMillis(wall: string): number | null {
  const m = WALL.exec(wall);
  if (!m) return null;
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6]));
}

/** Whole minutes from `start` to `end` on the wall clock (negative when `end` is before `start`). */
export function minutesBetween(start: string, end: string): number {
  const a = naiveMillis(start);
  const b = naiveMillis(end);
  if (a === null || b === null) return 0;
  return Math.floor((b - a) / 60_000);
}

/** Whether wall-clock `end` is strictly before `start` (same format, so string order is time order). */
export const endsBeforeStart = (start: string, end: string): boolean => end < start;

export type Span = { readonly start: string; readonly end: string; readonly duration: number };

export type SpanError = { readonly _tag: 'EndBeforeStart' };

/** A new event's span: `end` wins over `duration`; without `end`, `start` + `duration` (default 30 minutes). */
export function newSpan(start: string, end: string | null | undefined, duration: number | undefined): Span | SpanError {
  if (end !== null && end !== undefined) {
    if (endsBeforeStart(start, end)) return { _tag: 'EndBeforeStart' };
    return { start, end, duration: minutesBetween(start, end) };
  }
  const minutes = duration ?? DEFAULT_DURATION_MINUTES;
  return { start, end: addMinutesToWallClock(start, minutes), duration: minutes };
}

export type SpanChange = { readonly start?: string; readonly end?: string; readonly duration?: number };

/**
 * An existing event's span after a partial change: `start` alone keeps the duration (the end moves), `end`
 * recomputes the duration, `duration` alone moves the end.
 */
export function changedSpan(current: Span, change: SpanChange): Span | SpanError {
  const start = change.start ?? current.start;
  if (change.end !== undefined) {
    if (endsBeforeStart(start, change.end)) return { _tag: 'EndBeforeStart' };
    return { start, end: change.end, duration: minutesBetween(start, change.end) };
  }
  const duration = change.duration ?? current.duration;
  if (change.start === undefined && change.duration === undefined) return current;
  return { start, end: addMinutesToWallClock(start, duration), duration };
}

export const isSpanError = (x: Span | SpanError): x is SpanError => '_tag' in x;

/** Whether a change would move or resize the event (refused for vacation events). */
export const resizes = (current: Span, next: Span): boolean =>
  current.start !== next.start || current.end !== next.end || current.duration !== next.duration;

/** Types whose events keep their length (spec §4): vacation and permission types, linked to a request or not. */
export const FIXED_LENGTH_TYPES: ReadonlySet<string> = new Set(['vacation', 'permission', 'vacations_and_permissions']);

export const hasFixedLength = (type: string | null | undefined): boolean => type !== null && type !== undefined && FIXED_LENGTH_TYPES.has(type);

/** Whether a change alters the length of the event (moving it keeps the length). */
export const changesLength = (current: Span, next: Span): boolean => current.duration !== next.duration;

const MINUTES_PER_DAY = 24 * 60;

/**
 * An all-day event's span (contract CalendarEvent.all_day): from 00:00 of its first day to 00:00 of the day after
 * its last day. An `end` already at 00:00 after the start is taken as that exclusive end; any other `end` names
 * the last day; no `end` means one day.
 */
export function allDaySpan(start: string, end: string | null | undefined): Span {
  const first = `${start.slice(0, 10)} 00:00:00`;
  let exclusiveEnd: string;
  if (end === null || end === undefined || end.slice(0, 10) < first.slice(0, 10)) exclusiveEnd = addMinutesToWallClock(first, MINUTES_PER_DAY);
  else if (end.slice(11) === '00:00:00' && end > first) exclusiveEnd = end;
  else exclusiveEnd = addMinutesToWallClock(`${end.slice(0, 10)} 00:00:00`, MINUTES_PER_DAY);
  return { start: first, end: exclusiveEnd, duration: minutesBetween(first, exclusiveEnd) };
}
