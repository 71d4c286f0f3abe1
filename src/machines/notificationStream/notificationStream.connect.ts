import type { NotificationStreamContext, NotificationStreamEvent } from './notificationStream.machine.ts';

// What the notification bell shows of its live stream, from a snapshot alone (pure, tested without React): the
// connection's state (the bell marks a stream that is retrying) and whether it can still be stopped.

type Snapshot = {
  readonly context: NotificationStreamContext;
  readonly status: 'active' | 'done' | 'error' | 'stopped';
  matches: (state: 'retrying' | 'closed' | { live: 'open' }) => boolean;
  can: (event: NotificationStreamEvent) => boolean;
};

export type NotificationStreamView = {
  readonly connection: 'connecting' | 'open' | 'retrying' | 'closed';
  /** The last connection failed: the next attempt waits its back-off. */
  readonly retrying: boolean;
  /** Failed attempts in a row. */
  readonly attempt: number;
  /** The stream still runs (a closed stream is done; the machine's root `stream.stop` would still answer `can`). */
  readonly canStop: boolean;
};

const connectionOf = (snapshot: Snapshot): NotificationStreamView['connection'] => {
  if (snapshot.matches('closed')) return 'closed';
  if (snapshot.matches('retrying')) return 'retrying';
  return snapshot.matches({ live: 'open' }) ? 'open' : 'connecting';
};

export const connectNotificationStream = (snapshot: Snapshot): NotificationStreamView => {
  const connection = connectionOf(snapshot);
  return { connection, retrying: connection === 'retrying', attempt: snapshot.context.attempt, canStop: snapshot.status === 'active' && snapshot.can({ type: 'stream.stop' }) };
};
