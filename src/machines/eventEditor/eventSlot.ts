import { formatWallClock, formatWallClockDate, formatWallClockTime, parseWallClock } from '../../domain/dateTime.ts';

// A new event started where the person clicked in the calendar view: a time of the week or day view (a timed event
// there), or a day of the month view or the all-day row (an all-day event on that day). The view hands it to the
// editor in the address, as wall-clock times of the tenant (spec §9), so a reload or a shared link opens the same:
//   /calendar/events/create?start=2026-11-30T09:00
//   /calendar/events/create?start=2026-11-30&allDay=true

export type EventSlot =
  | { readonly allDay: false; /** `YYYY-MM-DD HH:mm:ss` */ readonly start: string }
  | { readonly allDay: true; /** `YYYY-MM-DD` */ readonly day: string };

export const EVENT_CREATE_PATH = '/calendar/events/create';

/** The create screen's address for a slot. */
export const slotAddress = (slot: EventSlot): string => {
  if (slot.allDay) return `${EVENT_CREATE_PATH}?start=${slot.day}&allDay=true`;
  const parts = parseWallClock(slot.start);
  // Minutes are what the view gives; the seconds of the wire would only lengthen the address.
  return parts === null ? EVENT_CREATE_PATH : `${EVENT_CREATE_PATH}?start=${formatWallClockDate(parts)}T${formatWallClockTime(parts)}`;
};

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(?::\d{2})?$/;

/**
 * The slot an address asks for, or null when it asks for none or for one that is not a real day or time (a hand-made
 * or damaged link): then the form opens empty. `start` is a date-time for a timed event; with `allDay=true`, a date
 * (a time after it is ignored: the event takes the whole day).
 */
export const slotOfSearch = (search: string | URLSearchParams): EventSlot | null => {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const start = params.get('start')?.trim() ?? '';
  const allDay = params.get('allDay') === 'true';
  if (!DATE_ONLY.test(start) && !DATE_TIME.test(start)) return null;
  const parts = parseWallClock(start);
  if (parts === null) return null;
  if (allDay) return { allDay: true, day: formatWallClockDate(parts) };
  return DATE_TIME.test(start) ? { allDay: false, start: formatWallClock(parts) } : null;
};

/** The grid's step: a click inside a quarter of an hour starts the event at its beginning, as drags snap (15 minutes). */
export const SLOT_MINUTES = 15;

/** The timed slot a click at the wall-clock `dateTime` picks (its quarter of an hour), or null for no real time. */
export const slotAtTime = (dateTime: string): EventSlot | null => {
  const parts = parseWallClock(dateTime);
  if (parts === null) return null;
  return { allDay: false, start: formatWallClock({ ...parts, minute: parts.minute - (parts.minute % SLOT_MINUTES), second: 0 }) };
};

/** The all-day slot of a day the person clicked (`YYYY-MM-DD`), or null for no real day. */
export const slotOnDay = (day: string): EventSlot | null => {
  const parts = DATE_ONLY.test(day) ? parseWallClock(day) : null;
  return parts === null ? null : { allDay: true, day: formatWallClockDate(parts) };
};
