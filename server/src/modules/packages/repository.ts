import { and, asc, count, eq, inArray, isNull, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/core.ts';
import { evaluations, goals, packageGoals, packages } from '../../db/schema/evaluator.ts';
import { containsPattern } from '../../shared/listing/search.ts';
import { visiblePackages, type PackageReader } from './privacy.ts';
import { recordStep } from '../../shared/workflowSteps/steps.ts';
import { packageStep } from './steps.ts';

export type PackageRow = typeof packages.$inferSelect & {
  status: PackageStatus;
};
export type PackageFields = {
  userId: number;
  evaluatorId: number;
  year: number;
  periodStart: string;
  periodEnd: string;
};
export type AssignedGoal = { goalId: number; weight: string };
export type PackageGoalRow = {
  packageId: number;
  goalId: number;
  weight: string;
  title: string;
  description: string | null;
  category: string | null;
  target: string | null;
  measure: string | null;
  year: number;
};

const p = packages;
const pg = packageGoals;
const e = evaluations;

/**
 * The derived status (never stored), which only moves forward (issue 30): `assigned` on creation, `rated` once every
 * assigned goal has an evaluation, `visible` once the year's sheets are made visible, `acknowledged` once the
 * person evaluated confirms their visible sheet. The handlers refuse every change that would take it back (ratings
 * are frozen from `visible` on, the acknowledgement needs a visible sheet). One SQL expression serves both reading
 * and filtering.
 */
// Qualified names on purpose: Drizzle leaves columns unqualified in single-table selects, which would make
// "id" inside the subqueries ambiguous.
export const statusExpr = sql<PackageStatus>`case
  when packages.evaluation_sheet_visible and packages.acknowledged_at is not null then 'acknowledged'
  when packages.evaluation_sheet_visible then 'visible'
  when exists (select 1 from package_goals pg where pg.package_id = packages.id)
   and not exists (select 1 from package_goals pg where pg.package_id = packages.id
     and not exists (select 1 from evaluations e where e.package_id = pg.package_id and e.goal_id = pg.goal_id))
  then 'rated'
  else 'assigned' end`;

export const PACKAGE_STATUSES = ['assigned', 'rated', 'visible', 'acknowledged'] as const;
export type PackageStatus = (typeof PACKAGE_STATUSES)[number];

export type PackageFilters = {
  search?: string | undefined;
  year?: number | undefined;
  userId?: number | undefined;
  evaluatorId?: number | undefined;
  status?: string | undefined;
};

export async function listPackages(
  db: Db,
  tenantId: number,
  reader: PackageReader,
  f: PackageFilters,
  page: { order: SQL[]; limit: number; offset: number },
): Promise<{ rows: PackageRow[]; total: number }> {
  const pattern = f.search ? containsPattern(f.search) : null;
  // Search matches the assignee's or the evaluator's name.
  const nameMatch = pattern
    ? sql`exists (select 1 from users u where u.id in (packages.user_id, packages.evaluator_id) and (u.name ilike ${pattern} or u.email ilike ${pattern}))`
    : undefined;
  const where = and(
    eq(p.tenantId, tenantId),
    visiblePackages(reader),
    f.year === undefined ? undefined : eq(p.year, f.year),
    f.userId === undefined ? undefined : eq(p.userId, f.userId),
    f.evaluatorId === undefined ? undefined : eq(p.evaluatorId, f.evaluatorId),
    f.status === undefined ? undefined : sql`(${statusExpr}) = ${f.status}`,
    nameMatch,
  );
  const rows = await db
    .select({ pkg: p, status: statusExpr })
    .from(p)
    .where(where)
    .orderBy(...page.order)
    .limit(page.limit)
    .offset(page.offset);
  const [c] = await db.select({ n: count() }).from(p).where(where);
  return {
    rows: rows.map((r) => ({ ...r.pkg, status: r.status })),
    total: c?.n ?? 0,
  };
}

/** The package when the reader may see it (privacy.ts), else null: the handlers answer 404 either way. */
export async function findPackage(db: Db, tenantId: number, reader: PackageReader, id: number): Promise<PackageRow | null> {
  const [row] = await db
    .select({ pkg: p, status: statusExpr })
    .from(p)
    .where(and(eq(p.tenantId, tenantId), eq(p.id, id), visiblePackages(reader)));
  return row ? { ...row.pkg, status: row.status } : null;
}

/** Goals assigned by the packages, in the package's order, with the goal's own fields. */
export async function goalsOf(db: Db, tenantId: number, packageIds: readonly number[]): Promise<Map<number, PackageGoalRow[]>> {
  const out = new Map<number, PackageGoalRow[]>();
  if (packageIds.length === 0) return out;
  const rows = await db
    .select({
      packageId: pg.packageId,
      goalId: pg.goalId,
      weight: pg.weight,
      title: goals.title,
      description: goals.description,
      category: goals.category,
      target: goals.target,
      measure: goals.measure,
      year: goals.year,
    })
    .from(pg)
    .innerJoin(goals, eq(goals.id, pg.goalId))
    .where(and(eq(pg.tenantId, tenantId), inArray(pg.packageId, [...packageIds])))
    .orderBy(asc(pg.packageId), asc(pg.position), asc(pg.id));
  for (const r of rows) out.set(r.packageId, [...(out.get(r.packageId) ?? []), r]);
  return out;
}

/** Default weights of the tenant's goals among `ids` (only those that exist). */
export async function goalWeights(db: Db, tenantId: number, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: goals.id, weight: goals.weight })
    .from(goals)
    .where(and(eq(goals.tenantId, tenantId), inArray(goals.id, [...ids])));
  return new Map(rows.map((r) => [r.id, r.weight]));
}

