import type { Attendee, EventRow } from './repository.ts';
import { typeDescription } from './types.ts';

// Event rows → wire (contract CalendarEvent, FullcalendarEvent).

/** The views' title of an event without summary (spec §5); never stored. */
export const UNTITLED_EVENT = 'Evento senza titolo';

export type VacationLink = { readonly id: number; readonly status: string };

export type EventContext = {
  readonly viewerId: number;
  readonly calendarOwnerId: number | null;
  readonly attendees: readonly Attendee[];
  readonly vacation: VacationLink | null;
};

/** Private events show their text only to the calendar's owner and to whoever created them. */
export function isMasked(e: EventRow, viewerId: number, calendarOwnerId: number | null): boolean {
  return e.private && calendarOwnerId !== viewerId && e.createdBy !== viewerId;
}

export function presentEvent(e: EventRow, c: EventContext): Record<string, unknown> {
  const masked = isMasked(e, c.viewerId, c.calendarOwnerId);
  return {
    id: e.id,
    calendar_id: e.calendarId,
    summary: masked ? null : e.summary,
    description: masked ? null : e.description,
    start: e.start,
    end: e.end,
    all_day: e.allDay,
    duration: e.duration,
    // A rejected request leaves its event as a record, but the person is not away.
    busy: e.busy && c.vacation?.status !== 'rejected',
    private: e.private,
    status: e.status,
    type: e.type,
    type_description: typeDescription(e.type),
    type_extended_description: masked ? null : e.typeExtendedDescription,
    attendees: c.attendees.map((a) => ({ id: a.id, name: a.name, kind: a.kind })),
    work_id: e.workId,
    task_id: e.taskId,
    vacation_id: e.vacationId,
    vacation: e.vacationId === null ? null : (c.vacation ?? { id: e.vacationId, status: 'pending' }),
    created_at: e.createdAt,
    updated_at: e.updatedAt,
  };
}

export function presentFullcalendarEvent(
  e: EventRow,
  c: EventContext,
  view: { readonly backgroundColor: string; readonly writable: boolean },
): Record<string, unknown> {
  const base = presentEvent(e, c);
  const summary = typeof base.summary === 'string' && base.summary.trim() !== '' ? base.summary : null;
  return {
    ...base,
    title: summary ?? UNTITLED_EVENT,
    background_color: view.backgroundColor,
    editable: view.writable && e.vacationId === null,
  };
}
