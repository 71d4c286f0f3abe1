import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor, type EventObject } from 'xstate';
import { createTaskTrackingMachine } from '../../../src/machines/tracking/taskTracking.machine.ts';
import { selectElapsedSeconds, selectPendingStatus, selectRefusal } from '../../../src/machines/tracking/taskTracking.selectors.ts';
import type { StatusRequest, TrackedTask } from '../../../src/machines/tracking/taskTracking.types.ts';
import { formatElapsed, secondsBetween } from '../../../src/domain/elapsed.ts';
import { conflict, inputFor, network, NOW, stubbedTrackingMachine, task } from './trackingFixtures.ts';

const silentTicker = fromCallback<EventObject, { timeZone: string }>(() => undefined);

/** A server double applying spec §4: returns the task as the status call would. */
const serverFor = (calls: StatusRequest[], answer: (request: StatusRequest) => Promise<TrackedTask>) =>
  createTaskTrackingMachine().provide({
    actors: {
      changeStatus: fromPromise<TrackedTask, StatusRequest>(async ({ input }) => {
        calls.push(input);
        return answer(input);
      }),
      ticker: silentTicker,
    },
  });

describe('task tracking: routing at start', () => {
  it.each([
    ['paused', 'paused'],
    ['started', 'started'],
    ['completed', 'completed'],
  ] as const)('a %s task rests in %s', (status, state) => {
    const actor = createActor(stubbedTrackingMachine, { input: inputFor(status) }).start();
    expect(actor.getSnapshot().value).toBe(state);
  });
});

describe('task tracking: status calls', () => {
  it('start → pause → complete → reopen go through the status call with the right bodies', async () => {
    const calls: StatusRequest[] = [];
    const changed = vi.fn();
    const machine = serverFor(calls, async (request) => task(request.status)).provide({ actions: { statusChanged: (_, params) => changed(params.task.status) } });
    const actor = createActor(machine, { input: inputFor('paused') }).start();
    actor.send({ type: 'task.start' });
    expect(selectPendingStatus(actor.getSnapshot())).toBe('started');
    await waitFor(actor, (s) => s.matches('started'));
    actor.send({ type: 'task.pause' });
    await waitFor(actor, (s) => s.matches('paused'));
    actor.send({ type: 'task.complete' });
    await waitFor(actor, (s) => s.matches('completed'));
    actor.send({ type: 'task.reopen' });
    await waitFor(actor, (s) => s.matches('paused'));
    expect(calls).toEqual([
      { taskId: 7, status: 'started', reopen: false },
      { taskId: 7, status: 'paused', reopen: false },
      { taskId: 7, status: 'completed', reopen: false },
      { taskId: 7, status: 'paused', reopen: true },
    ]);
    expect(changed.mock.calls.map(([status]) => status)).toEqual(['started', 'paused', 'completed', 'paused']);
  });

  it('takes no start or pause on a completed task (the panel does not offer them) and calls nothing', () => {
    const calls: StatusRequest[] = [];
    const actor = createActor(serverFor(calls, async (request) => task(request.status)), { input: inputFor('completed') }).start();
    for (const type of ['task.start', 'task.pause'] as const) {
      expect(actor.getSnapshot().can({ type })).toBe(false);
      actor.send({ type });
      expect(actor.getSnapshot().value).toBe('completed');
    }
    expect(actor.getSnapshot().can({ type: 'task.reopen' })).toBe(true);
    expect(calls).toEqual([]);
  });

  it("the server's 409 (completed elsewhere) lands in completed with the same message", async () => {
    const actor = createActor(serverFor([], () => Promise.reject(conflict)), { input: inputFor('paused') }).start();
    actor.send({ type: 'task.start' });
    await waitFor(actor, (s) => !s.matches('changing'));
    expect(actor.getSnapshot().value).toBe('completed');
    expect(selectRefusal(actor.getSnapshot())?.key).toBe('tasks.completedNotTrackable');
  });

  it('any other failure goes back where it was, with the tag to show', async () => {
    const actor = createActor(serverFor([], () => Promise.reject(network)), { input: inputFor('started') }).start();
    actor.send({ type: 'task.pause' });
    await waitFor(actor, (s) => !s.matches('changing'));
    expect(actor.getSnapshot().value).toBe('started');
    expect(actor.getSnapshot().context.errorTag).toBe('Network');
  });

  it('ignores a second request while one is in flight', () => {
    const calls: StatusRequest[] = [];
    const actor = createActor(serverFor(calls, () => new Promise(() => undefined)), { input: inputFor('paused') }).start();
    actor.send({ type: 'task.start' });
    expect(actor.getSnapshot().can({ type: 'task.complete' })).toBe(false);
    actor.send({ type: 'task.complete' });
    expect(calls).toHaveLength(1);
  });
});

describe('task tracking: live elapsed time', () => {
  it('adds the running stretch to the tracked seconds and follows the clock', () => {
    const actor = createActor(stubbedTrackingMachine, { input: inputFor('started') }).start();
    // 600 tracked + 60 s since 09:59:00.
    expect(selectElapsedSeconds(actor.getSnapshot())).toBe(660);
    actor.send({ type: 'clock.tick', now: '2026-03-29 10:01:30' });
    expect(selectElapsedSeconds(actor.getSnapshot())).toBe(750);
  });

  it('a paused task shows only the tracked seconds', () => {
    const actor = createActor(stubbedTrackingMachine, { input: inputFor('paused') }).start();
    actor.send({ type: 'clock.tick', now: '2026-03-29 18:00:00' });
    expect(selectElapsedSeconds(actor.getSnapshot())).toBe(600);
  });

  it('ticks through the real ticker only while started', async () => {
    vi.useFakeTimers();
    try {
      const machine = createTaskTrackingMachine().provide({ actors: { changeStatus: fromPromise(async () => task('paused')) } });
      const actor = createActor(machine, { input: inputFor('started') }).start();
      vi.advanceTimersByTime(1000);
      expect(actor.getSnapshot().context.now).not.toBe(NOW);
      actor.stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('measures across a daylight-saving change on the wall clock and formats hours past a day', () => {
    expect(secondsBetween('2026-03-29 01:59:00', '2026-03-29 03:01:00')).toBe(62 * 60);
    expect(secondsBetween('2026-03-29 10:00:00', '2026-03-29 09:00:00')).toBe(0);
    expect(formatElapsed(90061)).toBe('25:01:01');
    expect(formatElapsed(5)).toBe('0:00:05');
  });
});
