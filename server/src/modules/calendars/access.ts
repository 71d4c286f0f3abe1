import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companyUsers } from '../../db/schema/directory.ts';
import type { AuthUser, TenantInfo } from '../../http/context.ts';
import { RECORD_PEOPLE } from '../../permissions/recordPeople.ts';
import { isAdministrator, mayActOn, mayActWith } from '../../permissions/recordScope.ts';

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

/**
 * Writable (the record scope on the calendar's people): the user's own calendars, their team's, company calendars
 * of their companies; administrators and holders of events.management: any.
 */
export async function mayWriteEvents(db: Db, tenant: TenantInfo, user: AuthUser, cal: CalendarAccessRow): Promise<boolean> {
  const people = (await RECORD_PEOPLE.calendar?.(db, tenant.id, cal.id)) ?? [];
  return mayActOn(db, tenant, user, EVENTS_MANAGEMENT, people);
}

/** The companies of a user (for the `writable` flag of many events at once). */
export async function companiesOf(db: Db, tenantId: number, userId: number): Promise<ReadonlySet<number>> {
  const rows = await db
    .select({ companyId: companyUsers.companyId })
    .from(companyUsers)
    .where(and(eq(companyUsers.tenantId, tenantId), eq(companyUsers.userId, userId)));
  return new Set(rows.map((r) => r.companyId));
}

/** The synchronous form of mayWriteEvents once the user's reach, team and companies are known. */
export function mayWriteWith(reachAll: boolean, user: AuthUser, team: ReadonlySet<number>, companies: ReadonlySet<number>, cal: CalendarAccessRow): boolean {
  if (cal.type === 'user') return mayActWith(reachAll, user, team, [cal.ownerId]);
  if (cal.type === 'company') return reachAll || (cal.companyId !== null && companies.has(cal.companyId));
  return reachAll;
}
