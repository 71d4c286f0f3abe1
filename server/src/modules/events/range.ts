import { isWireDateTime, wallClockSeconds } from '../../../../src/domain/dateTime.ts';
import { addMinutesToWallClock } from '../../time.ts';

// Start/end/duration rules of events (contract createCalendarEvent / updateCalendarEvent, spec §4): pure, so the
// handlers and the task module share them and tests can check them without a database.

export const DEFAULT_DURATION_MINUTES = 30;

/** Whole minutes from `start` to `end` on the wall clock (negative when `end` is before `start`). */
export function minutesBetween(start: string, end: string): number {
  const a = wallClockSeconds(start);
  const b = wallClockSeconds(end);
  if (a === null || b === null) return 0;
  return Math.floor((b - a) / 60);
}

/** Whether wall-clock `end` is strictly before `start` (same format, so string order is time order). */
export const endsBeforeStart = (start: string, end: string): boolean => end < start;

export type Span = { readonly start: string; readonly end: string; readonly duration: number };

/** `OutOfRange`: the end falls after 9999-12-31 23:59:59 or the duration does not fit its integer column. */
export type SpanError = { readonly _tag: 'EndBeforeStart' } | { readonly _tag: 'OutOfRange' };

const MAX_DURATION_MINUTES = 2_147_483_647;

// Each date-time of the request is a real one (the contract checks it); what the server derives from them (an end
// 30 minutes after 9999-12-31 23:59:30, a duration of 4,000 years in minutes) may still not be storable.
const storable = (span: Span): Span | SpanError =>
  isWireDateTime(span.end) && Math.abs(span.duration) <= MAX_DURATION_MINUTES ? span : { _tag: 'OutOfRange' };

/** A new event's span: `end` wins over `duration`; without `end`, `start` + `duration` (default 30 minutes). */
export function newSpan(start: string, end: string | null | undefined, duration: number | undefined): Span | SpanError {
  if (end !== null && end !== undefined) {
    if (endsBeforeStart(start, end)) return { _tag: 'EndBeforeStart' };
    return storable({ start, end, duration: minutesBetween(start, end) });
  }
  const minutes = duration ?? DEFAULT_DURATION_MINUTES;
  return storable({ start, end: addMinutesToWallClock(start, minutes), duration: minutes });
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
    return storable({ start, end: change.end, duration: minutesBetween(start, change.end) });
  }
  const duration = change.duration ?? current.duration;
  if (change.start === undefined && change.duration === undefined) return current;
  return storable({ start, end: addMinutesToWallClock(start, duration), duration });
}

export const isSpanError = (x: Span | SpanError): x is SpanError => '_tag' in x;

/** Whether a change would move or resize the event (refused for vacation events). */
export const resizes = (current: Span, next: Span): boolean =>
  current.start !== next.start || current.end !== next.end || current.duration !== next.duration;


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
