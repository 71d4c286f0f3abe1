import { and, asc, count, eq, gt, gte, inArray, lt, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { calendarEventProfiles, calendarEvents, calendarEventUsers, calendars } from '../../db/schema/calendars.ts';
import { users } from '../../db/schema/core.ts';
import { profiles } from '../../db/schema/directory.ts';
import { profileNameSql } from '../profiles/name.ts';

// Calendar events and their attendees, always scoped by tenant.

export type EventRow = typeof calendarEvents.$inferSelect;
export type NewEvent = Omit<typeof calendarEvents.$inferInsert, 'id' | 'tenantId'>;
export type EventPatch = Partial<Omit<NewEvent, 'calendarId' | 'createdBy' | 'createdAt'>>;

/** An event with the owner of its calendar (private events are masked for everybody else). */
export type EventWithOwner = { readonly event: EventRow; readonly calendarOwnerId: number | null };

export type Attendee = { readonly id: number; readonly name: string; readonly kind: 'profile' | 'user' };
export type AttendeeIds = { readonly profiles?: readonly number[] | undefined; readonly users?: readonly number[] | undefined };

/** Overlap with [start, end): an event ending exactly at `start` is out, an instant event at `start` is in. */
export function overlaps(start: string | undefined, end: string | undefined): SQL | undefined {
  return and(
    start === undefined ? undefined : or(gt(calendarEvents.end, start), gte(calendarEvents.start, start)),
    end === undefined ? undefined : lt(calendarEvents.start, end),
  );
}

export type EventFilter = {
  readonly calendarIds?: readonly number[];
  readonly start?: string | undefined;
  readonly end?: string | undefined;
  /** Only events with this profile among their attendees. */
  readonly attendeeProfileId?: number | undefined;
  readonly extra?: SQL | undefined;
};

function filterSql(db: Db, tenantId: number, f: EventFilter): SQL | undefined {
  return and(
    eq(calendarEvents.tenantId, tenantId),
    f.calendarIds ? inArray(calendarEvents.calendarId, [...f.calendarIds]) : undefined,
    overlaps(f.start, f.end),
    f.attendeeProfileId === undefined
      ? undefined
      : inArray(calendarEvents.id, fromAttendeeProfile(db, tenantId, f.attendeeProfileId)),
    f.extra,
  );
}

// A correlated list rather than a join so that an event with several attendees is never counted twice.
function fromAttendeeProfile(db: Db, tenantId: number, profileId: number) {
  return db
    .select({ id: calendarEventProfiles.eventId })
    .from(calendarEventProfiles)
    .where(and(eq(calendarEventProfiles.tenantId, tenantId), eq(calendarEventProfiles.profileId, profileId)));
}

export async function listEvents(db: Db, tenantId: number, f: EventFilter, limit: number, offset: number): Promise<{ rows: EventWithOwner[]; total: number }> {
  const where = filterSql(db, tenantId, f);
  const rows = await db
    .select({ event: calendarEvents, calendarOwnerId: calendars.ownerId })
    .from(calendarEvents)
    .innerJoin(calendars, eq(calendars.id, calendarEvents.calendarId))
    .where(where)
    .orderBy(asc(calendarEvents.start), asc(calendarEvents.id))
    .limit(limit)
    .offset(offset);
  const [n] = await db.select({ n: count() }).from(calendarEvents).where(where);
  return { rows, total: n?.n ?? 0 };
}

export async function findEvent(db: Db, tenantId: number, calendarId: number, eventId: number): Promise<EventWithOwner | null> {
  const [row] = await db
    .select({ event: calendarEvents, calendarOwnerId: calendars.ownerId })
    .from(calendarEvents)
    .innerJoin(calendars, eq(calendars.id, calendarEvents.calendarId))
    .where(and(eq(calendarEvents.tenantId, tenantId), eq(calendarEvents.calendarId, calendarId), eq(calendarEvents.id, eventId)))
    .limit(1);
  return row ?? null;
}

export async function insertEvent(db: Db, tenantId: number, values: NewEvent, attendees: AttendeeIds): Promise<EventRow> {
  const [row] = await db.insert(calendarEvents).values({ ...values, tenantId }).returning();
  if (!row) throw new Error('insert calendar_events returned no row');
  await replaceAttendees(db, tenantId, row.id, attendees);
  return row;
}

export async function updateEventRow(db: Db, tenantId: number, eventId: number, patch: EventPatch): Promise<void> {
  if (Object.keys(patch).length === 0) return;
  await db.update(calendarEvents).set(patch).where(and(eq(calendarEvents.tenantId, tenantId), eq(calendarEvents.id, eventId)));
}

export async function moveEventRow(db: Db, tenantId: number, eventId: number, calendarId: number, now: string): Promise<void> {
  await db.update(calendarEvents).set({ calendarId, updatedAt: now }).where(and(eq(calendarEvents.tenantId, tenantId), eq(calendarEvents.id, eventId)));
}

export async function deleteEventRow(db: Db, tenantId: number, eventId: number): Promise<void> {
  await db.delete(calendarEvents).where(and(eq(calendarEvents.tenantId, tenantId), eq(calendarEvents.id, eventId)));
}

/** Each list given replaces the previous one; a list not given is left alone. */
export async function replaceAttendees(db: Db, tenantId: number, eventId: number, a: AttendeeIds): Promise<void> {
  if (a.profiles) {
    await db.delete(calendarEventProfiles).where(and(eq(calendarEventProfiles.tenantId, tenantId), eq(calendarEventProfiles.eventId, eventId)));
    if (a.profiles.length > 0) await db.insert(calendarEventProfiles).values(a.profiles.map((profileId) => ({ tenantId, eventId, profileId })));
  }
  if (a.users) {
    await db.delete(calendarEventUsers).where(and(eq(calendarEventUsers.tenantId, tenantId), eq(calendarEventUsers.eventId, eventId)));
    if (a.users.length > 0) await db.insert(calendarEventUsers).values(a.users.map((userId) => ({ tenantId, eventId, userId })));
  }
}

/** Attendees of many events, profiles first then users, each by name. */
export async function attendeesOf(db: Db, tenantId: number, eventIds: readonly number[]): Promise<Map<number, Attendee[]>> {
  const out = new Map<number, Attendee[]>();
  if (eventIds.length === 0) return out;
  const ids = [...new Set(eventIds)];
  const ps = await db
    .select({ eventId: calendarEventProfiles.eventId, id: profiles.id, name: profileNameSql })
    .from(calendarEventProfiles)
    .innerJoin(profiles, eq(profiles.id, calendarEventProfiles.profileId))
    .where(and(eq(calendarEventProfiles.tenantId, tenantId), inArray(calendarEventProfiles.eventId, ids)))
    .orderBy(asc(profileNameSql), asc(profiles.id));
  const us = await db
    .select({ eventId: calendarEventUsers.eventId, id: users.id, name: users.name })
    .from(calendarEventUsers)
    .innerJoin(users, eq(users.id, calendarEventUsers.userId))
    .where(and(eq(calendarEventUsers.tenantId, tenantId), inArray(calendarEventUsers.eventId, ids)))
    .orderBy(asc(users.name), asc(users.id));
  const add = (eventId: number, a: Attendee): void => {
    const list = out.get(eventId);
    if (list) list.push(a);
    else out.set(eventId, [a]);
  };
  for (const p of ps) add(p.eventId, { id: p.id, name: p.name, kind: 'profile' });
  for (const u of us) add(u.eventId, { id: u.id, name: u.name, kind: 'user' });
  return out;
}

/** Ids among `ids` that are not profiles (or users) of the tenant: 422 material. */
export async function unknownAttendees(db: Db, tenantId: number, a: AttendeeIds): Promise<{ profiles: number[]; users: number[] }> {
  const missing = { profiles: [] as number[], users: [] as number[] };
  if (a.profiles && a.profiles.length > 0) {
    const found = await db
      .select({ id: profiles.id })
      .from(profiles)
      .where(and(eq(profiles.tenantId, tenantId), inArray(profiles.id, [...a.profiles])));
    const ok = new Set(found.map((r) => r.id));
    missing.profiles = a.profiles.filter((id) => !ok.has(id));
  }
  if (a.users && a.users.length > 0) {
    const found = await db.select({ id: users.id }).from(users).where(and(eq(users.tenantId, tenantId), inArray(users.id, [...a.users])));
    const ok = new Set(found.map((r) => r.id));
    missing.users = a.users.filter((id) => !ok.has(id));
  }
  return missing;
}
