import { message } from '../../i18n/message.ts';
import { renderMessage } from '../../i18n/render.ts';
import { binary, json, noContent, notFound, ok, paged, type HandlerMap } from '../../http/handler.ts';
import { lastNotificationId, listNotifications, markAllRead, markRead, presentNotification } from './repository.ts';
import { notificationStream } from './stream.ts';

// The signed-in user's notifications (contract tag notifications): their own only, in this tenant.

export const handlers = {
  listNotifications: async (ctx) => {
    const page = ctx.page();
    const { rows, total } = await listNotifications(ctx.db, ctx.tenant.id, ctx.user.id, ctx.query.unread === true, page.limit, page.offset);
    return paged(rows.map(presentNotification), page.meta(total));
  },

  markNotificationRead: async (ctx) => {
    const row = await markRead(ctx.db, ctx.tenant.id, ctx.user.id, ctx.params.id, ctx.now());
    return row ? ok(presentNotification(row)) : notFound(message('notifications.notFound'));
  },

  markAllNotificationsRead: async (ctx) => {
    await markAllRead(ctx.db, ctx.tenant.id, ctx.user.id, ctx.now());
    return noContent();
  },

  streamNotifications: async (ctx) => {
    // A client that did not ask for an event stream (a plain HTTP call reading the body to its end) would wait for
    // minutes: it is told instead. EventSource and the app send this Accept header.
    if (!(ctx.request.headers.get('accept') ?? '').includes('text/event-stream')) return json({ message: renderMessage(message('notifications.streamOnly'), ctx.language) }, 406);
    const after = ctx.query.after ?? (await lastNotificationId(ctx.db, ctx.tenant.id, ctx.user.id));
    return binary(notificationStream({ db: ctx.db, tenantId: ctx.tenant.id, userId: ctx.user.id, after, signal: ctx.request.signal }));
  },
} satisfies HandlerMap;
