import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companyUsers } from '../../db/schema/directory.ts';
import type { AuthUser, TenantInfo } from '../../http/context.ts';
import { isAdministrator, mayActWith, reachesAll, teamOf } from '../../permissions/recordScope.ts';

// Record-level rules on calendars (contract updateCalendar, createCalendarEvent): who may change a calendar
// and who may write its events. Writing events follows the record scope of permissions/recordScope.ts.

export { isAdministrator };

/** The key that lets a user write the events of every calendar (recordScope.ts). */
export const EVENTS_MANAGEMENT = 'events.management';

export type CalendarAccessRow = {
  readonly id: number;
  readonly tenantId: number;
  readonly type: string;
  readonly ownerId: number | null;
  readonly companyId: number | null;
};

/** Only the owner changes a user calendar; company and vacation calendars are changed by administrators. */
export function mayManageCalendar(user: AuthUser, cal: CalendarAccessRow): boolean {
  if (cal.type === 'user') return cal.ownerId === user.id;
  return isAdministrator(user);
}

/** Whether the user may write the events of a calendar: one predicate for the `writable` flags and the writes. */
export type CalendarWriter = (cal: CalendarAccessRow) => boolean;

/**
 * Writable (the record scope on the calendar's people, recordPeople.ts): the user's own calendars, their team's,
 * company calendars of a company the user or a team member belongs to; administrators and holders of
 * events.management: any. Loaded once per request, so many calendars or events are flagged with the same rule the
 * writes check.
 */
export async function calendarWriter(db: Db, tenant: TenantInfo, user: AuthUser): Promise<CalendarWriter> {
  if (reachesAll(user, tenant, EVENTS_MANAGEMENT)) return () => true;
  const team = new Set(await teamOf(db, tenant.id, user.id));
  const companies = await companiesOf(db, tenant.id, [user.id, ...team]);
  return (cal) => {
    if (cal.type === 'user') return mayActWith(false, user, team, [cal.ownerId]);
    if (cal.type === 'company') return cal.companyId !== null && companies.has(cal.companyId);
    return false;
  };
}

export async function mayWriteEvents(db: Db, tenant: TenantInfo, user: AuthUser, cal: CalendarAccessRow): Promise<boolean> {
  return (await calendarWriter(db, tenant, user))(cal);
}

/** The companies some users belong to. */
async function companiesOf(db: Db, tenantId: number, userIds: readonly number[]): Promise<ReadonlySet<number>> {
  const rows = await db
    .select({ companyId: companyUsers.companyId })
    .from(companyUsers)
    .where(and(eq(companyUsers.tenantId, tenantId), inArray(companyUsers.userId, [...userIds])));
  return new Set(rows.map((r) => r.companyId));
}
