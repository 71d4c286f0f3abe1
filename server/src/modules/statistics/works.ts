import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tasks } from '../../db/schema/tasks.ts';
import { works, workTypes } from '../../db/schema/works.ts';
import { tidy } from '../../../../src/domain/decimal.ts';
import { taskDay, trackedHoursSql, wallClockIn, type Period } from './period.ts';

// GET /statistics/works: works created in the period by status, tasks of the period by status, and tracked hours
// per work type (tasks without a work, or of works without a type, under null), running runs counted up to `now`.

const WORK_STATUSES = ['active', 'suspended', 'closed'] as const;
const TASK_STATUSES = ['started', 'paused', 'completed'] as const;

function byStatus<S extends string>(statuses: readonly S[], rows: readonly { status: string; n: number }[]): Record<S, number> {
  const out = Object.fromEntries(statuses.map((s) => [s, 0])) as Record<S, number>;
  for (const r of rows) if ((statuses as readonly string[]).includes(r.status)) out[r.status as S] += r.n;
  return out;
}

export async function workStatisticsOf(db: Db, tenantId: number, p: Period, now: string) {
  const n = sql<number>`count(*)::int`;
  const workRows = await db
    .select({ status: works.status, n })
    .from(works)
    .where(and(eq(works.tenantId, tenantId), wallClockIn(works.createdAt, p)))
    .groupBy(works.status);
  const taskScope = and(eq(tasks.tenantId, tenantId), wallClockIn(taskDay, p));
  const taskRows = await db.select({ status: tasks.status, n }).from(tasks).where(taskScope).groupBy(tasks.status);
  const perType = await db
    .select({ id: workTypes.id, name: workTypes.name, n, hours: trackedHoursSql(now) })
    .from(tasks)
    .leftJoin(works, eq(works.id, tasks.workId))
    .leftJoin(workTypes, eq(workTypes.id, works.workTypeId))
    .where(taskScope)
    .groupBy(workTypes.id, workTypes.name)
    .orderBy(sql`${workTypes.name} asc nulls last`, asc(workTypes.id));
  return {
    from: p.from,
    to: p.to,
    works_by_status: byStatus(WORK_STATUSES, workRows),
    tasks_by_status: byStatus(TASK_STATUSES, taskRows),
    hours_by_work_type: perType.map((r) => ({
      work_type: r.id === null ? null : { id: r.id, name: r.name ?? '' },
      tasks_count: r.n,
      tracked_hours: tidy(r.hours),
    })),
  };
}
