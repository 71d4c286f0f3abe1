import type { Db } from '../../db/client.ts';
import type { AuthUser, TenantInfo } from '../../http/context.ts';
import {
  conflict,
  created,
  forbidden,
  invalid,
  invalidField,
  noContent,
  notFound,
  ok,
  paged,
  type Failure,
  type HandlerMap,
} from '../../http/handler.ts';
import { mayWriteEvents } from '../calendars/access.ts';
import { findCalendar, type CalendarRow } from '../calendars/repository.ts';
import { presentEvents, presentOneEvent } from './load.ts';
import { hasFixedLength } from '../../../../src/domain/fixedLengthTypes.ts';
import { allDaySpan, changedSpan, changesLength, isSpanError, newSpan, resizes, type SpanChange } from './range.ts';
import { eventReferenceErrors } from './references.ts';
import { dateTimeParam, message } from '../../i18n/message.ts';
import { END_BEFORE_START } from '../recordMessages.ts';
import { deleteEventRow, findEvent, insertEvent, listEvents, moveEventRow, replaceAttendees, updateEventRow, type EventPatch } from './repository.ts';

// Events of one calendar: list, create, read, update, delete, move (contract tag `events`).

export const CANNOT_RESIZE_VACATION = message('events.vacationNotResizable');
export const CANNOT_DELETE_VACATION = message('events.vacationNotDeletable');
export const VACATION_EVENT_FOLLOWS_REQUEST = message('events.followsRequest');
const END_OUT_OF_RANGE = message('events.endOutOfRange', { limit: dateTimeParam('9999-12-31 23:59:59') });

/** The calendar named in the path, writable by the user (404 before 403, so ids of other tenants stay unknown). */
async function writableCalendar(db: Db, tenant: TenantInfo, user: AuthUser, id: number): Promise<CalendarRow | Failure> {
  const cal = await findCalendar(db, tenant.id, id);
  if (!cal) return notFound();
  if (!(await mayWriteEvents(db, tenant, user, cal))) return forbidden(message('events.calendarNotWritable'));
  return cal;
}

const isCalendar = (x: CalendarRow | Failure): x is CalendarRow => 'tenantId' in x;

