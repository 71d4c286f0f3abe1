import type { Db } from '../../db/client.ts';
import { hasNotificationSource, subscribe } from './hub.ts';
import { notificationsAfter, presentNotification, unreadState } from './repository.ts';

// The server-sent event stream of one user's new notifications and unread state (contract streamNotifications).

/** A comment line this often keeps proxies and load balancers from closing an idle stream. */
const HEARTBEAT_MS = 15_000;
/** Re-read without a signal this often (safety net); without a listener at all, this is the delivery. */
const POLL_WITH_SIGNALS_MS = 30_000;
const POLL_WITHOUT_SIGNALS_MS = 3_000;
/** The stream ends after this: the client reconnects with its current token, so a revoked session stops hearing. */
const MAX_STREAM_MS = 5 * 60_000;
/** What the browser waits before reconnecting after a dropped connection (its own backoff may wait longer). */
const RETRY_MS = 3_000;

export type StreamTarget = { readonly db: Db; readonly tenantId: number; readonly userId: number; readonly after: number; readonly signal: AbortSignal };

export function notificationStream(t: StreamTarget): Response {
  const encoder = new TextEncoder();
  let end: () => void = () => undefined;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      let closed = false;
      let dirty = true;
      let wake: (() => void) | null = null;
      let timer: ReturnType<typeof setTimeout> | undefined;
      let unsubscribe: () => void = () => undefined;
      const nudge = (): void => {
        dirty = true;
        const w = wake;
        wake = null;
        w?.();
      };
      end = () => {
        if (closed) return;
        closed = true;
        unsubscribe();
        clearTimeout(timer);
        nudge();
        try {
          controller.close();
        } catch {
          // Already closed or cancelled by the client.
        }
      };
      t.signal.addEventListener('abort', () => end(), { once: true });
      const send = (text: string): void => {
        if (!closed) controller.enqueue(encoder.encode(text));
      };
      const poll = hasNotificationSource(t.db) ? POLL_WITH_SIGNALS_MS : POLL_WITHOUT_SIGNALS_MS;
      const run = async (): Promise<void> => {
        unsubscribe = await subscribe(t.db, t.tenantId, t.userId, nudge);
        if (closed) unsubscribe();
        const unreadEvent = async (through: number): Promise<string> => JSON.stringify({ through, ...(await unreadState(t.db, t.tenantId, t.userId, through)) });
        // The client reads its list when the stream opens: the state at that moment goes without saying.
        let lastUnread = await unreadEvent(t.after);
        send(`retry: ${RETRY_MS}\n: connected\n\n`);
        const deadline = Date.now() + MAX_STREAM_MS;
        let after = t.after;
        let lastSent = Date.now();
        let lastRead = 0;
        while (!closed && Date.now() < deadline) {
          if (dirty || Date.now() - lastRead >= poll) {
            dirty = false;
            lastRead = Date.now();
            for (const row of await notificationsAfter(t.db, t.tenantId, t.userId, after)) {
              send(`event: notification\nid: ${row.id}\ndata: ${JSON.stringify(presentNotification(row))}\n\n`);
              after = row.id;
              lastSent = Date.now();
            }
            // Notifications marked read elsewhere (a decision resolving every approver's "to decide", another tab's
            // "mark all read") change no row the loop above sends: the unread state says so, when it changed.
            const unread = await unreadEvent(after);
            if (unread !== lastUnread) {
              send(`event: unread\ndata: ${unread}\n\n`);
              lastUnread = unread;
              lastSent = Date.now();
            }
          }
          if (Date.now() - lastSent >= HEARTBEAT_MS) {
            send(': ping\n\n');
            lastSent = Date.now();
          }
          if (dirty || closed) continue;
          const wait = Math.min(HEARTBEAT_MS - (Date.now() - lastSent), poll - (Date.now() - lastRead), deadline - Date.now());
          await new Promise<void>((resolve) => {
            wake = resolve;
            timer = setTimeout(resolve, Math.max(wait, 0));
          });
          wake = null;
          clearTimeout(timer);
        }
        end();
      };
      void run().catch(() => end());
    },
    cancel() {
      end();
    },
  });
  return new Response(body, {
    status: 200,
    headers: { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', 'x-accel-buffering': 'no' },
  });
}
