import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { tasks, taskStatusEvents } from '../../db/schema/tasks.ts';
import { namedStatement, runNamed } from '../../db/named.ts';
import { taskListRowOfWire, taskWireQuery } from './wireSql.ts';
import { changedTaskWorkRow } from '../works/page.ts';
import { decideStatus, isTaskStatus, type TaskStatus } from './status.ts';
import type { Message } from '../../i18n/message.ts';
import { rowsOf } from '../../db/rows.ts';

// Applies a status change in one statement whose WHERE is the decision of status.ts: the update only takes if the
// task, as the update finds it, is due for the move (so two concurrent calls on one task act one after the other: a
// run's time is added once, a second "start" sees the first one's result). It used to be a read, then the update as a
// compare-and-set on what was read (two statements; a row lock before that took four round trips): timers are the
// most frequent write of the app, and on PGlite each statement is the request's main cost. The decision in
// TypeScript (decideStatus) still says why nothing changed (refused, unchanged) on the rare path.

export type StatusOutcome =
  | { readonly _tag: 'Missing' }
  | { readonly _tag: 'Refused'; readonly message: Message }
  /** Asked again for the status it has: nothing written; `wire` as for Changed. */
  | { readonly _tag: 'Unchanged'; readonly wire: string }
  /**
   * Changed, the move recorded (history.ts); `wire`: the task after it, as the JSON text of the contract's Task;
   * `trackedMoved`: its tracked seconds or its work's running runs may have changed (false only when they surely did
   * not: a start of a task without a work).
   */
  | {
      readonly _tag: 'Changed';
      readonly wire: string;
      readonly trackedMoved: boolean;
      /**
       * The task as a list page without `include` shows it, after the change (cut from `wire`: wireSql.ts
       * taskListRowOfWire); null if it could not be cut, and then no kept page takes it.
       */
      readonly row: string | null;
      /**
       * The task was open and stays open (a start or a pause): its place in the default order (open first) and in an
       * unfiltered page is the same, so a cached page of such may take `row` in place (http/responseCache.ts).
       */
      readonly keepsPlace: boolean;
      /**
       * When the task has a work: that work's row as a works page shows it after the change (works/page.ts
       * changedTaskWorkRow: its tracked seconds and since when its tasks run). A status change moves no work in the works
       * pages' order or membership, so the pages kept may take it in place (http/responseCache.ts WORK_ROWS).
       */
      readonly work: { readonly id: number; readonly row: string } | null;
    };

/** Seconds since the current run began, measured on instants (not wall clocks), never negative. */
const runningSeconds = sql<number>`coalesce(greatest(0, floor(extract(epoch from (now() - ${tasks.runStartedAt}))))::int, 0)`;

export async function changeStatus(
  db: Db,
  tenantId: number,
  taskId: number,
  wanted: TaskStatus,
  reopen: boolean,
  who: { readonly userId: number; readonly now: string },
): Promise<StatusOutcome> {
  const request: StatusRequest = { tenantId, taskId, wanted, reopen, who };
  for (let attempt = 0; ; attempt++) {
    const outcome = await tryChange(db, request);
    // Another call changed the task between our read and our update: decide again on what it left.
    if (outcome !== 'Raced') return outcome;
    if (attempt >= MAX_ATTEMPTS) throw new Error(`task ${taskId}: the status kept changing under ${MAX_ATTEMPTS} attempts`);
  }
}

/** Far more than two people pressing a task's button at the same moment can cause. */
const MAX_ATTEMPTS = 20;

type StatusRequest = {
  readonly tenantId: number;
  readonly taskId: number;
  readonly wanted: TaskStatus;
  readonly reopen: boolean;
  readonly who: { readonly userId: number; readonly now: string };
};

/** The values of the status statement (its placeholders). */
type ChangeValues = {
  readonly tenantId: number;
  readonly taskId: number;
  readonly wanted: TaskStatus;
  readonly reopen: boolean;
  readonly userId: number;
  readonly now: string;
};

const value = (key: keyof ChangeValues): SQL => sql`${sql.placeholder(key)}`;

/**
 * The decision of status.ts (decideStatus) in SQL, on the row as the update finds it: a change is due when the task
 * is not completed and asks for another status, or is completed and is reopened (paused with `reopen`). Each SET
 * below reads the same row, so the run's time is added from the run the row still has.
 */