export const handlers = {
  listCalendarEvents: async (ctx) => {
    const { start, end, attendee } = ctx.query;
    if (start !== undefined && end !== undefined && end < start) return invalidField('end', END_BEFORE_START);
    const cal = await findCalendar(ctx.db, ctx.tenant.id, ctx.params.id);
    if (!cal) return notFound();
    const page = ctx.page();
    const { rows, total } = await listEvents(ctx.db, ctx.tenant.id, { calendarIds: [cal.id], start, end, attendeeProfileId: attendee }, page.limit, page.offset);
    return paged(await presentEvents(ctx.db, ctx.tenant.id, rows, ctx.user.id, ctx.language), page.meta(total));
  },

  createCalendarEvent: async (ctx) => {
    const b = ctx.body;
    const cal = await writableCalendar(ctx.db, ctx.tenant, ctx.user, ctx.params.id);
    if (!isCalendar(cal)) return cal;
    if (b.end !== null && b.end !== undefined && b.end < b.start) return invalidField('end', END_BEFORE_START);
    const span = b.all_day === true ? allDaySpan(b.start, b.end) : newSpan(b.start, b.end, b.duration);
    if (isSpanError(span)) return invalidField('end', span._tag === 'EndBeforeStart' ? END_BEFORE_START : END_OUT_OF_RANGE);
    const refs = await eventReferenceErrors(ctx.db, ctx.tenant.id, b);
    if (refs) return invalid(refs);
    const now = ctx.now();
    const row = await ctx.db.transaction(async (tx) =>
      insertEvent(
        tx,
        ctx.tenant.id,
        {
          calendarId: cal.id,
          summary: b.summary ?? null,
          description: b.description ?? null,
          start: span.start,
          end: span.end,
          duration: span.duration,
          allDay: b.all_day ?? false,
          busy: b.busy ?? true,
          private: b.private ?? false,
          status: b.status ?? 'confirmed',
          type: b.type ?? null,
          typeExtendedDescription: b.type_extended_description ?? null,
          workId: b.work_id ?? null,
          taskId: b.task_id ?? null,
          createdBy: ctx.user.id,
          createdAt: now,
          updatedAt: now,
        },
        b.attendees ?? {},
      ),
    );
    return created(await presentOneEvent(ctx.db, ctx.tenant.id, { event: row, calendarOwnerId: cal.ownerId }, ctx.user.id, ctx.language));
  },

  getCalendarEvent: async (ctx) => {
    const row = await findEvent(ctx.db, ctx.tenant.id, ctx.params.id, ctx.params.eventId);
    if (!row) return notFound();
    return ok(await presentOneEvent(ctx.db, ctx.tenant.id, row, ctx.user.id, ctx.language));
  },

  updateCalendarEvent: async (ctx) => {
    const b = ctx.body;
    const found = await findEvent(ctx.db, ctx.tenant.id, ctx.params.id, ctx.params.eventId);
    if (!found) return notFound();
    const cal = await writableCalendar(ctx.db, ctx.tenant, ctx.user, ctx.params.id);
    if (!isCalendar(cal)) return cal;
    const e = found.event;
    const change: SpanChange = {
      ...(b.start !== undefined ? { start: b.start } : {}),
      ...(b.end !== undefined ? { end: b.end } : {}),
      ...(b.duration !== undefined ? { duration: b.duration } : {}),
    };
    const current = { start: e.start, end: e.end, duration: e.duration };
    const changed = changedSpan(current, change);
    if (isSpanError(changed)) return invalidField('end', changed._tag === 'EndBeforeStart' ? END_BEFORE_START : END_OUT_OF_RANGE);
    // An all-day event always spans whole days (00:00 → 00:00 of the next day); normalised only when the timing
    // or the flag changes, so untouched rows are left as they are.
    const allDay = b.all_day ?? e.allDay;
    const timingTouched = b.all_day !== undefined || b.start !== undefined || b.end !== undefined || b.duration !== undefined;
    const span = allDay && timingTouched ? allDaySpan(changed.start, changed.end) : changed;
    // Vacation events follow their request: moving, resizing or retyping them here would make the two disagree.
    if (e.vacationId !== null && resizes(current, span)) return conflict(CANNOT_RESIZE_VACATION);
    if (e.vacationId !== null && b.type !== undefined && b.type !== e.type) return conflict(VACATION_EVENT_FOLLOWS_REQUEST);
    // Vacation and permission types keep their length whatever their origin (spec §4).
    if ((hasFixedLength(e.type) || hasFixedLength(b.type)) && changesLength(current, span)) return conflict(CANNOT_RESIZE_VACATION);
    const refs = await eventReferenceErrors(ctx.db, ctx.tenant.id, b);
    if (refs) return invalid(refs);
    const patch: EventPatch = {
      start: span.start,
      end: span.end,
      duration: span.duration,
      ...(b.summary !== undefined ? { summary: b.summary } : {}),
      ...(b.description !== undefined ? { description: b.description } : {}),
      ...(b.all_day !== undefined ? { allDay: b.all_day } : {}),
      ...(b.busy !== undefined ? { busy: b.busy } : {}),
      ...(b.private !== undefined ? { private: b.private } : {}),
      ...(b.status !== undefined ? { status: b.status } : {}),
      ...(b.type !== undefined ? { type: b.type } : {}),
      ...(b.type_extended_description !== undefined ? { typeExtendedDescription: b.type_extended_description } : {}),
      ...(b.work_id !== undefined ? { workId: b.work_id } : {}),
      ...(b.task_id !== undefined ? { taskId: b.task_id } : {}),
      updatedAt: ctx.now(),
    };
    await ctx.db.transaction(async (tx) => {
      await updateEventRow(tx, ctx.tenant.id, e.id, patch);
      if (b.attendees) await replaceAttendees(tx, ctx.tenant.id, e.id, b.attendees);
    });
    const after = await findEvent(ctx.db, ctx.tenant.id, cal.id, e.id);
    if (!after) return notFound();
    return ok(await presentOneEvent(ctx.db, ctx.tenant.id, after, ctx.user.id, ctx.language));
  },

  deleteCalendarEvent: async (ctx) => {
    const found = await findEvent(ctx.db, ctx.tenant.id, ctx.params.id, ctx.params.eventId);
    if (!found) return notFound();
    const cal = await writableCalendar(ctx.db, ctx.tenant, ctx.user, ctx.params.id);
    if (!isCalendar(cal)) return cal;
    if (found.event.vacationId !== null) return conflict(CANNOT_DELETE_VACATION);
    // The task's link to its event is derived from calendar_events.task_id, so it goes with the row.
    await deleteEventRow(ctx.db, ctx.tenant.id, found.event.id);
    return noContent();
  },

  moveCalendarEvent: async (ctx) => {
    const found = await findEvent(ctx.db, ctx.tenant.id, ctx.params.id, ctx.params.eventId);
    if (!found) return notFound();
    const destination = await findCalendar(ctx.db, ctx.tenant.id, ctx.query.destination);
    if (!destination) return notFound(message('events.destinationMissing'));
    const source = await writableCalendar(ctx.db, ctx.tenant, ctx.user, ctx.params.id);
    if (!isCalendar(source)) return source;
    if (!(await mayWriteEvents(ctx.db, ctx.tenant, ctx.user, destination))) return forbidden(message('events.destinationNotWritable'));
    if (found.event.vacationId !== null && destination.id !== source.id) return conflict(VACATION_EVENT_FOLLOWS_REQUEST);
    if (destination.id !== source.id) await moveEventRow(ctx.db, ctx.tenant.id, found.event.id, destination.id, ctx.now());
    const after = await findEvent(ctx.db, ctx.tenant.id, destination.id, found.event.id);
    if (!after) return notFound();
    return ok(await presentOneEvent(ctx.db, ctx.tenant.id, after, ctx.user.id, ctx.language));
  },
} satisfies HandlerMap;
