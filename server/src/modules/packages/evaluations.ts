import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { evaluations, goals, ratings } from '../../db/schema/evaluator.ts';

// Evaluations of a package's goals and the rating scale they use.

export type RatingRow = typeof ratings.$inferSelect;
export type EvaluationRow = typeof evaluations.$inferSelect & { goalTitle: string; rating: RatingRow };

const e = evaluations;

export async function listRatings(db: Db, tenantId: number, page?: { limit: number; offset: number }): Promise<{ rows: RatingRow[]; total: number }> {
  const where = eq(ratings.tenantId, tenantId);
  const query = db.select().from(ratings).where(where).orderBy(asc(ratings.value), asc(ratings.id));
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  const [c] = await db.select({ n: count() }).from(ratings).where(where);
  return { rows, total: c?.n ?? 0 };
}

export async function findRating(db: Db, tenantId: number, id: number): Promise<RatingRow | null> {
  const [row] = await db
    .select()
    .from(ratings)
    .where(and(eq(ratings.tenantId, tenantId), eq(ratings.id, id)));
  return row ?? null;
}

export async function evaluationsOf(
  db: Db,
  tenantId: number,
  packageId: number,
  opts: { goalId?: number | undefined; limit?: number; offset?: number } = {},
): Promise<{ rows: EvaluationRow[]; total: number }> {
  const where: SQL | undefined = and(eq(e.tenantId, tenantId), eq(e.packageId, packageId), opts.goalId === undefined ? undefined : eq(e.goalId, opts.goalId));
  const rows = await db
    .select({ ev: e, goalTitle: goals.title, rating: ratings })
    .from(e)
    .innerJoin(goals, eq(goals.id, e.goalId))
    .innerJoin(ratings, eq(ratings.id, e.ratingId))
    .where(where)
    .orderBy(asc(e.id))
    .limit(opts.limit ?? 1_000_000)
    .offset(opts.offset ?? 0);
  const [c] = await db.select({ n: count() }).from(e).where(where);
  return { rows: rows.map((r) => ({ ...r.ev, goalTitle: r.goalTitle, rating: r.rating })), total: c?.n ?? 0 };
}

export async function evaluationExists(db: Db, tenantId: number, packageId: number, goalId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: e.id })
    .from(e)
    .where(and(eq(e.tenantId, tenantId), eq(e.packageId, packageId), eq(e.goalId, goalId)));
  return row !== undefined;
}

export async function insertEvaluation(
  db: Db,
  tenantId: number,
  v: { packageId: number; goalId: number; ratingId: number; score: string | null; notes: string | null; evaluatorId: number },
  now: string,
): Promise<number> {
  const [row] = await db
    .insert(e)
    .values({ tenantId, ...v, createdAt: now, updatedAt: now })
    .returning({ id: e.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function deleteEvaluation(db: Db, tenantId: number, packageId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(e)
    .where(and(eq(e.tenantId, tenantId), eq(e.packageId, packageId), eq(e.id, id)))
    .returning({ id: e.id });
  return rows.length > 0;
}

/** The value each rated goal brings to the weighted score, per package (score when given, else the rating's value). */
export async function ratedValues(db: Db, tenantId: number, packageIds: readonly number[]): Promise<Map<number, Map<number, string>>> {
  const out = new Map<number, Map<number, string>>();
  if (packageIds.length === 0) return out;
  const rows = await db
    .select({ packageId: e.packageId, goalId: e.goalId, score: e.score, value: ratings.value })
    .from(e)
    .innerJoin(ratings, eq(ratings.id, e.ratingId))
    .where(and(eq(e.tenantId, tenantId), inArray(e.packageId, [...packageIds])));
  for (const r of rows) {
    const byGoal = out.get(r.packageId) ?? new Map<number, string>();
    byGoal.set(r.goalId, r.score ?? String(r.value));
    out.set(r.packageId, byGoal);
  }
  return out;
}
