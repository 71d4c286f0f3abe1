import { and, asc, count, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Schema } from '../../http/operationTypes.ts';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { calendarEvents } from '../../db/schema/calendars.ts';
import { users } from '../../db/schema/core.ts';
import { vacations } from '../../db/schema/vacations.ts';
import { isFailure, type Failure } from '../../http/failure.ts';
import type { Pagination } from '../../http/pagination.ts';
import { searchAny } from '../../shared/listing/search.ts';
import { byWords, orderBy, type ListSort } from '../../shared/listing/sort.ts';
import { dayEnd, dayStart } from './period.ts';

// Vacation requests with their requester, approver and linked event, always scoped by tenant.

export type VacationRow = typeof vacations.$inferSelect;
export type VacationValues = Omit<typeof vacations.$inferInsert, 'id' | 'tenantId'>;

export type Person = { id: number; name: string; email: string; avatar_url: string | null };
export type VacationView = {
  readonly row: VacationRow;
  readonly user: Person;
  readonly approver: Person | null;
  readonly event: { id: number; calendar_id: number } | null;
};

export type VacationFilter = {
  readonly userId?: number | undefined;
  /** Requests of these people only (what the caller may see); null or left out = everyone's. */
  readonly userIds?: readonly number[] | null | undefined;
  readonly status?: Schema<'VacationStatus'> | undefined;
  readonly type?: Schema<'VacationTypeKey'> | undefined;
  /** Requests ending on or after this day. */
  readonly from?: string | undefined;
  /** Requests starting on or before this day. */
  readonly to?: string | undefined;
  readonly search?: unknown;
};

const requester = alias(users, 'requester');
const approver = alias(users, 'approver');

const SORTS = {
  start: vacations.start,
  end: vacations.end,
  type: byWords(vacations.type, 'leaveTypes'),
  status: byWords(vacations.status, 'vacationStatuses'),
  hours: vacations.hours,
  user: requester.name,
  created_at: vacations.createdAt,
  updated_at: vacations.updatedAt,
  id: vacations.id,
};

function where(tenantId: number, f: VacationFilter): SQL | undefined {
  return and(
    eq(vacations.tenantId, tenantId),
    f.userId !== undefined ? eq(vacations.userId, f.userId) : undefined,
    f.userIds ? (f.userIds.length === 0 ? sql`false` : inArray(vacations.userId, [...f.userIds])) : undefined,
    f.status !== undefined ? eq(vacations.status, f.status) : undefined,
    f.type !== undefined ? eq(vacations.type, f.type) : undefined,
    f.from !== undefined ? gte(vacations.end, dayStart(f.from)) : undefined,
    f.to !== undefined ? lte(vacations.start, dayEnd(f.to)) : undefined,
    searchAny(f.search, [requester.name, vacations.notes, vacations.typeDescription]),
  );
}

function baseQuery(db: Db) {
  return db
    .select({
      row: vacations,
      user: { id: requester.id, name: requester.name, email: requester.email, avatar_url: requester.avatarUrl },
      approver: { id: approver.id, name: approver.name, email: approver.email, avatar_url: approver.avatarUrl },
    })
    .from(vacations)
    .innerJoin(requester, eq(requester.id, vacations.userId))
    .leftJoin(approver, eq(approver.id, vacations.approverId));
}

type Joined = { row: VacationRow; user: Person; approver: Person | null };

/** Adds the linked events (one query for the whole page). */
async function withEvents(db: Db, tenantId: number, rows: readonly Joined[]): Promise<VacationView[]> {
  const ids = rows.map((r) => r.row.id);
  const events =
    ids.length === 0
      ? []
      : await db
          .select({ id: calendarEvents.id, calendarId: calendarEvents.calendarId, vacationId: calendarEvents.vacationId })
          .from(calendarEvents)
          .where(and(eq(calendarEvents.tenantId, tenantId), inArray(calendarEvents.vacationId, ids)))
          .orderBy(asc(calendarEvents.id));
  const byVacation = new Map<number, { id: number; calendar_id: number }>();
  for (const e of events) if (e.vacationId !== null && !byVacation.has(e.vacationId)) byVacation.set(e.vacationId, { id: e.id, calendar_id: e.calendarId });
  return rows.map((r) => ({ ...r, event: byVacation.get(r.row.id) ?? null }));
}

export async function listVacations(
  db: Db,
  tenantId: number,
  f: VacationFilter,
  sort: ListSort,
  page: Pagination,
): Promise<{ rows: VacationView[]; total: number } | Failure> {
  const order = orderBy(sort.sort, SORTS, [desc(vacations.start)], vacations.id, sort.language);
  if (isFailure(order)) return order;
  const condition = where(tenantId, f);
  const rows = await baseQuery(db).where(condition).orderBy(...order).limit(page.limit).offset(page.offset);
  const [n] = await db.select({ n: count() }).from(vacations).innerJoin(requester, eq(requester.id, vacations.userId)).where(condition);
  return { rows: await withEvents(db, tenantId, rows), total: n?.n ?? 0 };
}

export async function findVacation(db: Db, tenantId: number, id: number): Promise<VacationView | null> {
  const rows = await baseQuery(db).where(and(eq(vacations.tenantId, tenantId), eq(vacations.id, id))).limit(1);
  const [view] = await withEvents(db, tenantId, rows);
  return view ?? null;
}

export async function insertVacation(db: Db, tenantId: number, v: VacationValues): Promise<VacationRow> {
  const [row] = await db.insert(vacations).values({ ...v, tenantId }).returning();
  if (!row) throw new Error('insert vacations returned no row');
  return row;
}

/** `whileStatus`: only while the request still has that status (null otherwise: a decision overtaken by another). */
export async function updateVacation(db: Db, tenantId: number, id: number, patch: Partial<VacationValues>, whileStatus?: VacationRow['status']): Promise<VacationRow | null> {
  const [row] = await db
    .update(vacations)
    .set(patch)
    .where(and(eq(vacations.tenantId, tenantId), eq(vacations.id, id), whileStatus === undefined ? undefined : eq(vacations.status, whileStatus)))
    .returning();
  return row ?? null;
}

export async function deleteVacation(db: Db, tenantId: number, id: number): Promise<boolean> {
  const gone = await db.delete(vacations).where(and(eq(vacations.tenantId, tenantId), eq(vacations.id, id))).returning({ id: vacations.id });
  return gone.length > 0;
}

/** Deletes the request only while it is still pending (a decision that lands first keeps it). */
export async function deletePendingVacation(db: Db, tenantId: number, id: number): Promise<boolean> {
  const gone = await db
    .delete(vacations)
    .where(and(eq(vacations.tenantId, tenantId), eq(vacations.id, id), eq(vacations.status, 'pending')))
    .returning({ id: vacations.id });
  return gone.length > 0;
}
