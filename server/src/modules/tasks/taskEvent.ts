import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { calendarEvents } from '../../db/schema/calendars.ts';
import { ensurePrimaryCalendar } from '../calendars/repository.ts';
import { newSpan, isSpanError } from '../events/range.ts';
import { insertEvent, moveEventRow, replaceAttendees, updateEventRow } from '../events/repository.ts';
import { TASK_EVENT_PREFIX } from '../events/types.ts';
import type { TaskRow } from './repository.ts';

// The task's calendar event (spec §4, contract createTask/updateTask): 'Costo ' + summary, from the task's start
// to its end (or start + 30 minutes), with the task's profile as attendee and task_id/work_id set.


export type TaskEventOutcome = { readonly _tag: 'Done' } | { readonly _tag: 'NoStart' } | { readonly _tag: 'NoCalendar' };

async function eventOf(db: Db, tenantId: number, taskId: number): Promise<{ id: number; calendarId: number } | null> {
  const [row] = await db
    .select({ id: calendarEvents.id, calendarId: calendarEvents.calendarId })
    .from(calendarEvents)
    .where(and(eq(calendarEvents.tenantId, tenantId), eq(calendarEvents.taskId, taskId)))
    .orderBy(asc(calendarEvents.id))
    .limit(1);
  return row ?? null;
}

/**
 * Creates the event (when `create`) or brings an existing one up to date with the task. The event stays in the
 * calendar of the person the task is assigned to (primary calendar, created if missing; `userId` when nobody is
 * assigned), and follows the task when it is reassigned.
 */
export async function syncTaskEvent(
  db: Db,
  tenantId: number,
  task: TaskRow,
  opts: { readonly create: boolean; readonly userId: number; readonly now: string },
): Promise<TaskEventOutcome> {
  const existing = await eventOf(db, tenantId, task.id);
  if (!existing && !opts.create) return { _tag: 'Done' };
  if (task.start === null) return { _tag: 'NoStart' };
  const span = newSpan(task.start, task.end, undefined);
  if (isSpanError(span)) return { _tag: 'NoStart' };
  const fields = {
    summary: TASK_EVENT_PREFIX + task.summary,
    start: span.start,
    end: span.end,
    duration: span.duration,
    allDay: false,
    taskId: task.id,
    workId: task.workId,
    updatedAt: opts.now,
  };
  const attendees = { profiles: task.profileId === null ? [] : [task.profileId] };
  const owner = task.assigneeId ?? opts.userId;
  if (existing) {
    await updateEventRow(db, tenantId, existing.id, fields);
    if (task.assigneeId !== null) {
      const target = await ensurePrimaryCalendar(db, tenantId, task.assigneeId);
      if (target && target.id !== existing.calendarId) await moveEventRow(db, tenantId, existing.id, target.id, opts.now);
    }
    await replaceAttendees(db, tenantId, existing.id, attendees);
    return { _tag: 'Done' };
  }
  const calendar = await ensurePrimaryCalendar(db, tenantId, owner);
  if (!calendar) return { _tag: 'NoCalendar' };
  await insertEvent(db, tenantId, { ...fields, calendarId: calendar.id, createdBy: opts.userId, createdAt: opts.now }, attendees);
  return { _tag: 'Done' };
}

/** Deletes the task's event(s): before the task itself, and when `with_event` turns false. */
export async function deleteTaskEvent(db: Db, tenantId: number, taskId: number): Promise<void> {
  await db.delete(calendarEvents).where(and(eq(calendarEvents.tenantId, tenantId), eq(calendarEvents.taskId, taskId)));
}
