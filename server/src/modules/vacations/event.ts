import { and, eq } from 'drizzle-orm';
import type { Schema } from '../../http/operationTypes.ts';
import type { Db } from '../../db/client.ts';
import { calendarEvents } from '../../db/schema/calendars.ts';
import { users } from '../../db/schema/core.ts';
import { ensurePrimaryCalendar } from '../calendars/repository.ts';
import { allDaySpan } from '../events/range.ts';
import { insertEvent, updateEventRow } from '../events/repository.ts';
import { minutesBetween } from './period.ts';
import type { VacationRow } from './repository.ts';

// The calendar event that shows a request (calendar_events.vacation_id) in the requester's primary calendar.
// Its colour follows the request's status (grey while pending, the type's colour once accepted: spec §9); the
// events module reads that status from `vacations`, and the event's own status mirrors it here so calendar
// clients that only read events see the decision too.

const EVENT_STATUS: Readonly<Record<Schema<'VacationStatus'>, Schema<'EventStatus'>>> = {
  pending: 'tentative',
  accepted: 'confirmed',
  modified: 'confirmed',
  rejected: 'cancelled',
};

const eventStatusOf = (status: Schema<'VacationStatus'>): Schema<'EventStatus'> => EVENT_STATUS[status];

/**
 * The stored summary is the requester's name alone, a word in no language: the kind of leave is the event's
 * `type`, and readers get "<kind> – <name>" in their own language (events/present.ts eventSummary, the ICS feed).
 */
async function summaryOf(db: Db, v: VacationRow): Promise<string | null> {
  const [u] = await db.select({ name: users.name }).from(users).where(and(eq(users.tenantId, v.tenantId), eq(users.id, v.userId))).limit(1);
  return u?.name ?? null;
}

/** Creates the request's event, or brings an existing one in line with the request (period, type, status). */
export async function syncVacationEvent(db: Db, v: VacationRow, now: string): Promise<void> {
  // A request covers its days up to 23:59:59; its event, like every all-day event, spans 00:00 → 00:00 of the
  // day after (contract CalendarEvent.all_day), so calendar clients show it on the right days only.
  const span = v.allDay ? allDaySpan(v.start, v.end) : { start: v.start, end: v.end, duration: minutesBetween(v.start, v.end) };
  const fields = {
    summary: await summaryOf(db, v),
    description: v.notes,
    start: span.start,
    end: span.end,
    allDay: v.allDay,
    duration: span.duration,
    status: eventStatusOf(v.status),
    type: v.type,
    typeExtendedDescription: v.typeDescription,
    updatedAt: now,
  };
  const existing = await db
    .select({ id: calendarEvents.id })
    .from(calendarEvents)
    .where(and(eq(calendarEvents.tenantId, v.tenantId), eq(calendarEvents.vacationId, v.id)));
  if (existing.length > 0) {
    for (const e of existing) await updateEventRow(db, v.tenantId, e.id, fields);
    return;
  }
  const calendar = await ensurePrimaryCalendar(db, v.tenantId, v.userId);
  if (!calendar) return;
  await insertEvent(
    db,
    v.tenantId,
    { ...fields, calendarId: calendar.id, busy: true, private: false, vacationId: v.id, createdBy: v.createdBy, createdAt: now },
    // The requester attends: the resource timeline finds vacation events by attendee wherever they are.
    { users: [v.userId] },
  );
}

export async function deleteVacationEvents(db: Db, tenantId: number, vacationId: number): Promise<void> {
  await db.delete(calendarEvents).where(and(eq(calendarEvents.tenantId, tenantId), eq(calendarEvents.vacationId, vacationId)));
}
