import type { Effect } from 'effect';
import { camelize } from './case.ts';
import type { ApiClient } from './client.ts';
import { call } from './effect.ts';
import { fromResponse, Network, type ApiError } from './errors.ts';
import { readEventStream } from './eventStream.ts';
import type { QueryOf, ResultOf } from './operationTypes.ts';

export type AppNotification = ResultOf<'markNotificationRead'>;
export type NotificationQuery = QueryOf<'listNotifications'>;

export const listNotifications = (client: ApiClient, query: NotificationQuery = {}): Effect.Effect<ResultOf<'listNotifications'>, ApiError> =>
  call((signal) => client.GET('/notifications', { params: { query }, signal }));

export const markNotificationRead = (client: ApiClient, id: number): Effect.Effect<AppNotification, ApiError> =>
  call((signal) => client.POST('/notifications/{id}/read', { params: { path: { id } }, signal }));

export const markAllNotificationsRead = (client: ApiClient): Effect.Effect<void, ApiError> => call((signal) => client.POST('/notifications/read', { signal }));

/**
 * The stream's `unread` event: the caller's unread notifications up to `through` (the newest id the stream sent),
 * `count` of them and the newest `ids`, and the newest `recent` ids read or not (one missing there was removed with its
 * record); sent when they change otherwise than by a new one (marked read elsewhere, a record deleted).
 */
export type UnreadState = { readonly through: number; readonly count: number; readonly ids: readonly number[]; readonly recent: readonly number[] };

const isIdList = (value: unknown): value is readonly number[] => Array.isArray(value) && value.every((id) => typeof id === 'number');

const isUnreadState = (value: unknown): value is UnreadState => {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.through === 'number' && typeof v.count === 'number' && isIdList(v.ids) && isIdList(v.recent);
};

export type StreamHandlers = {
  /** The server accepted the stream. */
  readonly onOpen: () => void;
  readonly onNotification: (notification: AppNotification) => void;
  readonly onUnread: (state: UnreadState) => void;
};

/**
 * Opens the live stream (contract streamNotifications) through the app's client, so the bearer token and its
 * refresh on a 401 work as for any call; resolves when the server ends the stream, rejects with a tagged error.
 */
export const streamNotifications = async (client: ApiClient, after: number | null, signal: AbortSignal, handlers: StreamHandlers): Promise<void> => {
  let result;
  try {
    result = await client.GET('/notifications/stream', { params: { query: after === null ? {} : { after } }, headers: { accept: 'text/event-stream' }, parseAs: 'stream', signal });
  } catch (cause) {
    throw new Network({ cause });
  }
  const { response, data } = result;
  if (!response.ok || !data) throw fromResponse(response.status, result.error, response.headers);
  handlers.onOpen();
  try {
    await readEventStream(data, (event) => {
      if (event.event === 'notification') handlers.onNotification(camelize(JSON.parse(event.data)) as AppNotification);
      else if (event.event === 'unread') {
        const state: unknown = JSON.parse(event.data);
        // A malformed state is dropped: the next one, or the next reload, brings the count.
        if (isUnreadState(state)) handlers.onUnread(state);
      }
    });
  } catch (cause) {
    throw new Network({ cause });
  }
};
