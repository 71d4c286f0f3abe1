import type { CalendarEvent, CalendarEventInput, CalendarEventUpdate } from '../../api/calendarEvents.ts';
import { DEFAULT_EVENT_DURATION_MINUTES } from '../../domain/constants/events.ts';
import { isEventType } from '../../domain/constants/eventTypes.ts';
import { allDayTiming, timingFromStart } from '../../domain/eventTiming.ts';
import type { EventDraft } from './eventEditor.types.ts';
import type { EventSlot } from './eventSlot.ts';

// The editor's draft ↔ the wire event.

export const emptyDraft = (calendarId: number | null, start: string | null): EventDraft => ({
  calendarId,
  summary: '',
  description: '',
  start,
  end: null,
  duration: DEFAULT_EVENT_DURATION_MINUTES,
  allDay: false,
  busy: true,
  private: false,
  type: null,
  status: 'confirmed',
  attendees: [],
});

/**
 * A new event's first values when it was started from a slot of the calendar view: a time gives the default length
 * from there (spec §3), a day the whole of that day; no slot, the empty form.
 */
export const draftAtSlot = (calendarId: number | null, slot: EventSlot | null): EventDraft => {
  const empty = emptyDraft(calendarId, null);
  if (slot === null) return empty;
  if (slot.allDay) return { ...empty, allDay: true, ...allDayTiming(`${slot.day} 00:00:00`, null) };
  return { ...empty, ...timingFromStart(slot.start, empty.duration) };
};

export const draftOf = (event: CalendarEvent): EventDraft => ({
  calendarId: event.calendarId,
  summary: event.summary ?? '',
  description: event.description ?? '',
  start: event.start,
  end: event.end,
  duration: event.duration,
  allDay: event.allDay,
  busy: event.busy,
  private: event.private,
  type: event.type ?? null,
  status: event.status,
  attendees: event.attendees.map((a) => ({ kind: a.kind, id: a.id, name: a.name })),
});

const attendeesOf = (draft: EventDraft) => ({
  profiles: draft.attendees.filter((a) => a.kind === 'profile').map((a) => a.id),
  users: draft.attendees.filter((a) => a.kind === 'user').map((a) => a.id),
});

const typeOf = (draft: EventDraft) => (isEventType(draft.type) ? draft.type : null);

const text = (value: string): string | null => (value.trim() === '' ? null : value.trim());

export const createBody = (draft: EventDraft): CalendarEventInput => ({
  summary: text(draft.summary),
  description: text(draft.description),
  start: draft.start ?? '',
  end: draft.end,
  duration: draft.duration,
  status: draft.status ?? 'confirmed',
  allDay: draft.allDay,
  busy: draft.busy,
  private: draft.private,
  type: typeOf(draft),
  attendees: attendeesOf(draft),
});

/** Only the timing fields that changed go out, so that the server's no-resize rule sees what the user did. */
export const updateBody = (draft: EventDraft, before: EventDraft): CalendarEventUpdate => ({
  summary: text(draft.summary),
  description: text(draft.description),
  ...(draft.start !== null && draft.start !== before.start ? { start: draft.start } : {}),
  ...(draft.end !== null && draft.end !== before.end ? { end: draft.end } : {}),
  ...(draft.allDay !== before.allDay ? { allDay: draft.allDay } : {}),
  busy: draft.busy,
  private: draft.private,
  ...(draft.type !== before.type ? { type: typeOf(draft) } : {}),
  ...(draft.status !== undefined && draft.status !== before.status ? { status: draft.status } : {}),
  attendees: attendeesOf(draft),
});