/** The person's package of that year (another than `exceptId`, the one being edited), if any: one per person and year. */
export async function packageOfYear(db: Db, tenantId: number, userId: number, year: number, exceptId: number | null): Promise<{ id: number } | null> {
  const [row] = await db
    .select({ id: p.id })
    .from(p)
    .where(and(eq(p.tenantId, tenantId), eq(p.userId, userId), eq(p.year, year), exceptId === null ? undefined : sql`${p.id} <> ${exceptId}`))
    .orderBy(asc(p.id))
    .limit(1);
  return row ?? null;
}

export async function userExists(db: Db, tenantId: number, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, id)));
  return row !== undefined;
}

/**
 * Saves a package and its goals in one transaction. On update, goals left out lose their evaluations in this
 * package (contract), kept goals take the new weight and order.
 */
export async function savePackage(
  db: Db,
  tenantId: number,
  id: number | null,
  fields: PackageFields,
  assigned: readonly AssignedGoal[],
  now: string,
  userId: number,
): Promise<number | null> {
  return db.transaction(async (tx) => {
    let packageId: number | null;
    // An edit that drops or adds goals can move a package between assigned and rated: compared with before.
    const before = id === null ? null : await packageStatusNow(tx, tenantId, id);
    if (id === null) {
      const [row] = await tx
        .insert(p)
        .values({ tenantId, ...fields, createdAt: now, updatedAt: now })
        .returning({ id: p.id });
      packageId = row?.id ?? null;
    } else {
      const [row] = await tx
        .update(p)
        .set({ ...fields, updatedAt: now })
        .where(and(eq(p.tenantId, tenantId), eq(p.id, id)))
        .returning({ id: p.id });
      packageId = row?.id ?? null;
    }
    if (packageId === null) return null;
    const keep = assigned.map((a) => a.goalId);
    await tx.delete(e).where(and(eq(e.tenantId, tenantId), eq(e.packageId, packageId), notInArray(e.goalId, keep)));
    await tx.delete(pg).where(and(eq(pg.tenantId, tenantId), eq(pg.packageId, packageId), notInArray(pg.goalId, keep)));
    for (const [position, a] of assigned.entries()) {
      await tx
        .insert(pg)
        .values({
          tenantId,
          packageId,
          goalId: a.goalId,
          weight: a.weight,
          position,
        })
        .onConflictDoUpdate({
          target: [pg.packageId, pg.goalId],
          set: { weight: a.weight, position },
        });
    }
    if (id === null) await recordPackageMove(tx, tenantId, packageId, { userId, at: now, note: 'created' });
    else if ((await packageStatusNow(tx, tenantId, packageId)) !== before) await recordPackageMove(tx, tenantId, packageId, { userId, at: now, note: 'edited' });
    return packageId;
  });
}

