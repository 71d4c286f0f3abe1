import { assign, emit, fromCallback, setup, type EventObject } from 'xstate';
import type { AppNotification, UnreadState } from '../../api/notifications.ts';
import { errorTagOf } from '../generic/errorTag.ts';
import { reconnectBackoff, scheduleDelaysMs } from './reconnectBackoff.ts';

// The live connection to the notification stream (issue 22 point 4): connecting → open; a dropped or refused
// connection waits (growing back-off) and tries again; the server's clean end after a few minutes reconnects at
// once (with a fresh token); a lost session or sign-out closes it. Each notification received moves `after` on, so
// a reconnection asks only for what it missed. The view hears `opened` (reload the list: something may have
// arrived while disconnected), `notification` and `unread` (some were marked read elsewhere, or removed with their
// records) through `actor.on`.

export type NotificationStreamEvent =
  | { type: 'stream.opened' }
  | { type: 'stream.notification'; notification: AppNotification }
  | { type: 'stream.unread'; unread: UnreadState }
  | { type: 'stream.ended' }
  | { type: 'stream.failed'; error: unknown }
  | { type: 'stream.stop' };

export type NotificationStreamEmitted = { type: 'opened' } | { type: 'notification'; notification: AppNotification } | { type: 'unread'; unread: UnreadState };

export type NotificationStreamContext = {
  /** The newest notification id received: the next connection asks for what came after it. */
  after: number | null;
  /** Failed attempts in a row (0 once a connection opens). */
  attempt: number;
};

export type StreamInput = { after: number | null };

/** Counting further changes nothing: the delay is at its ceiling (and the state space stays finite). */
const MAX_ATTEMPT = 6;

// The machine waits in `retrying` (a state the story and the path tests see); how long is read from the schedule,
// on the first retry and not when the module loads: running the schedule starts Effect's runtime, 5–30 ms of the
// dashboard's start-up on the main thread (issue 36 point 4, docs/benchmarks.md), for a delay rarely needed.
let retryDelays: readonly number[] | undefined;

/** Back-off before the next attempt (the attempt counted from 1): reconnectBackoff's delays, 1 s, 2 s, 4 s… up to 30 s. */
export const retryDelayMs = (attempt: number): number => {
  retryDelays ??= scheduleDelaysMs(reconnectBackoff, MAX_ATTEMPT);
  return retryDelays[Math.min(Math.max(attempt, 1), MAX_ATTEMPT) - 1] ?? 0;
};

export const notificationStreamMachine = setup({
  types: {
    context: {} as NotificationStreamContext,
    events: {} as NotificationStreamEvent,
    emitted: {} as NotificationStreamEmitted,
  },
  actors: {
    // The view provides the real one (streamCallback.ts); this default never connects.
    stream: fromCallback<EventObject, StreamInput>(() => undefined),
  },
  guards: {
    // The client already tried a token refresh: a 401 now means the session is over (sign-out follows).
    isSessionGone: ({ event }) => event.type === 'stream.failed' && ['Unauthorized', 'Forbidden'].includes(errorTagOf(event.error)),
  },
  actions: {
    setAfter: assign({ after: ({ context, event }) => (event.type === 'stream.notification' ? Math.max(context.after ?? 0, event.notification.id) : context.after) }),
    resetAttempts: assign({ attempt: 0 }),
    countAttempt: assign({ attempt: ({ context }) => Math.min(context.attempt + 1, MAX_ATTEMPT) }),
    emitOpened: emit({ type: 'opened' }),
    emitNotification: emit(({ event }) => (event.type === 'stream.notification' ? { type: 'notification' as const, notification: event.notification } : { type: 'opened' as const })),
    emitUnread: emit(({ event }) => (event.type === 'stream.unread' ? { type: 'unread' as const, unread: event.unread } : { type: 'opened' as const })),
  },
  delays: {
    backoff: ({ context }) => retryDelayMs(context.attempt),
  },
}).createMachine({
  id: 'notificationStream',
  context: { after: null, attempt: 0 },
  initial: 'live',
  on: { 'stream.stop': '.closed' },
  states: {
    live: {
      invoke: { src: 'stream', input: ({ context }): StreamInput => ({ after: context.after }) },
      initial: 'connecting',
      states: {
        connecting: {
          on: { 'stream.opened': { target: 'open', actions: ['resetAttempts', 'emitOpened'] } },
        },
        open: {},
      },
      on: {
        'stream.notification': { actions: ['setAfter', 'emitNotification'] },
        // Notifications marked read elsewhere (someone else's decision, another tab): the view's list applies it.
        'stream.unread': { actions: 'emitUnread' },
        'stream.ended': { target: 'live', reenter: true },
        'stream.failed': [{ guard: 'isSessionGone', target: 'closed' }, { target: 'retrying' }],
      },
    },
    retrying: {
      entry: 'countAttempt',
      after: { backoff: 'live' },
    },
    closed: { type: 'final' },
  },
});
