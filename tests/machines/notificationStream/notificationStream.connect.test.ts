import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, type EventObject } from 'xstate';
import { Network } from '../../../src/api/errors.ts';
import { connectNotificationStream } from '../../../src/machines/notificationStream/notificationStream.connect.ts';
import { notificationStreamMachine, type StreamInput } from '../../../src/machines/notificationStream/notificationStream.machine.ts';

// The bell's stream from its snapshots: connecting, open, retrying after a failure, closed once stopped.

const quietStream = notificationStreamMachine.provide({ actors: { stream: fromCallback<EventObject, StreamInput>(() => undefined) } });

describe('connectNotificationStream', () => {
  it('connects, opens, retries after a failure and closes when stopped', () => {
    vi.useFakeTimers();
    try {
      const actor = createActor(quietStream).start();
      expect(connectNotificationStream(actor.getSnapshot())).toEqual({ connection: 'connecting', retrying: false, attempt: 0, canStop: true });
      actor.send({ type: 'stream.opened' });
      expect(connectNotificationStream(actor.getSnapshot()).connection).toBe('open');
      actor.send({ type: 'stream.failed', error: new Network({ cause: 'offline' }) });
      expect(connectNotificationStream(actor.getSnapshot())).toEqual({ connection: 'retrying', retrying: true, attempt: 1, canStop: true });
      vi.advanceTimersByTime(1_000);
      expect(connectNotificationStream(actor.getSnapshot()).connection).toBe('connecting');
      actor.send({ type: 'stream.stop' });
      expect(connectNotificationStream(actor.getSnapshot())).toEqual({ connection: 'closed', retrying: false, attempt: 1, canStop: false });
    } finally {
      vi.useRealTimers();
    }
  });
});
