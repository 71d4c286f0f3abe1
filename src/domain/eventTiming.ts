import { DEFAULT_EVENT_DURATION_MINUTES } from './constants/events.ts';
import { addDays, addMinutes, minutesBetween, startOfDay } from './dateTime.ts';

// Spec §4: changing an event's start moves its end so the duration is kept; changing the end
// recomputes the duration. All values are wall-clock `YYYY-MM-DD HH:mm:ss` texts (see dateTime.ts).

export type EventTiming = {
  readonly start: string;
  readonly end: string;
  readonly duration: number;
};

/** The timing of a new event starting at `start`, lasting the default 30 minutes (spec §9). */
export const timingFromStart = (start: string, duration = DEFAULT_EVENT_DURATION_MINUTES): EventTiming => ({
  start,
  end: addMinutes(start, duration),
  duration,
});

/** New start: the end follows it and the duration stays. */
export const moveStart = (timing: EventTiming, start: string): EventTiming => ({
  start,
  end: addMinutes(start, timing.duration),
  duration: timing.duration,
});

/** New end: the start stays and the duration is recomputed. */
export const moveEnd = (timing: EventTiming, end: string): EventTiming => ({
  start: timing.start,
  end,
  duration: minutesBetween(timing.start, end),
});

/**
 * Where the calendar view draws the end of an all-day event (spec §9): at the start of the day after its
 * last day, because calendar views treat the end as exclusive.
 */
export const allDayDisplayEnd = (lastDay: string): string => addDays(startOfDay(lastDay), 1);

/**
 * An all-day event's timing (the server's rule, server/src/modules/events/range.ts): from 00:00 of its first day to
 * 00:00 of the day after its last day. An `end` already at 00:00 after the start is that exclusive end; any other
 * end names the last day; none (or one before the start) means one day.
 */
export const allDayTiming = (start: string, end: string | null): EventTiming => {
  const first = startOfDay(start);
  const exclusiveEnd =
    end === null || end.slice(0, 10) < first.slice(0, 10) ? addDays(first, 1) : end.slice(11) === '00:00:00' && end > first ? end : addDays(startOfDay(end), 1);
  return { start: first, end: exclusiveEnd, duration: minutesBetween(first, exclusiveEnd) };
};
