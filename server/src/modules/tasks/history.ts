import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { taskStatusEvents } from '../../db/schema/tasks.ts';
import type { TaskStatus } from './status.ts';
import { userSummaries } from './people.ts';

// A task's moves on its workflow (contract getTaskHistory, issue 35): written next to the change they record (its
// creation, each status change the status call made), never updated. Tasks older than the table have none: the client
// reads their past off the task's own dates.

export async function recordTaskMove(db: Db, tenantId: number, taskId: number, move: { readonly status: TaskStatus; readonly userId: number; readonly at: string }): Promise<void> {
  await db.insert(taskStatusEvents).values({ tenantId, taskId, status: move.status, userId: move.userId, at: move.at });
}

/** The moves, oldest first, each with the status it led to, who made it and when. */
export async function taskHistory(db: Db, tenantId: number, taskId: number) {
  const rows = await db
    .select()
    .from(taskStatusEvents)
    .where(and(eq(taskStatusEvents.tenantId, tenantId), eq(taskStatusEvents.taskId, taskId)))
    .orderBy(asc(taskStatusEvents.id));
  const people = await userSummaries(
    db,
    tenantId,
    rows.map((row) => row.userId),
  );
  return rows.map((row) => ({ status: row.status as TaskStatus, at: row.at, user: row.userId === null ? null : (people.get(row.userId) ?? null) }));
}
