import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { calendarEventProfiles, calendarEvents, calendars } from '../../db/schema/calendars.ts';
import type { Schema } from '../../http/operationTypes.ts';
import type { Pagination } from '../../http/pagination.ts';
import { isMasked } from '../events/present.ts';

// The events tab of a profile: events whose attendees include it, newest first. Every calendar of the tenant is
// readable; private events keep their text hidden from whoever is neither the calendar's owner nor the author,
// exactly as in the calendar views.

export type EventRange = { readonly start?: string | undefined; readonly end?: string | undefined };

export async function listProfileEvents(
  db: Db,
  tenantId: number,
  profileId: number,
  viewerId: number,
  range: EventRange,
  page: Pagination,
): Promise<{ rows: Schema<'ProfileEvent'>[]; total: number }> {
  const where: SQL | undefined = and(
    eq(calendarEventProfiles.tenantId, tenantId),
    eq(calendarEventProfiles.profileId, profileId),
    eq(calendarEvents.tenantId, tenantId),
    range.start !== undefined ? gte(calendarEvents.end, range.start) : undefined,
    range.end !== undefined ? lt(calendarEvents.start, range.end) : undefined,
  );
  const rows = await db
    .select({ event: calendarEvents, ownerId: calendars.ownerId })
    .from(calendarEventProfiles)
    .innerJoin(calendarEvents, eq(calendarEvents.id, calendarEventProfiles.eventId))
    .innerJoin(calendars, eq(calendars.id, calendarEvents.calendarId))
    .where(where)
    .orderBy(desc(calendarEvents.start), desc(calendarEvents.id))
    .limit(page.limit)
    .offset(page.offset);
  const [counted] = await db
    .select({ n: count() })
    .from(calendarEventProfiles)
    .innerJoin(calendarEvents, eq(calendarEvents.id, calendarEventProfiles.eventId))
    .where(where);
  return {
    rows: rows.map(({ event: e, ownerId }) => {
      const masked = isMasked(e, viewerId, ownerId);
      return {
        id: e.id,
        calendar_id: e.calendarId,
        summary: masked ? null : e.summary,
        description: masked ? null : e.description,
        start: e.start,
        end: e.end,
        all_day: e.allDay,
        type: e.type,
        status: e.status,
      };
    }),
    total: counted?.n ?? 0,
  };
}
