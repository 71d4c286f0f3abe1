import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, waitFor, type EventObject } from 'xstate';
import type { ApiClient } from '../../../src/api/client.ts';
import type { Task } from '../../../src/api/tasks.ts';
import { connectTaskTracking } from '../../../src/machines/tracking/taskTracking.connect.ts';
import { createTaskTrackingLogic } from '../../../src/machines/tracking/taskTracking.logic.ts';
import type { TrackingEvent } from '../../../src/machines/tracking/taskTracking.types.ts';

// What the tracking panel shows and sends, from snapshots alone, and the call the logic makes given a client: no React.

const NOW = '2026-03-29 10:00:00';

const apiTask = (status: Task['status'], over: Partial<Task> = {}): Task =>
  ({
    id: 7, status, trackedSeconds: 600, startedAt: status === 'started' ? '2026-03-29 09:59:00' : null,
    startedBy: status === 'started' ? { id: 2, name: 'Rossi 4711', email: 'rossi@acme.test', avatarUrl: null } : null, ...over,
  }) as Task;

const silentTicker = fromCallback<EventObject, { timeZone: string }>(() => undefined);

/** The machine as the panel runs it, on a client answering the status call with `answer` (recording the bodies). */
const running = (status: Task['status'], answer: (body: Record<string, unknown>) => { status: number; body: unknown } = (body) => ({ status: 200, body: apiTask(body['status'] as Task['status']) })) => {
  const sent: Record<string, unknown>[] = [];
  const changed: Task[] = [];
  const POST = async (_path: string, init: { body: Record<string, unknown> }) => {
    sent.push(init.body);
    const reply = answer(init.body);
    const response = new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'content-type': 'application/json' } });
    return reply.status < 300 ? { data: reply.body, response } : { error: reply.body, response };
  };
  const logic = createTaskTrackingLogic({ client: { POST } as unknown as ApiClient, onChanged: (task) => changed.push(task) }).provide({ actors: { ticker: silentTicker } });
  const actor = createActor(logic, { input: { task: apiTask(status), timeZone: 'Europe/Rome', now: NOW } }).start();
  return { actor, sent, changed, view: () => connectTaskTracking(actor.getSnapshot(), actor.send) };
};

describe('taskTracking.connect: what the panel offers is what the machine takes', () => {
  it('per status: which controls are enabled, which closing control is shown, who runs the timer', () => {
    const offered = (status: Task['status']) => {
      const view = running(status).view();
      return { start: !view.start.disabled, pause: !view.pause.disabled, close: `${view.close.kind}:${!view.close.disabled}`, startedBy: view.startedBy };
    };
    expect(offered('paused')).toEqual({ start: true, pause: false, close: 'complete:true', startedBy: null });
    expect(offered('started')).toEqual({ start: false, pause: true, close: 'complete:true', startedBy: 'Rossi 4711' });
    // A completed task offers neither Start nor Pause (they would only be refused), and says why; reopening is offered.
    expect(offered('completed')).toEqual({ start: false, pause: false, close: 'reopen:true', startedBy: null });
    expect(running('completed').view().lockedReason).toBe('completed');
    expect(running('paused').view().lockedReason).toBeNull();
  });

  it('a task completed elsewhere meanwhile: the server refuses (409), the panel shows why and locks Start and Pause', async () => {
    const { actor, view } = running('paused', () => ({ status: 409, body: { message: 'Cannot track a completed task.' } }));
    view().start.onPress();
    await waitFor(actor, (snapshot) => snapshot.matches('completed'));
    expect(view().refusal?.key).toBe('tasks.completedNotTrackable');
    expect([view().start.disabled, view().pause.disabled, view().lockedReason]).toEqual([true, true, 'completed']);
  });

  it('the controls send their events; a refusal shows its reason until dismissed', async () => {
    const sent: TrackingEvent[] = [];
    const { actor } = running('paused', () => ({ status: 409, body: { message: 'Cannot track a completed task.' } }));
    const send = (event: TrackingEvent) => {
      sent.push(event);
      actor.send(event);
    };
    connectTaskTracking(actor.getSnapshot(), send).start.onPress();
    await waitFor(actor, (snapshot) => snapshot.matches('completed'));
    const refused = connectTaskTracking(actor.getSnapshot(), send);
    expect(refused.refusal?.key).toBe('tasks.completedNotTrackable');
    refused.dismiss();
    expect(connectTaskTracking(actor.getSnapshot(), send).refusal).toBeNull();
    expect(sent.map((event) => event.type)).toEqual(['task.start', 'tracking.dismiss']);
  });

  it('while a change is on its way only its control is busy and nothing else is enabled', () => {
    const { actor, view } = running('paused', () => ({ status: 200, body: apiTask('started') }));
    actor.send({ type: 'task.complete' });
    const busy = view();
    expect([busy.start.loading, busy.pause.loading, busy.close.loading]).toEqual([false, false, true]);
    expect([busy.start.disabled, busy.pause.disabled, busy.close.disabled]).toEqual([true, true, true]);
  });

  it('counts the running stretch into the elapsed time', () => {
    const { actor, view } = running('started');
    expect(view().elapsedSeconds).toBe(660);
    actor.send({ type: 'clock.tick', now: '2026-03-29 10:01:00' });
    expect(view().elapsedSeconds).toBe(720);
  });
});

describe('taskTracking.logic: the status call a change makes', () => {
  it('reopens through the status call with reopen set; the screen learns the answer', async () => {
    const { actor, sent, changed, view } = running('completed');
    view().close.onPress();
    await waitFor(actor, (snapshot) => !snapshot.matches('changing'));
    expect(sent).toEqual([{ status: 'paused', reopen: true }]);
    expect(changed.map((task) => task.status)).toEqual(['paused']);
    expect(view().close.kind).toBe('complete');
  });

  it("the server's 409 reaches the machine as its tagged error: the task shows completed, with the refusal", async () => {
    const { actor, changed, view } = running('paused', () => ({ status: 409, body: { message: 'Cannot track a completed task.' } }));
    view().start.onPress();
    await waitFor(actor, (snapshot) => !snapshot.matches('changing'));
    expect([view().status, view().refusal?.key, view().errorTag, changed]).toEqual(['completed', 'tasks.completedNotTrackable', null, []]);
  });

  it('any other failure keeps the task as it was, with the tag to show', async () => {
    const { actor, view } = running('started', () => ({ status: 500, body: { message: 'boom' } }));
    view().pause.onPress();
    await waitFor(actor, (snapshot) => !snapshot.matches('changing'));
    expect([view().status, view().errorTag]).toEqual(['started', 'Server']);
  });
});
