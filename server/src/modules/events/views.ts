import { and, asc, count, eq, inArray, isNotNull, or, type SQL } from 'drizzle-orm';
import { calendarEvents, calendarEventUsers, calendars, calendarSubscriptions } from '../../db/schema/calendars.ts';
import { users } from '../../db/schema/core.ts';
import { companyUsers } from '../../db/schema/directory.ts';
import { invalidField, paged, type HandlerMap } from '../../http/handler.ts';
import { END_BEFORE_START } from '../recordMessages.ts';
import { calendarWriter } from '../calendars/access.ts';
import { ensurePrimaryCalendar, primaryCalendarsOf } from '../calendars/repository.ts';
import { contextOf, eventExtras } from './load.ts';
import { presentEvent, presentFullcalendarEvent } from './present.ts';
import { listEvents } from './repository.ts';

// The calendar screen's two composite reads (contract tag `calendars`): the resource timeline (users × events)
// and the flattened events of the user's selected calendars.

/** Enough for any window the resource timeline shows (a month of a busy user). */
const RESOURCE_EVENTS_LIMIT = 5000;

export const handlers = {
  listCalendarResources: async (ctx) => {
    const { start, end, self, company_ids: companyIds } = ctx.query;
    if (end < start) return invalidField('end', END_BEFORE_START);
    const tenantId = ctx.tenant.id;
    const page = ctx.page();
    const where: SQL | undefined = and(
      eq(users.tenantId, tenantId),
      eq(users.status, 'active'),
      self === true ? eq(users.id, ctx.user.id) : undefined,
      companyIds && companyIds.length > 0
        ? inArray(
            users.id,
            ctx.db
              .select({ id: companyUsers.userId })
              .from(companyUsers)
              .where(and(eq(companyUsers.tenantId, tenantId), inArray(companyUsers.companyId, [...companyIds]))),
          )
        : undefined,
    );
    const people = await ctx.db
      .select({ id: users.id, name: users.name, avatarUrl: users.avatarUrl })
      .from(users)
      .where(where)
      .orderBy(asc(users.name), asc(users.id))
      .limit(page.limit)
      .offset(page.offset);
    const [n] = await ctx.db.select({ n: count() }).from(users).where(where);
    await ensurePrimaryCalendar(ctx.db, tenantId, ctx.user.id);
    const primaries = await primaryCalendarsOf(ctx.db, tenantId, people.map((p) => p.id));
    const ids = people.map((p) => p.id);

    // Events of the users' primary calendars, plus vacation events naming a user as attendee wherever they are.
    const primaryIds = [...primaries.values()].map((c) => c.id);
    const vacationEvents =
      ids.length === 0
        ? undefined
        : and(
            isNotNull(calendarEvents.vacationId),
            inArray(
              calendarEvents.id,
              ctx.db
                .select({ id: calendarEventUsers.eventId })
                .from(calendarEventUsers)
                .where(and(eq(calendarEventUsers.tenantId, tenantId), inArray(calendarEventUsers.userId, ids))),
            ),
          );
    const scope = or(primaryIds.length > 0 ? inArray(calendarEvents.calendarId, primaryIds) : undefined, vacationEvents);
    const { rows: allRows } =
      scope === undefined ? { rows: [] } : await listEvents(ctx.db, tenantId, { start, end, extra: scope }, RESOURCE_EVENTS_LIMIT, 0);
    const extras = await eventExtras(ctx.db, tenantId, allRows);
    // A rejected request's event is no absence: it leaves the timeline.
    const rows = allRows.filter((r) => r.event.vacationId === null || extras.vacations.get(r.event.vacationId)?.status !== 'rejected');
    const attendeeUsers = rows.length === 0
      ? []
      : await ctx.db
          .select({ eventId: calendarEventUsers.eventId, userId: calendarEventUsers.userId })
          .from(calendarEventUsers)
          .where(and(eq(calendarEventUsers.tenantId, tenantId), inArray(calendarEventUsers.eventId, rows.map((r) => r.event.id))));

    const data = people.map((p) => {
      const cal = primaries.get(p.id) ?? null;
      const mine = rows.filter(
        (r) =>
          (cal !== null && r.event.calendarId === cal.id) ||
          (r.event.vacationId !== null && attendeeUsers.some((a) => a.eventId === r.event.id && a.userId === p.id)),
      );
      return {
        id: p.id,
        name: p.name,
        avatar_url: p.avatarUrl,
        calendar_id: cal?.id ?? null,
        events: mine.map((r) => presentEvent(r.event, contextOf(r, extras, ctx.user.id, ctx.language))),
      };
    });
    return paged(data, page.meta(n?.n ?? 0));
  },

  listFullcalendarEvents: async (ctx) => {
    const { start, end } = ctx.query;
    if (end < start) return invalidField('end', END_BEFORE_START);
    const tenantId = ctx.tenant.id;
    await ensurePrimaryCalendar(ctx.db, tenantId, ctx.user.id);
    const selected = await ctx.db
      .select({ cal: calendars, color: calendarSubscriptions.backgroundColor })
      .from(calendarSubscriptions)
      .innerJoin(calendars, eq(calendars.id, calendarSubscriptions.calendarId))
      .where(and(eq(calendarSubscriptions.tenantId, tenantId), eq(calendarSubscriptions.userId, ctx.user.id), eq(calendarSubscriptions.selected, true)));
    const page = ctx.page();
    if (selected.length === 0) return paged([], page.meta(0));
    const byId = new Map(selected.map((s) => [s.cal.id, s]));
    const { rows, total } = await listEvents(ctx.db, tenantId, { calendarIds: [...byId.keys()], start, end }, page.limit, page.offset);
    const extras = await eventExtras(ctx.db, tenantId, rows);
    const mayWrite = await calendarWriter(ctx.db, ctx.tenant, ctx.user);
    const data = rows.map((r) => {
      const s = byId.get(r.event.calendarId);
      return presentFullcalendarEvent(r.event, contextOf(r, extras, ctx.user.id, ctx.language), {
        backgroundColor: s?.color ?? s?.cal.backgroundColor ?? '#3788d8',
        writable: s ? mayWrite(s.cal) : false,
      });
    });
    return paged(data, page.meta(total));
  },
} satisfies HandlerMap;
