import type { DateFormatter } from '../../domain/dateFormat.ts';
import type { SxEventParts } from './scheduleXEvents.ts';

// What a screen reader says for an event of the calendar views. Schedule-X names its all-day boxes ("title date")
// but leaves a timed one in the week and day views, and any event in the month grid, to be read from its content:
// the title and a bare time, without the day. Every event gets the same shape here, in the person's language and
// format: the title, the day in words and, for a timed one, its time range.

type Named = Pick<SxEventParts, 'title' | 'allDay' | 'start' | 'end'>;
type Formats = Pick<DateFormatter, 'dayLong' | 'time'>;

export const eventAccessibleName = (event: Named, dates: Formats): string => {
  const startDay = event.start.slice(0, 10);
  const endDay = event.end.slice(0, 10);
  if (event.allDay) return endDay === startDay ? `${event.title}, ${dates.dayLong(startDay)}` : `${event.title}, ${dates.dayLong(startDay)} – ${dates.dayLong(endDay)}`;
  if (endDay === startDay) return `${event.title}, ${dates.dayLong(startDay)}, ${dates.time(event.start)} – ${dates.time(event.end)}`;
  return `${event.title}, ${dates.dayLong(startDay)} ${dates.time(event.start)} – ${dates.dayLong(endDay)} ${dates.time(event.end)}`;
};
