import { and, eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { tasks, taskStatusEvents } from '../../db/schema/tasks.ts';
import { runNamed } from '../../db/named.ts';
import { taskWireQuery } from './wireSql.ts';
import { decideStatus, isTaskStatus, type TaskStatus } from './status.ts';
import type { TaskRow } from './repository.ts';
import type { Message } from '../../i18n/message.ts';
import { rowsOf } from '../../db/rows.ts';

// Applies a status change as a compare-and-set: the update only takes if the task is still in the state the
// decision was made on (status and run start), else the call reads again and decides again. Two concurrent calls on
// one task so act one after the other (a run's time is added once, a second "start" sees the first one's result)
// in two statements and no transaction, where a row lock took four round trips (begin, select for update, update,
// commit): timers are the most frequent write of the app.

export type StatusOutcome =
  | { readonly _tag: 'Missing' }
  | { readonly _tag: 'Refused'; readonly message: Message }
  /** Asked again for the status it has: nothing written. */
  | { readonly _tag: 'Unchanged'; readonly task: TaskRow }
  /** Changed, the move recorded (history.ts); `wire`: the task after it, as the JSON text of the contract's Task. */
  | { readonly _tag: 'Changed'; readonly wire: string };

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

async function tryChange(db: Db, { tenantId, taskId, wanted, reopen, who }: StatusRequest): Promise<StatusOutcome | 'Raced'> {
  const [row] = await db
    .select()
    .from(tasks)
    .where(and(eq(tasks.tenantId, tenantId), eq(tasks.id, taskId)))
    .limit(1);
  if (!row) return { _tag: 'Missing' };
  const current: TaskStatus = isTaskStatus(row.status) ? row.status : 'paused';
  const decision = decideStatus(current, wanted, reopen);
  const where = and(eq(tasks.tenantId, tenantId), eq(tasks.id, taskId));
  const stopRun = { startedAt: null, runStartedAt: null, startedBy: null };
  let patch: PgUpdateSetSource<typeof tasks>;
  switch (decision._tag) {
    case 'Refused':
      return { _tag: 'Refused', message: decision.message };
    case 'Unchanged':
      return { _tag: 'Unchanged', task: row };
    case 'Start':
      patch = { status: 'started', startedAt: who.now, runStartedAt: sql`now()`, startedBy: who.userId };
      break;
    case 'Pause':
      patch = { status: 'paused', trackedSeconds: sql`${tasks.trackedSeconds} + ${runningSeconds}`, ...stopRun };
      break;
    case 'Complete':
      patch = {
        status: 'completed',
        completedAt: who.now,
        ...(decision.addRunning ? { trackedSeconds: sql`${tasks.trackedSeconds} + ${runningSeconds}` } : {}),
        ...stopRun,
      };
      break;
    case 'Reopen':
      patch = { status: 'paused', completedAt: null, ...stopRun };
      break;
  }
  const unchangedSinceRead = and(eq(tasks.status, row.status), sql`${tasks.runStartedAt} is not distinct from ${row.runStartedAt}`);
  const update = db
    .update(tasks)
    .set({ ...patch, updatedAt: who.now })
    .where(and(where, unchangedSinceRead))
    .returning();
  // The update, the move it makes (history.ts) and the task as the answer shows it, in ONE statement (a named
  // prepared one, db/named.ts): they were three, the last reading again the row the update had just returned. The
  // answer is built from the updated row (`changed`): a statement's other parts see the rows as they were before it.
  const statement = sql`with changed as (${update.getSQL()}),
moved as (insert into ${taskStatusEvents} (tenant_id, task_id, status, user_id, at)
  select changed.tenant_id, changed.id, changed.status, ${who.userId}::int, ${who.now}::timestamp(0) from changed)
select wire::text as wire from (${taskWireQuery(sql`select * from changed`)}) as one`;
  const [after] = rowsOf(await runNamed(db, statement));
  return typeof after?.wire === 'string' ? { _tag: 'Changed', wire: after.wire } : 'Raced';
}
