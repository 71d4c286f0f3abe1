import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { calendars, calendarSubscriptions } from '../../db/schema/calendars.ts';
import { users } from '../../db/schema/core.ts';

// Calendars and subscriptions, always scoped by tenant.

export type CalendarRow = typeof calendars.$inferSelect;
export type SubscriptionRow = typeof calendarSubscriptions.$inferSelect;

/** A calendar as the signed-in user sees it: with its owner's name and the user's subscription (if any). */
export type CalendarView = { readonly cal: CalendarRow; readonly ownerName: string | null; readonly sub: SubscriptionRow | null };

export const DEFAULT_CALENDAR_COLOR = '#3788d8';

function viewQuery(db: Db, userId: number) {
  return db
    .select({ cal: calendars, ownerName: users.name, sub: calendarSubscriptions })
    .from(calendars)
    .leftJoin(users, eq(users.id, calendars.ownerId))
    .leftJoin(calendarSubscriptions, and(eq(calendarSubscriptions.calendarId, calendars.id), eq(calendarSubscriptions.userId, userId)));
}

export async function findCalendar(db: Db, tenantId: number, id: number): Promise<CalendarRow | null> {
  const [row] = await db.select().from(calendars).where(and(eq(calendars.tenantId, tenantId), eq(calendars.id, id))).limit(1);
  return row ?? null;
}

export async function findCalendarView(db: Db, tenantId: number, userId: number, id: number): Promise<CalendarView | null> {
  const [row] = await viewQuery(db, userId).where(and(eq(calendars.tenantId, tenantId), eq(calendars.id, id))).limit(1);
  return row ?? null;
}

export async function listCalendarViews(
  db: Db,
  tenantId: number,
  userId: number,
  filter: SQL | undefined,
  limit: number,
  offset: number,
): Promise<{ rows: CalendarView[]; total: number }> {
  const where = and(eq(calendars.tenantId, tenantId), filter);
  // Own calendars first (primary on top), then company and others' calendars, by name.
  const rows = await viewQuery(db, userId)
    .where(where)
    .orderBy(
      sql`case when ${calendars.ownerId} = ${userId} then 0 else 1 end`,
      sql`${calendars.primary} desc`,
      asc(calendars.type),
      asc(calendars.name),
      asc(calendars.id),
    )
    .limit(limit)
    .offset(offset);
  const [n] = await db.select({ n: count() }).from(calendars).where(where);
  return { rows, total: n?.n ?? 0 };
}

/**
 * The user's primary calendar, created (with its subscription) when missing. The partial unique index on
 * (owner_id) WHERE primary makes two concurrent creations end with one calendar.
 */
export async function ensurePrimaryCalendar(db: Db, tenantId: number, userId: number): Promise<CalendarRow | null> {
  const existing = await findPrimaryCalendar(db, tenantId, userId);
  if (existing) return existing;
  const [owner] = await db
    .select({ name: users.name })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
    .limit(1);
  if (!owner) return null;
  await db
    .insert(calendars)
    .values({ tenantId, name: owner.name, type: 'user', ownerId: userId, primary: true, backgroundColor: DEFAULT_CALENDAR_COLOR })
    .onConflictDoNothing();
  const made = await findPrimaryCalendar(db, tenantId, userId);
  if (made) await subscribe(db, tenantId, userId, made.id);
  return made;
}

export async function findPrimaryCalendar(db: Db, tenantId: number, userId: number): Promise<CalendarRow | null> {
  const [row] = await db
    .select()
    .from(calendars)
    .where(and(eq(calendars.tenantId, tenantId), eq(calendars.ownerId, userId), eq(calendars.primary, true)))
    .limit(1);
  return row ?? null;
}

/** Primary calendars of several users at once (resource timeline). */
export async function primaryCalendarsOf(db: Db, tenantId: number, userIds: readonly number[]): Promise<Map<number, CalendarRow>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(calendars)
    .where(and(eq(calendars.tenantId, tenantId), eq(calendars.primary, true), inArray(calendars.ownerId, [...userIds])));
  return new Map(rows.flatMap((r) => (r.ownerId === null ? [] : [[r.ownerId, r] as const])));
}

