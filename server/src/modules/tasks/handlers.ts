import { and, asc, desc, eq, gte, inArray, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import { tasks } from '../../db/schema/tasks.ts';
import { conflict, created, invalid, invalidField, isFailure, noContent, notFound, ok, okJsonText, pagedJsonText, type HandlerMap } from '../../http/handler.ts';
import { deleteAllMedia } from '../../media/store.ts';
import { searchAny } from '../../shared/listing/search.ts';
import { byWords, orderBy } from '../../shared/listing/sort.ts';
import { taskInputErrors } from './input.ts';
import { taskPage } from './page.ts';
import { presentTask, taskWireText } from './present.ts';
import { deleteTaskRow, findTask, insertChecklist, insertTask, TASK_MEDIA, updateTaskRow } from './repository.ts';
import { runningScope } from './running.ts';
import { hasStatus } from './statusFilter.ts';
import { changeStatus } from './statusChange.ts';
import { TRACKED_TIME_FAMILY } from '../../cache/writeFamilies.ts';
import { recordTaskMove, taskHistory } from './history.ts';
import { deleteTaskEvent, syncTaskEvent, type TaskEventOutcome } from './taskEvent.ts';
import { taskAssigned } from '../notifications/events.ts';
import { forgetNotifications } from '../notifications/repository.ts';
import { TASK_DETAILS, type TaskDetail } from './wireSql.ts';
import { message } from '../../i18n/message.ts';
import { END_BEFORE_START } from '../recordMessages.ts';

// Tasks (contract tag `tasks`): CRUD with the 'Costo ' event, the status call and the running tasks.
// Checklists, comments and media are in their own files.

const SORTABLE = {
  id: tasks.id,
  summary: tasks.summary,
  status: byWords(tasks.status, 'taskStatuses'),
  start: tasks.start,
  end: tasks.end,
  tracked_seconds: tasks.trackedSeconds,
  created_at: tasks.createdAt,
  updated_at: tasks.updatedAt,
};

/**
 * The default order: what is still to do before what is done, then by when it starts (tasks without a start last),
 * newest first among equals.
 */
const OPEN_FIRST: readonly SQL[] = [
  // is_completed is `status = 'completed'` (a generated column): the same order, and the index's own column.
  asc(tasks.isCompleted),
  sql`${tasks.start} asc nulls last`,
  desc(tasks.createdAt),
];

/** The details a list's `include` asks for (validated by the contract's pattern; unknown words are ignored). */
const detailsOf = (include: string | undefined): ReadonlySet<TaskDetail> =>
  new Set(TASK_DETAILS.filter((d) => (include ?? '').split(',').includes(d)));

export const START_REQUIRED = message('tasks.startRequiredForEvent');

/**
 * Thrown inside a transaction to roll it back (Drizzle rolls back on a throw); turned into a 422 outside. The
 * handlers check the start first, so this is a safety net.
 */
class EventRefused extends Error {
  constructor(readonly outcome: TaskEventOutcome) {
    super(outcome._tag);
  }
}

const eventFailure = (o: TaskEventOutcome) =>
  o._tag === 'NoCalendar' ? invalidField('with_event', message('tasks.noCalendarForEvent')) : invalidField('start', START_REQUIRED);

export const handlers = {
  listTasks: async (ctx) => {
    const q = ctx.query;
    if (q.start !== undefined && q.end !== undefined && q.end < q.start) return invalidField('end', END_BEFORE_START);
    const order = orderBy(q.sort, SORTABLE, OPEN_FIRST, tasks.id, ctx.language);
    if (isFailure(order)) return order;
    const filter = and(
      searchAny(q.search, [tasks.summary, tasks.description]),
      // [start, end] overlaps the range; a task without end lasts an instant.
      q.start === undefined ? undefined : and(isNotNull(tasks.start), gte(sql`coalesce(${tasks.end}, ${tasks.start})`, q.start)),
      q.end === undefined ? undefined : and(isNotNull(tasks.start), lte(tasks.start, q.end)),
      q.work_id === undefined ? undefined : eq(tasks.workId, q.work_id),
      q.profile_id === undefined ? undefined : eq(tasks.profileId, q.profile_id),
      q.status === undefined ? undefined : hasStatus(q.status),
      q.assignee_id === undefined ? undefined : eq(tasks.assigneeId, q.assignee_id),
      q.running === undefined ? undefined : q.running ? hasStatus('started') : inArray(tasks.status, ['paused', 'completed']),
    );
    const page = ctx.page();
    const { json, total } = await taskPage(ctx.db, ctx.tenant.id, filter, order, page, detailsOf(q.include));
    return pagedJsonText(json, page.meta(total));
  },

  listRunningTasks: async (ctx) => {
    const page = ctx.page();
    const scope = await runningScope(ctx.db, ctx.tenant.id, ctx.user);
    const order = [desc(tasks.runStartedAt), desc(tasks.startedAt), desc(tasks.id)];
    const { json, total } = await taskPage(ctx.db, ctx.tenant.id, scope, order, page, detailsOf(ctx.query.include));
    return pagedJsonText(json, page.meta(total));
  },

  createTask: async (ctx) => {
    const b = ctx.body;
    const withEvent = b.with_event ?? true;
    if (withEvent && (b.start === undefined || b.start === null)) return invalidField('start', START_REQUIRED);
    const errors = await taskInputErrors(ctx.db, ctx.tenant.id, b);
    if (errors) return invalid(errors);
    const now = ctx.now();
    try {
      const row = await ctx.db.transaction(async (tx) => {
        const task = await insertTask(tx, ctx.tenant.id, {
          status: 'paused',
          summary: b.summary,
          description: b.description ?? null,
          start: b.start ?? null,
          end: b.end ?? null,
          profileId: b.profile_id ?? null,
          workId: b.work_id ?? null,
          taskTypeId: b.task_type_id ?? null,
          assigneeId: b.assignee_id ?? ctx.user.id,
          createdBy: ctx.user.id,
          createdAt: now,
          updatedAt: now,
        });
        for (const list of b.checklists ?? []) await insertChecklist(tx, ctx.tenant.id, task.id, list, now);
        await recordTaskMove(tx, ctx.tenant.id, task.id, { status: 'paused', userId: ctx.user.id, at: now });
        await taskAssigned(tx, ctx.tenant.id, task, ctx.user, now);
        if (withEvent) {
          const outcome = await syncTaskEvent(tx, ctx.tenant.id, task, { create: true, userId: ctx.user.id, now });
          if (outcome._tag !== 'Done') throw new EventRefused(outcome);
        }
        return task;
      });
      return created(await presentTask(ctx.db, ctx.tenant.id, row));
    } catch (e) {
      if (e instanceof EventRefused) return eventFailure(e.outcome);
      throw e;
    }
  },

  getTask: async (ctx) => {
    const wire = await taskWireText(ctx.db, ctx.tenant.id, ctx.params.id);
    return wire === null ? notFound() : okJsonText(wire);
  },

  updateTask: async (ctx) => {
    const b = ctx.body;
    const current = await findTask(ctx.db, ctx.tenant.id, ctx.params.id);
    if (!current) return notFound();
    const errors = await taskInputErrors(ctx.db, ctx.tenant.id, b, current);
    if (errors) return invalid(errors);
    if (b.with_event === true && (b.start !== undefined ? b.start : current.start) === null) return invalidField('start', START_REQUIRED);
    const now = ctx.now();
    try {
      const row = await ctx.db.transaction(async (tx) => {
        const task = await updateTaskRow(tx, ctx.tenant.id, current.id, {
          ...(b.summary !== undefined ? { summary: b.summary } : {}),
          ...(b.description !== undefined ? { description: b.description } : {}),
          ...(b.start !== undefined ? { start: b.start } : {}),
          ...(b.end !== undefined ? { end: b.end } : {}),
          ...(b.profile_id !== undefined ? { profileId: b.profile_id } : {}),
          ...(b.work_id !== undefined ? { workId: b.work_id } : {}),
          ...(b.task_type_id !== undefined ? { taskTypeId: b.task_type_id } : {}),
          ...(b.assignee_id !== undefined ? { assigneeId: b.assignee_id } : {}),
          updatedAt: now,
        });
        if (!task) return null;
        if (task.assigneeId !== current.assigneeId) await taskAssigned(tx, ctx.tenant.id, task, ctx.user, now);
        if (b.with_event === false) {
          await deleteTaskEvent(tx, ctx.tenant.id, task.id);
        } else {
          // with_event true creates the event when missing; absent, an existing event still follows the task.
          const outcome = await syncTaskEvent(tx, ctx.tenant.id, task, { create: b.with_event === true, userId: ctx.user.id, now });
          if (outcome._tag !== 'Done' && b.with_event === true) throw new EventRefused(outcome);
        }
        return task;
      });
      return row ? ok(await presentTask(ctx.db, ctx.tenant.id, row)) : notFound();
    } catch (e) {
      if (e instanceof EventRefused) return eventFailure(e.outcome);
      throw e;
    }
  },

  deleteTask: async (ctx) => {
    const row = await findTask(ctx.db, ctx.tenant.id, ctx.params.id);
    if (!row) return notFound();
    await ctx.db.transaction(async (tx) => {
      // The event first (spec §4), then the task with its checklists and comments (cascade).
      await deleteTaskEvent(tx, ctx.tenant.id, row.id);
      await deleteTaskRow(tx, ctx.tenant.id, row.id);
      // "Assigned to you" would open a task that is gone.
      await forgetNotifications(tx, ctx.tenant.id, 'task', row.id);
    });
    await deleteAllMedia(ctx.db, ctx.config, { tenantId: ctx.tenant.id, ownerType: TASK_MEDIA, ownerId: row.id });
    return noContent();
  },

  changeTaskStatus: async (ctx) => {
    const now = ctx.now();
    const outcome = await changeStatus(ctx.db, ctx.tenant.id, ctx.params.id, ctx.body.status, ctx.body.reopen ?? false, {
      userId: ctx.user.id,
      now,
    });
    if (outcome._tag === 'Missing') return notFound();
    if (outcome._tag === 'Refused') return conflict(outcome.message);
    // The works' answers show the tasks' tracked seconds and since when they run: only nothing written, or a start of
    // a task without a work, leaves them.
    if (outcome._tag === 'Unchanged' || !outcome.trackedMoved) ctx.leftAlone?.([TRACKED_TIME_FAMILY]);
    // A start or a pause leaves the task where the task pages show it: the pages kept take its new row.
    if (outcome._tag === 'Changed' && outcome.keepsPlace && outcome.row !== null) ctx.rowChanged?.({ family: 'tasks', id: ctx.params.id, row: outcome.row });
    // Its work's tracked seconds, when they may have moved: the works pages kept take the work's new row.
    if (outcome._tag === 'Changed' && outcome.work) ctx.rowChanged?.({ family: 'works', id: outcome.work.id, row: outcome.work.row });
    // A status asked for again is no move (nothing recorded); a change came back with its move recorded; both built.
    // The same text getTask answers (http/responseCache.ts PRIMING_WRITES keeps it as that read's answer).
    return okJsonText(outcome.wire);
  },

  getTaskHistory: async (ctx) => {
    const row = await findTask(ctx.db, ctx.tenant.id, ctx.params.id);
    return row ? ok(await taskHistory(ctx.db, ctx.tenant.id, row.id)) : notFound();
  },
} satisfies HandlerMap;
