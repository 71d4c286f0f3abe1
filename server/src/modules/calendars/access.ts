import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companyUsers } from '../../db/schema/directory.ts';
import type { AuthUser } from '../../http/context.ts';

// Record-level rules on calendars (contract updateCalendar, createCalendarEvent): who may change a calendar
// and who may write its events.

/** admin and sub_admin are both "Administrator" (spec §4). */
export const isAdministrator = (user: AuthUser): boolean => user.isAdmin || user.role === 'sub_admin';

export type CalendarAccessRow = {
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

/** Writable: the user's own calendars, company calendars of their companies; administrators: any. */
export async function mayWriteEvents(db: Db, user: AuthUser, cal: CalendarAccessRow): Promise<boolean> {
  if (isAdministrator(user)) return true;
  if (cal.type === 'user') return cal.ownerId === user.id;
  if (cal.type === 'company' && cal.companyId !== null) {
    const [member] = await db
      .select({ id: companyUsers.id })
      .from(companyUsers)
      .where(and(eq(companyUsers.tenantId, cal.tenantId), eq(companyUsers.companyId, cal.companyId), eq(companyUsers.userId, user.id)))
      .limit(1);
    return member !== undefined;
  }
  return false;
}

/** The companies of a user (for the `editable` flag of many events at once). */
export async function companiesOf(db: Db, tenantId: number, userId: number): Promise<ReadonlySet<number>> {
  const rows = await db
    .select({ companyId: companyUsers.companyId })
    .from(companyUsers)
    .where(and(eq(companyUsers.tenantId, tenantId), eq(companyUsers.userId, userId)));
  return new Set(rows.map((r) => r.companyId));
}

/** The synchronous form of mayWriteEvents once the user's companies are known. */
export function mayWriteWith(user: AuthUser, companies: ReadonlySet<number>, cal: CalendarAccessRow): boolean {
  if (isAdministrator(user)) return true;
  if (cal.type === 'user') return cal.ownerId === user.id;
  if (cal.type === 'company') return cal.companyId !== null && companies.has(cal.companyId);
  return false;
}
