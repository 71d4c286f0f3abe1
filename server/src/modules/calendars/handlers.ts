import { and, eq, inArray } from 'drizzle-orm';
import { calendars } from '../../db/schema/calendars.ts';
import { companies } from '../../db/schema/directory.ts';
import { conflict, created, forbidden, invalidField, noContent, notFound, ok, paged, type HandlerMap } from '../../http/handler.ts';
import { searchAny } from '../../shared/listing/search.ts';
import { calendarWriter, mayManageCalendar } from './access.ts';
import { presentCalendar } from './present.ts';
import {
  DEFAULT_CALENDAR_COLOR,
  deleteCalendarRow,
  ensurePrimaryCalendar,
  findCalendar,
  findCalendarView,
  insertCalendar,
  listCalendarViews,
  subscribe,
  updateCalendarRow,
} from './repository.ts';
import { message } from '../../i18n/message.ts';
import { selectedInvalid } from '../recordMessages.ts';

// Calendars (contract tag `calendars`, except the two event views in events/views.ts).

export const handlers = {
  listCalendars: async (ctx) => {
    // The user's own primary calendar always exists when they look at their calendars.
    await ensurePrimaryCalendar(ctx.db, ctx.tenant.id, ctx.user.id);
    const page = ctx.page();
    const types = ctx.query.types;
    const filter = and(types && types.length > 0 ? inArray(calendars.type, [...types]) : undefined, searchAny(ctx.query.search, [calendars.name]));
    const { rows, total } = await listCalendarViews(ctx.db, ctx.tenant.id, ctx.user.id, filter, page.limit, page.offset);
    const mayWrite = await calendarWriter(ctx.db, ctx.tenant, ctx.user);
    return paged(rows.map((v) => presentCalendar(v, mayWrite)), page.meta(total));
  },

  createCalendar: async (ctx) => {
    const b = ctx.body;
    const type = b.type ?? 'user';
    const companyId = type === 'company' ? (b.company_id ?? null) : null;
    if (type === 'company') {
      if (companyId === null) return invalidField('company_id', message('calendars.companyRequired'));
      const [company] = await ctx.db
        .select({ id: companies.id })
        .from(companies)
        .where(and(eq(companies.tenantId, ctx.tenant.id), eq(companies.id, companyId)))
        .limit(1);
      if (!company) return invalidField('company_id', selectedInvalid('company_id'));
    }
    const now = ctx.now();
    const id = await ctx.db.transaction(async (tx) => {
      const cal = await insertCalendar(tx, ctx.tenant.id, {
        name: b.name,
        type,
        ownerId: type === 'user' ? ctx.user.id : null,
        companyId,
        backgroundColor: b.background_color ?? DEFAULT_CALENDAR_COLOR,
        now,
      });
      await subscribe(tx, ctx.tenant.id, ctx.user.id, cal.id, now);
      return cal.id;
    });
    const view = await findCalendarView(ctx.db, ctx.tenant.id, ctx.user.id, id);
    return view ? created(presentCalendar(view, await calendarWriter(ctx.db, ctx.tenant, ctx.user))) : notFound();
  },

  updateCalendar: async (ctx) => {
    const cal = await findCalendar(ctx.db, ctx.tenant.id, ctx.params.id);
    if (!cal) return notFound();
    if (!mayManageCalendar(ctx.user, cal)) return forbidden(message('calendars.ownerChanges'));
    await updateCalendarRow(ctx.db, ctx.tenant.id, cal.id, {
      ...(ctx.body.name !== undefined ? { name: ctx.body.name } : {}),
      ...(ctx.body.background_color !== undefined ? { backgroundColor: ctx.body.background_color } : {}),
      updatedAt: ctx.now(),
    });
    const view = await findCalendarView(ctx.db, ctx.tenant.id, ctx.user.id, cal.id);
    return view ? ok(presentCalendar(view, await calendarWriter(ctx.db, ctx.tenant, ctx.user))) : notFound();
  },

  deleteCalendar: async (ctx) => {
    const cal = await findCalendar(ctx.db, ctx.tenant.id, ctx.params.id);
    if (!cal) return notFound();
    if (cal.primary) return conflict(message('calendars.primaryNotDeletable'));
    if (cal.type === 'vacation') return conflict(message('calendars.vacationNotDeletable'));
    if (!mayManageCalendar(ctx.user, cal)) return forbidden(message('calendars.ownerDeletes'));
    await deleteCalendarRow(ctx.db, ctx.tenant.id, cal.id);
    return noContent();
  },
} satisfies HandlerMap;
