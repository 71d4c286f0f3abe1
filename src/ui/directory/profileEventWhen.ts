import type { DateFormatter } from '../../domain/dateFormat.ts';

type EventTimes = { readonly allDay: boolean; readonly start: string; readonly end: string };

/**
 * When an event of a profile's Events tab happens, in the reader's date format (DESIGN §8: through the one date
 * formatter, never by slicing the wire text, which showed "2026-12-09 11:30 – 13:30" in an Italian page). An
 * all-day event shows its first day, as before; a timed one its start and end time, or its end date-time when it
 * ends on another day.
 */
export const profileEventWhen = (event: EventTimes, dates: DateFormatter): string => {
  if (event.allDay) return dates.date(event.start);
  const sameDay = dates.date(event.start) === dates.date(event.end);
  return `${dates.dateTime(event.start)} – ${sameDay ? dates.time(event.end) : dates.dateTime(event.end)}`;
};
