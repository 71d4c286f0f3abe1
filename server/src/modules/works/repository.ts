import { and, asc, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { profiles } from '../../db/schema/directory.ts';
import { tasks } from '../../db/schema/tasks.ts';
import { workPhases, works, workTypes } from '../../db/schema/works.ts';
import { profileNameSql } from '../profiles/name.ts';

// Works, always scoped by tenant, with what their wire form needs loaded in batches.

export type WorkRow = typeof works.$inferSelect;
export type WorkValues = Omit<typeof works.$inferInsert, 'id' | 'tenantId' | 'createdAt'>;

export const WORK_MEDIA = 'work';

export async function findWork(db: Db, tenantId: number, id: number): Promise<WorkRow | null> {
  const [row] = await db.select().from(works).where(and(eq(works.tenantId, tenantId), eq(works.id, id))).limit(1);
  return row ?? null;
}

export async function insertWork(db: Db, tenantId: number, values: WorkValues & { code: string; name: string }, now: string): Promise<WorkRow> {
  const [row] = await db.insert(works).values({ ...values, tenantId, createdAt: now, updatedAt: now }).returning();
  if (!row) throw new Error('insert works returned no row');
  return row;
}

export async function updateWorkRow(db: Db, tenantId: number, id: number, patch: Partial<WorkValues>): Promise<void> {
  await db.update(works).set(patch).where(and(eq(works.tenantId, tenantId), eq(works.id, id)));
}

/** The work goes with its phases (cascade); its tasks stay, with work_id null (set null). Media: see the handler. */
export async function deleteWorkRow(db: Db, tenantId: number, id: number): Promise<void> {
  await db.delete(works).where(and(eq(works.tenantId, tenantId), eq(works.id, id)));
}

export type ProfileSummary = { id: number; name: string; type: (typeof profiles.$inferSelect)['type'] };

export async function profileSummaries(db: Db, tenantId: number, ids: readonly (number | null)[]): Promise<Map<number, ProfileSummary>> {
  const wanted = [...new Set(ids.filter((x): x is number => x !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: profiles.id, name: profileNameSql, type: profiles.type })
    .from(profiles)
    .where(and(eq(profiles.tenantId, tenantId), inArray(profiles.id, wanted)));
  return new Map(rows.map((r) => [r.id, r]));
}

export async function workTypeNames(db: Db, tenantId: number, ids: readonly (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((x): x is number => x !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: workTypes.id, name: workTypes.name })
    .from(workTypes)
    .where(and(eq(workTypes.tenantId, tenantId), inArray(workTypes.id, wanted)));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export type WorkCounters = { phases: number; tasks: number; trackedSeconds: number; runningSince: string[] };

/** The assignees of each work's tasks (the work's people beside its creator, permissions/recordPeople.ts). */
export async function workAssignees(db: Db, tenantId: number, ids: readonly number[]): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>();
  if (ids.length === 0) return out;
  const rows = await db
    .selectDistinct({ workId: tasks.workId, userId: tasks.assigneeId })
    .from(tasks)
    .where(and(eq(tasks.tenantId, tenantId), inArray(tasks.workId, [...ids]), isNotNull(tasks.assigneeId)));
  for (const r of rows) {
    if (r.workId === null || r.userId === null) continue;
    out.set(r.workId, [...(out.get(r.workId) ?? []), r.userId]);
  }
  return out;
}

export async function workCounters(db: Db, tenantId: number, ids: readonly number[]): Promise<Map<number, WorkCounters>> {
  const out = new Map<number, WorkCounters>(ids.map((id) => [id, { phases: 0, tasks: 0, trackedSeconds: 0, runningSince: [] }]));
  if (ids.length === 0) return out;
  const phases = await db
    .select({ workId: workPhases.workId, n: count() })
    .from(workPhases)
    .where(and(eq(workPhases.tenantId, tenantId), inArray(workPhases.workId, [...ids])))
    .groupBy(workPhases.workId);
  for (const p of phases) {
    const c = out.get(p.workId);
    if (c) c.phases = p.n;
  }
  const ts = await db
    .select({ workId: tasks.workId, n: count(), seconds: sql<number>`coalesce(sum(${tasks.trackedSeconds}), 0)::int` })
    .from(tasks)
    .where(and(eq(tasks.tenantId, tenantId), inArray(tasks.workId, [...ids])))
    .groupBy(tasks.workId);
  for (const t of ts) {
    const c = t.workId === null ? undefined : out.get(t.workId);
    if (c) {
      c.tasks = t.n;
      c.trackedSeconds = Number(t.seconds);
    }
  }
  // Since when each running task runs, oldest first (works/page.ts RUNNING_SINCE): the reader adds the time since.
  const running = await db
    .select({ workId: tasks.workId, startedAt: tasks.startedAt })
    .from(tasks)
    .where(and(eq(tasks.tenantId, tenantId), inArray(tasks.workId, [...ids]), eq(tasks.status, 'started'), isNotNull(tasks.startedAt)))
    .orderBy(asc(tasks.startedAt));
  for (const r of running) {
    const c = r.workId === null ? undefined : out.get(r.workId);
    if (c && r.startedAt !== null) c.runningSince.push(r.startedAt);
  }
  return out;
}

/** Whether a profile of the tenant is a customer (works name customers only). */
export async function isCustomer(db: Db, tenantId: number, profileId: number): Promise<boolean> {
  const [row] = await db
    .select({ type: profiles.type })
    .from(profiles)
    .where(and(eq(profiles.tenantId, tenantId), eq(profiles.id, profileId)))
    .limit(1);
  return row?.type === 'customer';
}
