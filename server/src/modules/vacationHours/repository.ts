import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/core.ts';
import { userVacationHours } from '../../db/schema/vacations.ts';
import { isFailure, type Failure } from '../../http/failure.ts';
import type { Pagination } from '../../http/pagination.ts';
import { searchAny } from '../../shared/listing/search.ts';
import { orderBy } from '../../shared/listing/sort.ts';
import type { Schedule } from '../vacations/duration.ts';

// Users' yearly leave allowances and working schedules, always scoped by tenant.

export type VacationHoursRow = typeof userVacationHours.$inferSelect;
export type VacationHoursValues = Omit<typeof userVacationHours.$inferInsert, 'id' | 'tenantId' | 'createdAt'>;
export type VacationHoursWithUser = { readonly row: VacationHoursRow; readonly user: { id: number; name: string; email: string; avatarUrl: string | null } };

export type VacationHoursFilter = {
  readonly userId?: number | undefined;
  /** The owners the reader reaches (null: everyone); an empty list matches nothing. */
  readonly userIds?: readonly number[] | null;
  readonly year?: number | undefined;
  readonly search?: unknown;
};

const SORTS = {
  year: userVacationHours.year,
  user: users.name,
  vacation_hours: userVacationHours.vacationHours,
  permission_hours: userVacationHours.permissionHours,
  created_at: userVacationHours.createdAt,
  updated_at: userVacationHours.updatedAt,
  id: userVacationHours.id,
};

const where = (tenantId: number, f: VacationHoursFilter): SQL | undefined =>
  and(
    eq(userVacationHours.tenantId, tenantId),
    f.userId !== undefined ? eq(userVacationHours.userId, f.userId) : undefined,
    f.userIds ? (f.userIds.length > 0 ? inArray(userVacationHours.userId, [...f.userIds]) : sql`false`) : undefined,
    f.year !== undefined ? eq(userVacationHours.year, f.year) : undefined,
    searchAny(f.search, [users.name, users.email]),
  );

const withUser = (db: Db) =>
  db
    .select({ row: userVacationHours, user: { id: users.id, name: users.name, email: users.email, avatarUrl: users.avatarUrl } })
    .from(userVacationHours)
    .innerJoin(users, eq(users.id, userVacationHours.userId));

export async function listVacationHours(
  db: Db,
  tenantId: number,
  f: VacationHoursFilter,
  sort: unknown,
  page: Pagination,
): Promise<{ rows: VacationHoursWithUser[]; total: number } | Failure> {
  const order = orderBy(sort, SORTS, [desc(userVacationHours.year), asc(users.name)], userVacationHours.id);
  if (isFailure(order)) return order;
  const condition = where(tenantId, f);
  const rows = await withUser(db).where(condition).orderBy(...order).limit(page.limit).offset(page.offset);
  const [n] = await db.select({ n: count() }).from(userVacationHours).innerJoin(users, eq(users.id, userVacationHours.userId)).where(condition);
  return { rows, total: n?.n ?? 0 };
}

export async function findVacationHours(db: Db, tenantId: number, id: number): Promise<VacationHoursWithUser | null> {
  const [row] = await withUser(db).where(and(eq(userVacationHours.tenantId, tenantId), eq(userVacationHours.id, id))).limit(1);
  return row ?? null;
}

export async function findVacationHoursOf(db: Db, tenantId: number, userId: number, year: number): Promise<VacationHoursRow | null> {
  const [row] = await db
    .select()
    .from(userVacationHours)
    .where(and(eq(userVacationHours.tenantId, tenantId), eq(userVacationHours.userId, userId), eq(userVacationHours.year, year)))
    .limit(1);
  return row ?? null;
}

/** Inserts unless the user already has a record for the year (the unique index decides): null = duplicate. */
export async function insertVacationHours(db: Db, tenantId: number, v: VacationHoursValues, now: string): Promise<VacationHoursRow | null> {
  const [row] = await db
    .insert(userVacationHours)
    .values({ ...v, tenantId, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export async function updateVacationHours(db: Db, tenantId: number, id: number, v: VacationHoursValues): Promise<void> {
  await db.update(userVacationHours).set(v).where(and(eq(userVacationHours.tenantId, tenantId), eq(userVacationHours.id, id)));
}

export async function deleteVacationHours(db: Db, tenantId: number, id: number): Promise<boolean> {
  const gone = await db
    .delete(userVacationHours)
    .where(and(eq(userVacationHours.tenantId, tenantId), eq(userVacationHours.id, id)))
    .returning({ id: userVacationHours.id });
  return gone.length > 0;
}

export async function deleteVacationHoursOf(db: Db, tenantId: number, userId: number, year: number | undefined): Promise<void> {
  await db
    .delete(userVacationHours)
    .where(
      and(eq(userVacationHours.tenantId, tenantId), eq(userVacationHours.userId, userId), year !== undefined ? eq(userVacationHours.year, year) : undefined),
    );
}

/** The user's working schedules for the given years, by year (years without a record are absent). */
export async function schedulesOf(db: Db, tenantId: number, userId: number, years: readonly number[]): Promise<Map<number, Schedule>> {
  if (years.length === 0) return new Map();
  const rows = await db
    .select({ year: userVacationHours.year, hoursPerDay: userVacationHours.workingHoursPerDay, workingDays: userVacationHours.workingDays })
    .from(userVacationHours)
    .where(and(eq(userVacationHours.tenantId, tenantId), eq(userVacationHours.userId, userId), inArray(userVacationHours.year, [...years])));
  return new Map(rows.map((r) => [r.year, { hoursPerDay: r.hoursPerDay, workingDays: r.workingDays }]));
}

export async function isTenantUser(db: Db, tenantId: number, userId: number): Promise<boolean> {
  const [u] = await db.select({ id: users.id }).from(users).where(and(eq(users.tenantId, tenantId), eq(users.id, userId))).limit(1);
  return u !== undefined;
}
