import type { Language } from '../../../../src/domain/constants/languages.ts';
import type { Schema } from '../../http/operationTypes.ts';
import { message } from '../../i18n/message.ts';
import { renderMessage } from '../../i18n/render.ts';
import type { Attendee, EventRow } from './repository.ts';
import { TASK_EVENT_PREFIX, typeDescription, vacationEventTitle } from './types.ts';

// Event rows → wire (contract CalendarEvent, FullcalendarEvent), worded for the reader.

/** The views' title of an event without summary (spec §5: 'Evento senza titolo'); never stored. */
export const untitledEvent = (language: Language): string => renderMessage(message('events.untitled'), language);

/**
 * The text an event reads as: a leave request's event words its kind and requester (the row keeps only the name),
 * a task's event its 'Costo ' prefix (stored as spec §4 says), any other its own summary.
 */
export function eventSummary(e: Pick<EventRow, 'summary' | 'type' | 'vacationId' | 'taskId'>, language: Language): string | null {
  if (e.vacationId !== null) return vacationEventTitle(e.type, e.summary, language) || null;
  if (e.taskId !== null && e.summary?.startsWith(TASK_EVENT_PREFIX)) {
    return renderMessage(message('events.taskCost', { summary: e.summary.slice(TASK_EVENT_PREFIX.length) }), language);
  }
  return e.summary;
}

export type VacationLink = { readonly id: number; readonly status: string };

export type EventContext = {
  readonly viewerId: number;
  readonly language: Language;
  readonly calendarOwnerId: number | null;
  readonly attendees: readonly Attendee[];
  readonly vacation: VacationLink | null;
};

/** Private events show their text only to the calendar's owner and to whoever created them. */
export function isMasked(e: EventRow, viewerId: number, calendarOwnerId: number | null): boolean {
  return e.private && calendarOwnerId !== viewerId && e.createdBy !== viewerId;
}

export function presentEvent(e: EventRow, c: EventContext): Schema<'CalendarEvent'> {
  const masked = isMasked(e, c.viewerId, c.calendarOwnerId);
  return {
    id: e.id,
    calendar_id: e.calendarId,
    summary: masked ? null : eventSummary(e, c.language),
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
    type_description: typeDescription(e.type, c.language),
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
): Schema<'FullcalendarEvent'> {
  const base = presentEvent(e, c);
  const summary = typeof base.summary === 'string' && base.summary.trim() !== '' ? base.summary : null;
  return {
    ...base,
    title: summary ?? untitledEvent(c.language),
    background_color: view.backgroundColor,
    editable: view.writable && e.vacationId === null,
  };
}