export async function deletePackage(db: Db, tenantId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(p)
    .where(and(eq(p.tenantId, tenantId), eq(p.id, id)))
    .returning({ id: p.id });
  return rows.length > 0;
}

/**
 * The person evaluated acknowledges their visible sheet, once: a compare-and-set, so a second confirmation (or one
 * racing it) changes nothing and answers false.
 */
export async function confirmAcknowledgement(db: Db, tenantId: number, id: number, now: string, userId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(p)
      .set({ acknowledgedAt: now, updatedAt: now })
      .where(and(eq(p.tenantId, tenantId), eq(p.id, id), eq(p.evaluationSheetVisible, true), isNull(p.acknowledgedAt)))
      .returning({ id: p.id });
    if (rows.length === 0) return false;
    await recordPackageMove(tx, tenantId, id, { userId, at: now, note: 'acknowledged' });
    return true;
  });
}

/** A hidden sheet of the year, with what publishing it depends on: the total of its weights and its unrated goals. */
export type HiddenSheet = {
  id: number;
  userName: string;
  totalWeight: string;
  unratedGoals: number;
};

export async function hiddenSheetsOf(db: Db, tenantId: number, year: number): Promise<HiddenSheet[]> {
  const rows = await db
    .select({
      id: p.id,
      userName: users.name,
      totalWeight: sql<string>`coalesce((select sum(pg.weight) from package_goals pg where pg.package_id = packages.id), 0)::text`,
      unratedGoals: sql<number>`(select count(*) from package_goals pg where pg.package_id = packages.id
        and not exists (select 1 from evaluations e where e.package_id = pg.package_id and e.goal_id = pg.goal_id))::int`,
    })
    .from(p)
    .innerJoin(users, eq(users.id, p.userId))
    .where(and(eq(p.tenantId, tenantId), eq(p.year, year), eq(p.evaluationSheetVisible, false)))
    .orderBy(asc(p.id));
  return rows.map((r) => ({ ...r, unratedGoals: Number(r.unratedGoals) }));
}

/** Makes these hidden sheets visible (those still hidden); answers how many packages changed. */
export async function makeSheetsVisible(db: Db, tenantId: number, ids: readonly number[], now: string, userId: number): Promise<number> {
  if (ids.length === 0) return 0;
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(p)
      .set({ evaluationSheetVisible: true, updatedAt: now })
      .where(and(eq(p.tenantId, tenantId), inArray(p.id, [...ids]), eq(p.evaluationSheetVisible, false)))
      .returning({ id: p.id });
    for (const row of rows) await recordPackageMove(tx, tenantId, row.id, { userId, at: now, note: 'published' });
    return rows.length;
  });
}

export type UserSummary = {
  id: number;
  name: string;
  email: string;
  avatar_url: string | null;
};

export async function userSummaries(db: Db, tenantId: number, ids: readonly number[]): Promise<Map<number, UserSummary>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      avatar_url: users.avatarUrl,
    })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), inArray(users.id, [...ids])));
  return new Map(rows.map((r) => [r.id, r]));
}

/** The package's status now (the derived status of repository.ts), or null when it is not in the tenant. */
export async function packageStatusNow(db: Db, tenantId: number, id: number): Promise<PackageStatus | null> {
  const [row] = await db
    .select({ status: statusExpr })
    .from(p)
    .where(and(eq(p.tenantId, tenantId), eq(p.id, id)));
  return row?.status ?? null;
}

/** Records the package's status after a move (`note`: what it was), as read inside the move's transaction. */
export async function recordPackageMove(db: Db, tenantId: number, id: number, move: { readonly userId: number; readonly at: string; readonly note: string | null }): Promise<void> {
  const status = await packageStatusNow(db, tenantId, id);
  if (status !== null) await recordStep(db, packageStep(tenantId, id), { status, ...move });
}
