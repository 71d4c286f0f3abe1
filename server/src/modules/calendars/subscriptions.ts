import { conflict, created, invalidField, noContent, notFound, ok, paged, type HandlerMap } from '../../http/handler.ts';
import { calendarWriter } from './access.ts';
import { presentSubscription } from './present.ts';
import {
  deleteSubscription,
  ensurePrimaryCalendar,
  findCalendar,
  findCalendarView,
  findSubscription,
  listSubscriptionViews,
  subscribe,
  updateSubscription,
} from './repository.ts';
import { message } from '../../i18n/message.ts';
import { selectedInvalid } from '../recordMessages.ts';

// "My calendars": the signed-in user's subscriptions (contract tag `calendar_subscriptions`).

export const handlers = {
  listMyCalendars: async (ctx) => {
    await ensurePrimaryCalendar(ctx.db, ctx.tenant.id, ctx.user.id);
    const page = ctx.page();
    const { rows, total } = await listSubscriptionViews(ctx.db, ctx.tenant.id, ctx.user.id, page.limit, page.offset);
    const mayWrite = await calendarWriter(ctx.db, ctx.tenant, ctx.user);
    return paged(rows.map((v) => presentSubscription(v, mayWrite)), page.meta(total));
  },

  subscribeToCalendar: async (ctx) => {
    const cal = await findCalendar(ctx.db, ctx.tenant.id, ctx.body.calendar_id);
    if (!cal) return invalidField('calendar_id', selectedInvalid('calendar_id'));
    // Subscribing twice keeps the first subscription (spec §4: "does nothing").
    const { created: isNew } = await subscribe(ctx.db, ctx.tenant.id, ctx.user.id, cal.id, ctx.now());
    const view = await findCalendarView(ctx.db, ctx.tenant.id, ctx.user.id, cal.id);
    if (!view) return notFound();
    const body = presentSubscription(view, await calendarWriter(ctx.db, ctx.tenant, ctx.user));
    return isNew ? created(body) : ok(body);
  },

  getMyCalendar: async (ctx) => {
    const sub = await findSubscription(ctx.db, ctx.tenant.id, ctx.user.id, ctx.params.id);
    if (!sub) return notFound();
    const view = await findCalendarView(ctx.db, ctx.tenant.id, ctx.user.id, sub.calendarId);
    return view ? ok(presentSubscription(view, await calendarWriter(ctx.db, ctx.tenant, ctx.user))) : notFound();
  },

  updateMyCalendar: async (ctx) => {
    const sub = await findSubscription(ctx.db, ctx.tenant.id, ctx.user.id, ctx.params.id);
    if (!sub) return notFound();
    const b = ctx.body;
    await updateSubscription(ctx.db, ctx.tenant.id, sub.id, {
      ...(b.selected !== undefined ? { selected: b.selected } : {}),
      ...(b.visible !== undefined ? { visible: b.visible } : {}),
      ...(b.background_color !== undefined ? { backgroundColor: b.background_color } : {}),
    });
    const view = await findCalendarView(ctx.db, ctx.tenant.id, ctx.user.id, sub.calendarId);
    return view ? ok(presentSubscription(view, await calendarWriter(ctx.db, ctx.tenant, ctx.user))) : notFound();
  },

  unsubscribeFromCalendar: async (ctx) => {
    const sub = await findSubscription(ctx.db, ctx.tenant.id, ctx.user.id, ctx.params.id);
    if (!sub) return notFound();
    const cal = await findCalendar(ctx.db, ctx.tenant.id, sub.calendarId);
    if (cal?.primary && cal.ownerId === ctx.user.id) return conflict(message('calendars.primaryNotUnsubscribable'));
    await deleteSubscription(ctx.db, ctx.tenant.id, sub.id);
    return noContent();
  },
} satisfies HandlerMap;
