import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Logger } from '../../log.ts';
import { NOTIFICATION_CHANNEL, type NotificationSource } from './hub.ts';

// The two engines' listeners for hub.ts.

const RECONNECT_MS = 1_000;

/** PGlite delivers a committed NOTIFY to listeners of the same instance. */
export function pgliteNotificationSource(client: PGlite): NotificationSource {
  let unlisten: (() => Promise<void>) | null = null;
  return {
    async listen(onPayload) {
      unlisten = await client.listen(NOTIFICATION_CHANNEL, (payload) => onPayload(payload));
    },
    async close() {
      await unlisten?.().catch(() => undefined);
      unlisten = null;
    },
  };
}

/** One dedicated connection per process LISTENs; it reconnects when lost and then wakes every stream. */
export function postgresNotificationSource(url: string, log: Logger): NotificationSource {
  let client: pg.Client | null = null;
  let closed = false;
  async function connect(onPayload: (payload: string | null) => void): Promise<void> {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (m) => {
      if (m.channel === NOTIFICATION_CHANNEL && m.payload !== undefined) onPayload(m.payload);
    });
    c.on('error', (e) => {
      log.warn(`notification listener lost (${e.message}); reconnecting`);
      client = null;
      void c.end().catch(() => undefined);
      if (!closed) setTimeout(() => void connect(onPayload).catch((err: Error) => log.warn(`notification listener: ${err.message}`)), RECONNECT_MS).unref();
    });
    await c.connect();
    await c.query(`LISTEN ${NOTIFICATION_CHANNEL}`);
    client = c;
    // Whatever was signalled while nobody listened: every stream reads again.
    onPayload(null);
  }
  return {
    listen: (onPayload) => connect(onPayload),
    async close() {
      closed = true;
      await client?.end().catch(() => undefined);
      client = null;
    },
  };
}
