import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, type EventObject } from 'xstate';
import type { NotificationStreamEvent } from '../../../src/machines/notificationStream/notificationStream.machine.ts';
import type { AppNotification } from '../../../src/api/notifications.ts';
import { notificationStreamMachine, retryDelayMs, type StreamInput } from '../../../src/machines/notificationStream/notificationStream.machine.ts';
import type * as Backoff from '../../../src/machines/notificationStream/reconnectBackoff.ts';

const notification = (id: number): AppNotification => ({ id, kind: 'task.assigned', recordType: 'task', recordId: 1, params: {}, createdAt: '2026-11-24 10:00:00', readAt: null });

/** A stream actor the test drives: each connection's input is recorded, its `sendBack` kept. */
const driven = () => {
  const connections: { input: StreamInput; send: (e: NotificationStreamEvent) => void; closed: boolean }[] = [];
  const stream = fromCallback<EventObject, StreamInput>(({ input, sendBack }) => {
    const c = { input, send: sendBack, closed: false };
    connections.push(c);
    return () => {
      c.closed = true;
    };
  });
  return { connections, machine: notificationStreamMachine.provide({ actors: { stream } }) };
};

describe('notification stream connection', () => {
  it('backs off 1 s, 2 s, 4 s… up to 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('runs the back-off schedule on the first retry, not when the module loads (dashboard start-up, issue 36.4)', async () => {
    vi.resetModules();
    const counted = vi.fn();
    vi.doMock('../../../src/machines/notificationStream/reconnectBackoff.ts', async (original) => {
      const actual = await original<typeof Backoff>();
      return { ...actual, scheduleDelaysMs: (...args: Parameters<typeof actual.scheduleDelaysMs>) => (counted(), actual.scheduleDelaysMs(...args)) };
    });
    try {
      const fresh = await import('../../../src/machines/notificationStream/notificationStream.machine.ts');
      expect(counted).not.toHaveBeenCalled();
      expect([1, 3, 9].map(fresh.retryDelayMs)).toEqual([1000, 4000, 30000]);
      expect(counted).toHaveBeenCalledTimes(1);
    } finally {
      vi.doUnmock('../../../src/machines/notificationStream/reconnectBackoff.ts');
      vi.resetModules();
    }
  });

  it('tells the view when it opens and what arrives; reconnects after a clean end asking for what came after', () => {
    const { connections, machine } = driven();
    const actor = createActor(machine).start();
    const heard: string[] = [];
    actor.on('opened', () => heard.push('opened'));
    actor.on('notification', (e) => heard.push(`n${e.notification.id}`));
    expect(connections[0]?.input).toEqual({ after: null });
    connections[0]?.send({ type: 'stream.opened' });
    connections[0]?.send({ type: 'stream.notification', notification: notification(12) });
    expect(actor.getSnapshot().matches({ live: 'open' })).toBe(true);
    connections[0]?.send({ type: 'stream.ended' });
    expect(connections[0]?.closed).toBe(true);
    expect(connections[1]?.input).toEqual({ after: 12 });
    expect(heard).toEqual(['opened', 'n12']);
  });

  it('passes on the unread state the stream sends (notifications marked read elsewhere), without moving `after`', () => {
    const { connections, machine } = driven();
    const actor = createActor(machine).start();
    const heard: unknown[] = [];
    actor.on('unread', (e) => heard.push(e.unread));
    connections[0]?.send({ type: 'stream.opened' });
    connections[0]?.send({ type: 'stream.unread', unread: { through: 30, count: 2, ids: [30, 28], recent: [30, 29, 28] } });
    expect(heard).toEqual([{ through: 30, count: 2, ids: [30, 28], recent: [30, 29, 28] }]);
    expect(actor.getSnapshot().context.after).toBeNull();
  });

  it('retries a failed connection after the back-off, and closes for good when the session is gone or on stop', () => {
    vi.useFakeTimers();
    try {
      const { connections, machine } = driven();
      const actor = createActor(machine).start();
      connections[0]?.send({ type: 'stream.failed', error: { _tag: 'Network' } });
      expect(actor.getSnapshot().value).toBe('retrying');
      vi.advanceTimersByTime(999);
      expect(connections).toHaveLength(1);
      vi.advanceTimersByTime(1);
      expect(connections).toHaveLength(2);
      connections[1]?.send({ type: 'stream.failed', error: { _tag: 'Unauthorized', message: 'Unauthenticated.' } });
      expect(actor.getSnapshot().status).toBe('done');

      const second = driven();
      const other = createActor(second.machine).start();
      other.send({ type: 'stream.stop' });
      expect(other.getSnapshot().status).toBe('done');
      expect(second.connections[0]?.closed).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
