import { eventColour } from '../../domain/eventColour.ts';
import type { FullcalendarEvent } from './calendarTypes.ts';
import { textOn } from '../../domain/textOn.ts';

// Server events → Schedule-X events. Colours follow spec §9 (eventColour.ts, the same values as the `event.*` Panda
// tokens); Schedule-X colours events by "calendar", so each colour becomes one of its calendars.

type SxColours = { main: string; container: string; onContainer: string };

export type SxColourCalendar = { colorName: string; lightColors: SxColours; darkColors: SxColours };

export type SxEventParts = {
  readonly id: string;
  readonly title: string;
  readonly colourKey: string;
  readonly allDay: boolean;
  /** Wall-clock `YYYY-MM-DD HH:mm:ss` (timed) or `YYYY-MM-DD` (all-day: the last day shown, inclusive). */
  readonly start: string;
  readonly end: string;
  readonly calendarId: number;
  readonly eventId: number;
  readonly editable: boolean;
};

export const colourKey = (hex: string): string => `c${hex.replace('#', '').toLowerCase()}`;

export const colourCalendar = (hex: string): SxColourCalendar => ({
  colorName: colourKey(hex),
  lightColors: { main: hex, container: hex, onContainer: textOn(hex) },
  // The spec's colours stay the same in the dark theme (the legend shows them too); the text keeps its contrast.
  darkColors: { main: hex, container: hex, onContainer: textOn(hex) },
});

const dayBefore = (day: string): string => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
};

/**
 * The last day an all-day event covers. The server stores all-day events up to 00:00 of the next day (spec §9: they
 * end one day later at start of day); Schedule-X wants the last day itself.
 */
export const allDayLastDay = (start: string, end: string): string => {
  const startDay = start.slice(0, 10);
  const endDay = end.slice(0, 10);
  if (end.slice(11) === '00:00:00' && endDay > startDay) return dayBefore(endDay);
  return endDay < startDay ? startDay : endDay;
};

/**
 * A rejected leave request's event (issue 30 point 6): the page's white with a red edge and dark text, never the
 * type's fill an approved one has; its title also says "Rejected" (toSxParts), so the cue is not colour alone.
 */
export const REJECTED_SX_CALENDAR: SxColourCalendar = {
  colorName: 'vacationRejected',
  lightColors: { main: '#b91c1c', container: '#ffffff', onContainer: '#111111' },
  darkColors: { main: '#f87171', container: '#1f1f1f', onContainer: '#f5f5f5' },
};

/** The national holidays and the patron saint: a quiet all-day band, read-only, never opened (issue 30 point 3). */
export const HOLIDAY_SX_CALENDAR: SxColourCalendar = {
  colorName: 'holiday',
  lightColors: { main: '#6b7280', container: '#eef0f3', onContainer: '#111111' },
  darkColors: { main: '#9ca3af', container: '#2a2d33', onContainer: '#f5f5f5' },
};

/** Days from `start` to `end` (wall-clock texts, inclusive by day). */
const daysBetween = (start: string, end: string): string[] => {
  const days: string[] = [];
  for (let d = new Date(`${start.slice(0, 10)}T00:00:00Z`); d.toISOString().slice(0, 10) <= end.slice(0, 10); d.setUTCDate(d.getUTCDate() + 1)) days.push(d.toISOString().slice(0, 10));
  return days;
};

/** The holidays of a range as all-day parts titled by `label`; calendar and event 0 mark them as no record's. */
export const holidayParts = <Key extends string>(range: { readonly start: string; readonly end: string }, holidayOf: (day: string) => Key | null, label: (key: Key) => string): SxEventParts[] =>
  daysBetween(range.start, range.end).flatMap((day) => {
    const key = holidayOf(day);
    return key === null ? [] : [{ id: `holiday-${day}`, title: label(key), colourKey: HOLIDAY_SX_CALENDAR.colorName, allDay: true, start: day, end: day, calendarId: 0, eventId: 0, editable: false }];
  });

/** What the view needs of an event: a listed one, or one just saved (which the server does not flag `editable`). */
export type ViewableEvent = Pick<FullcalendarEvent, 'id' | 'calendarId' | 'summary' | 'type' | 'vacation' | 'allDay' | 'start' | 'end' | 'editable'>;

export const toSxParts = (
  event: ViewableEvent,
  context: { readonly untitled: string; readonly companyCalendarIds: ReadonlySet<number>; readonly rejected?: string },
): SxEventParts => {
  const summary = event.summary?.trim() ?? '';
  const rejected = event.vacation?.status === 'rejected';
  const colour = eventColour(
    { type: event.type, vacation: event.vacation },
    { isCompanyCalendar: context.companyCalendarIds.has(event.calendarId), calendarColour: null },
  );
  return {
    id: String(event.id),
    title: `${rejected && context.rejected ? `${context.rejected}: ` : ''}${summary === '' ? context.untitled : summary}`,
    colourKey: rejected ? REJECTED_SX_CALENDAR.colorName : colourKey(colour),
    allDay: event.allDay,
    start: event.allDay ? event.start.slice(0, 10) : event.start,
    end: event.allDay ? allDayLastDay(event.start, event.end) : event.end,
    calendarId: event.calendarId,
    eventId: event.id,
    editable: event.editable,
  };
};
