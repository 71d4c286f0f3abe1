import type { Db } from '../../db/client.ts';

// Live delivery of new notifications to the open streams of this process (issue 22 point 4).
//
// A notification is written with `pg_notify(CHANNEL, '<tenant>:<user>,<user>…')` in the transaction that writes it,
// so the signal leaves at commit and never before the row is visible. Each process listens on the channel:
// PostgreSQL delivers it to every process on the database (two servers on one PostgreSQL both hear it); PGlite,
// one process by its lockfile, delivers it to its own listener. A stream woken reads its user's rows newer than
// the last it sent, so a lost or duplicate signal costs at most a query, never a notification (a stream also
// re-reads every POLL_MS, the safety net for a listener that was down).

export const NOTIFICATION_CHANNEL = 'bottega_notifications';

/** An engine's listener on NOTIFICATION_CHANNEL: calls back with each payload; null = signals may have been lost. */
export type NotificationSource = {
  listen(onPayload: (payload: string | null) => void): Promise<void>;
  close(): Promise<void>;
};

type Hub = {
  readonly source: NotificationSource;
  readonly waiting: Map<string, Set<() => void>>;
  started: Promise<void> | null;
};

const hubs = new WeakMap<Db, Hub>();

const keyOf = (tenantId: number, userId: number): string => `${tenantId}:${userId}`;

/** The payload naming the recipients of one write. */
export const encodeRecipients = (tenantId: number, userIds: readonly number[]): string => `${tenantId}:${userIds.join(',')}`;

function wakeFor(hub: Hub, payload: string | null): void {
  if (payload === null) {
    for (const set of hub.waiting.values()) for (const wake of set) wake();
    return;
  }
  const [tenant, users = ''] = payload.split(':');
  for (const user of users.split(',')) for (const wake of hub.waiting.get(`${tenant}:${user}`) ?? []) wake();
}

/** Called when a database is opened: the listener streams on it use. */
export function registerNotificationSource(db: Db, source: NotificationSource): void {
  hubs.set(db, { source, waiting: new Map(), started: null });
}

/** Whether streams on this database are woken by signals (else they poll). */
export const hasNotificationSource = (db: Db): boolean => hubs.has(db);

/**
 * Calls `wake` whenever a notification for this user may have been written; returns the unsubscribe. The listener
 * starts with the first subscriber (a process that never streams holds no listening connection).
 */
export async function subscribe(db: Db, tenantId: number, userId: number, wake: () => void): Promise<() => void> {
  const hub = hubs.get(db);
  if (!hub) return () => undefined;
  const key = keyOf(tenantId, userId);
  const set = hub.waiting.get(key) ?? new Set();
  set.add(wake);
  hub.waiting.set(key, set);
  hub.started ??= hub.source.listen((payload) => wakeFor(hub, payload)).catch((e: unknown) => {
    // Streams keep polling; the next subscriber tries again.
    hub.started = null;
    throw e;
  });
  await hub.started.catch(() => undefined);
  return () => {
    set.delete(wake);
    if (set.size === 0) hub.waiting.delete(key);
  };
}