function changeSql() {
  const to = sql`${value('wanted')}::text`;
  const due = sql`(case when ${tasks.status} = 'completed' then ${to} = 'paused' and ${value('reopen')}::boolean else ${tasks.status} <> ${to} end)`;
  const starting = sql`${to} = 'started'`;
  const now = sql`${value('now')}::timestamp(0)`;
  const set: PgUpdateSetSource<typeof tasks> = {
    status: to,
    // A start opens a run; every other move closes the one there may be (pause, complete, reopen).
    startedAt: sql`case when ${starting} then ${now} end`,
    runStartedAt: sql`case when ${starting} then now() end`,
    startedBy: sql`case when ${starting} then ${value('userId')}::int end`,
    // Only a started task has a run to add (a pause, or a completion of a running task).
    trackedSeconds: sql`${tasks.trackedSeconds} + case when ${tasks.status} = 'started' then ${runningSeconds} else 0 end`,
    completedAt: sql`case when ${to} = 'completed' then ${now} when ${tasks.status} = 'completed' then null else ${tasks.completedAt} end`,
    updatedAt: now,
  };
  return { set, due };
}

/**
 * The decision, the update, the move it makes (history.ts) and the task as the answer shows it, in ONE statement (a
 * named prepared one, db/named.ts, its text built once: only the values change). They were two: a read to decide
 * on, then the update as a compare-and-set on what was read. The update's WHERE is the decision itself, so no
 * compare is needed: PostgreSQL re-checks it on the newest version of a row another transaction changed meanwhile (a
 * second "pause" then matches nothing and adds no time twice); PGlite runs one statement at a time. The answer is
 * built from the updated row (`changed`): a statement's other parts see the rows as they were before it.
 */
const changeStatement = namedStatement<ChangeValues>((db) => {
  const { set, due } = changeSql();
  const where = and(eq(tasks.tenantId, sql`${value('tenantId')}::int`), eq(tasks.id, sql`${value('taskId')}::int`), due);
  const update = db.update(tasks).set(set).where(where).returning();
  return sql`with changed as (${update.getSQL()}),
moved as (insert into ${taskStatusEvents} (tenant_id, task_id, status, user_id, at)
  select changed.tenant_id, changed.id, changed.status, ${value('userId')}::int, ${value('now')}::timestamp(0) from changed)
select wire::text as wire, (select work_id from changed) as work_id,
  (select work.row::text from (${changedTaskWorkRow('changed')}) as work) as work_row
from (${taskWireQuery(sql`select * from changed`)}) as one`;
});

async function tryChange(db: Db, { tenantId, taskId, wanted, reopen, who }: StatusRequest): Promise<StatusOutcome | 'Raced'> {
  const [after] = rowsOf(await changeStatement(db, { tenantId, taskId, wanted, reopen, userId: who.userId, now: who.now }));
  // A start moves no tracked time but does move its work's running runs; the other moves may move the time (a pause or
  // completion of a run; a reopen never, counted anyway).
  // A completed task changes only with `reopen` (the WHERE above), so without it the task was open, and a start or a
  // pause leaves it open.
  if (typeof after?.wire === 'string') {
    const keepsPlace = !reopen && (wanted === 'started' || wanted === 'paused');
    const work = typeof after.work_id === 'number' && typeof after.work_row === 'string' ? { id: after.work_id, row: after.work_row } : null;
    // A start of a task of a work moves that work's answer too: it shows since when its tasks run (running_since).
    return { _tag: 'Changed', wire: after.wire, trackedMoved: wanted !== 'started' || work !== null, row: taskListRowOfWire(after.wire), keepsPlace, work };
  }
  // Nothing changed: missing, refused or asked again for its status. A second statement says which, and builds the
  // task's answer for the unchanged case (two presses of one button crossing: a fifth of the mix's toggles).
  const where = and(eq(tasks.tenantId, tenantId), eq(tasks.id, taskId));
  const [one] = rowsOf(await runNamed(db, sql`select wire::text as wire from (${taskWireQuery(sql`select ${tasks}.* from ${tasks} where ${where}`)}) as one`));
  if (typeof one?.wire !== 'string') return { _tag: 'Missing' };
  const status = wireStatus(one.wire);
  const decision = decideStatus(isTaskStatus(status) ? status : 'paused', wanted, reopen);
  if (decision._tag === 'Refused') return { _tag: 'Refused', message: decision.message };
  if (decision._tag === 'Unchanged') return { _tag: 'Unchanged', wire: one.wire };
  // Another call moved the task between the update and this read so that a change is due again: decide again.
  return 'Raced';
}

/** The `status` of a task's wire text (the statement that built it read the row). */
function wireStatus(wire: string): string {
  const parsed: unknown = JSON.parse(wire);
  return typeof parsed === 'object' && parsed !== null && 'status' in parsed && typeof parsed.status === 'string' ? parsed.status : '';
}
