import { Effect } from 'effect';
import type { ApiClient } from '../../api/client.ts';
import { listNotifications, markAllNotificationsRead, markNotificationRead, type AppNotification } from '../../api/notifications.ts';

// The bell's calls (issue 22 point 4) bound to the API (issue 32): the panel's newest notifications with the unread
// count, marking one or all read. The bell's hook keeps the panel's state (a reducer the stream's notifications
// also feed) and runs these as promises.

/** Shown in the panel; older ones stay on the server. */
export const PANEL_SIZE = 20;

export type NotificationPanel = { readonly items: readonly AppNotification[]; readonly unread: number };

/** The newest page and the unread count (a page of one unread: its total), asked together. */
export const loadNotificationPanel = (client: ApiClient): Effect.Effect<NotificationPanel, unknown> =>
  Effect.map(
    Effect.all([listNotifications(client, { pageSize: PANEL_SIZE }), listNotifications(client, { unread: true, pageSize: 1 })], { concurrency: 2 }),
    ([page, unread]) => ({ items: page.items, unread: unread.meta.total }),
  );

export type NotificationCalls = {
  readonly loadPanel: () => Promise<NotificationPanel>;
  readonly markRead: (id: number) => Promise<AppNotification>;
  readonly markAllRead: () => Promise<void>;
};

export const notificationCalls = (client: ApiClient): NotificationCalls => ({
  loadPanel: () => Effect.runPromise(loadNotificationPanel(client)),
  markRead: (id) => Effect.runPromise(markNotificationRead(client, id)),
  markAllRead: () => Effect.runPromise(Effect.asVoid(markAllNotificationsRead(client))),
});
