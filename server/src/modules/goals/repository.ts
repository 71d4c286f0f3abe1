import { and, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { goals, packageGoals } from '../../db/schema/evaluator.ts';
import { containsPattern } from '../../shared/listing/search.ts';

export type GoalRow = typeof goals.$inferSelect;
export type GoalFields = Omit<typeof goals.$inferInsert, 'id' | 'tenantId' | 'createdAt' | 'updatedAt'>;

const g = goals;

/**
 * `scope`: the goals the reader may see (packages/privacy.ts `visibleGoals`), applied to lists and single reads alike so
 * another person's goals answer 404.
 */
export async function listGoals(
  db: Db,
  tenantId: number,
  scope: SQL | undefined,
  f: { search?: string | undefined; year?: number | undefined; category?: string | undefined },
  page: { order: SQL[]; limit: number; offset: number },
): Promise<{ rows: GoalRow[]; total: number }> {
  const pattern = f.search ? containsPattern(f.search) : null;
  const where = and(
    eq(g.tenantId, tenantId),
    scope,
    f.year === undefined ? undefined : eq(g.year, f.year),
    f.category === undefined ? undefined : eq(g.category, f.category),
    pattern ? or(ilike(g.title, pattern), ilike(g.description, pattern), ilike(g.category, pattern)) : undefined,
  );
  const rows = await db.select().from(g).where(where).orderBy(...page.order).limit(page.limit).offset(page.offset);
  const [c] = await db.select({ n: count() }).from(g).where(where);
  return { rows, total: c?.n ?? 0 };
}

export async function findGoal(db: Db, tenantId: number, scope: SQL | undefined, id: number): Promise<GoalRow | null> {
  const [row] = await db.select().from(g).where(and(eq(g.tenantId, tenantId), eq(g.id, id), scope));
  return row ?? null;
}

export async function insertGoal(db: Db, tenantId: number, fields: GoalFields, now: string): Promise<GoalRow> {
  const [row] = await db.insert(g).values({ ...fields, tenantId, createdAt: now, updatedAt: now }).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateGoal(db: Db, tenantId: number, id: number, fields: GoalFields, now: string): Promise<GoalRow | null> {
  const [row] = await db
    .update(g)
    .set({ ...fields, updatedAt: now })
    .where(and(eq(g.tenantId, tenantId), eq(g.id, id)))
    .returning();
  return row ?? null;
}

/** Whether some package assigns the goal (it cannot be deleted then). */
export async function goalAssigned(db: Db, tenantId: number, goalId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: packageGoals.id })
    .from(packageGoals)
    .where(and(eq(packageGoals.tenantId, tenantId), eq(packageGoals.goalId, goalId)))
    .limit(1);
  return row !== undefined;
}

export async function deleteGoal(db: Db, tenantId: number, id: number): Promise<boolean> {
  const rows = await db.delete(g).where(and(eq(g.tenantId, tenantId), eq(g.id, id))).returning({ id: g.id });
  return rows.length > 0;
}