export type NewCalendar = {
  readonly name: string;
  readonly type: 'user' | 'company';
  readonly ownerId: number | null;
  readonly companyId: number | null;
  readonly backgroundColor: string;
  readonly now: string;
};

export async function insertCalendar(db: Db, tenantId: number, c: NewCalendar): Promise<CalendarRow> {
  const [row] = await db
    .insert(calendars)
    .values({ tenantId, name: c.name, type: c.type, ownerId: c.ownerId, companyId: c.companyId, backgroundColor: c.backgroundColor, createdAt: c.now, updatedAt: c.now })
    .returning();
  if (!row) throw new Error('insert calendars returned no row');
  return row;
}

export async function updateCalendarRow(
  db: Db,
  tenantId: number,
  id: number,
  patch: { name?: string; backgroundColor?: string; updatedAt: string },
): Promise<void> {
  await db.update(calendars).set(patch).where(and(eq(calendars.tenantId, tenantId), eq(calendars.id, id)));
}

/** Deletes the calendar; its events and subscriptions go with it (foreign keys cascade). */
export async function deleteCalendarRow(db: Db, tenantId: number, id: number): Promise<void> {
  await db.delete(calendars).where(and(eq(calendars.tenantId, tenantId), eq(calendars.id, id)));
}

// ---------------------------------------------------------------- subscriptions

/** Subscribes (selected and visible); an existing subscription is kept. Answers whether a new one was made. */
export async function subscribe(db: Db, tenantId: number, userId: number, calendarId: number, now?: string): Promise<{ sub: SubscriptionRow; created: boolean }> {
  const [made] = await db
    .insert(calendarSubscriptions)
    .values({ tenantId, userId, calendarId, selected: true, visible: true, ...(now ? { createdAt: now } : {}) })
    .onConflictDoNothing()
    .returning();
  if (made) return { sub: made, created: true };
  const [existing] = await db
    .select()
    .from(calendarSubscriptions)
    .where(and(eq(calendarSubscriptions.tenantId, tenantId), eq(calendarSubscriptions.userId, userId), eq(calendarSubscriptions.calendarId, calendarId)))
    .limit(1);
  if (!existing) throw new Error('subscription vanished between insert and select');
  return { sub: existing, created: false };
}

export async function findSubscription(db: Db, tenantId: number, userId: number, id: number): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(calendarSubscriptions)
    .where(and(eq(calendarSubscriptions.tenantId, tenantId), eq(calendarSubscriptions.userId, userId), eq(calendarSubscriptions.id, id)))
    .limit(1);
  return row ?? null;
}

export async function listSubscriptionViews(
  db: Db,
  tenantId: number,
  userId: number,
  limit: number,
  offset: number,
): Promise<{ rows: CalendarView[]; total: number }> {
  const where = and(eq(calendarSubscriptions.tenantId, tenantId), eq(calendarSubscriptions.userId, userId));
  const rows = await db
    .select({ cal: calendars, ownerName: users.name, sub: calendarSubscriptions })
    .from(calendarSubscriptions)
    .innerJoin(calendars, eq(calendars.id, calendarSubscriptions.calendarId))
    .leftJoin(users, eq(users.id, calendars.ownerId))
    .where(where)
    .orderBy(sql`${calendars.primary} desc`, sql`case when ${calendars.ownerId} = ${userId} then 0 else 1 end`, asc(calendars.name), asc(calendarSubscriptions.id))
    .limit(limit)
    .offset(offset);
  const [n] = await db.select({ n: count() }).from(calendarSubscriptions).where(where);
  return { rows, total: n?.n ?? 0 };
}

export async function updateSubscription(
  db: Db,
  tenantId: number,
  id: number,
  patch: { selected?: boolean; visible?: boolean; backgroundColor?: string | null },
): Promise<void> {
  await db.update(calendarSubscriptions).set(patch).where(and(eq(calendarSubscriptions.tenantId, tenantId), eq(calendarSubscriptions.id, id)));
}

export async function deleteSubscription(db: Db, tenantId: number, id: number): Promise<void> {
  await db.delete(calendarSubscriptions).where(and(eq(calendarSubscriptions.tenantId, tenantId), eq(calendarSubscriptions.id, id)));
}
