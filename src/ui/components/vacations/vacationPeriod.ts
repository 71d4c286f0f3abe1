import type { Vacation } from '../../../api/vacations.ts';
import type { DateFormatter } from '../../../domain/dateFormat.ts';

/** A request's period in words: days for whole-day requests (never 23:59:59), times for part-day ones. */
export const periodText = (dates: DateFormatter, v: Pick<Vacation, 'start' | 'end' | 'allDay'>): string => {
  if (v.allDay) return v.start.slice(0, 10) === v.end.slice(0, 10) ? dates.date(v.start) : `${dates.date(v.start)} – ${dates.date(v.end)}`;
  if (v.start.slice(0, 10) === v.end.slice(0, 10)) return `${dates.date(v.start)} ${dates.time(v.start)}–${dates.time(v.end)}`;
  return `${dates.dateTime(v.start)} – ${dates.dateTime(v.end)}`;
};
