import { fromCallback, type EventObject } from 'xstate';
import type { ApiClient } from '../../api/client.ts';
import { streamNotifications } from '../../api/notifications.ts';
import type { NotificationStreamEvent, StreamInput } from './notificationStream.machine.ts';

/** The machine's `stream` actor over the app's client: one connection, aborted when the state is left. */
export const streamCallback = (client: ApiClient) =>
  fromCallback<EventObject, StreamInput>(({ sendBack, input }) => {
    const controller = new AbortController();
    const send = (event: NotificationStreamEvent): void => {
      if (!controller.signal.aborted) sendBack(event);
    };
    streamNotifications(client, input.after, controller.signal, {
      onOpen: () => send({ type: 'stream.opened' }),
      onNotification: (notification) => send({ type: 'stream.notification', notification }),
      onUnread: (unread) => send({ type: 'stream.unread', unread }),
    }).then(
      () => send({ type: 'stream.ended' }),
      (error: unknown) => send({ type: 'stream.failed', error }),
    );
    return () => controller.abort();
  });
