import { and, eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { tasks } from '../../db/schema/tasks.ts';
import { decideStatus, isTaskStatus, type TaskStatus } from './status.ts';
import type { TaskRow } from './repository.ts';

// Applies a status change under a row lock (SELECT ... FOR UPDATE): two concurrent calls on one task run one
// after the other, so a run's time is added once and a second "start" sees the first one's result.

export type StatusOutcome =
  | { readonly _tag: 'Missing' }
  | { readonly _tag: 'Refused'; readonly message: string }
  | { readonly _tag: 'Done'; readonly task: TaskRow };

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
  return db.transaction(async (tx): Promise<StatusOutcome> => {
    const [row] = await tx
      .select()
      .from(tasks)
      .where(and(eq(tasks.tenantId, tenantId), eq(tasks.id, taskId)))
      .for('update');
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
        return { _tag: 'Done', task: row };
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
    const [after] = await tx
      .update(tasks)
      .set({ ...patch, updatedAt: who.now })
      .where(where)
      .returning();
    return after ? { _tag: 'Done', task: after } : { _tag: 'Missing' };
  });
}
