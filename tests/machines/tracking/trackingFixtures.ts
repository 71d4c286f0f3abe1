import { fromCallback, fromPromise, type EventObject } from 'xstate';
import { createTaskTrackingMachine } from '../../../src/machines/tracking/taskTracking.machine.ts';
import type { StatusRequest, TrackedTask, TrackingInput } from '../../../src/machines/tracking/taskTracking.types.ts';

export const NOW = '2026-03-29 10:00:00';

export const task = (status: TrackedTask['status'], extra: Partial<TrackedTask> = {}): TrackedTask => ({
  id: 7,
  status,
  trackedSeconds: 600,
  startedAt: status === 'started' ? '2026-03-29 09:59:00' : null,
  ...extra,
});

export const inputFor = (status: TrackedTask['status']): TrackingInput => ({ task: task(status), timeZone: 'Europe/Rome', now: NOW });

export const conflict = { _tag: 'Conflict', message: 'Cannot track a completed task.' };
export const network = { _tag: 'Network', cause: 'offline' };

/** Outcomes arrive as sample events: the stubs never settle and never tick. */
export const stubbedTrackingMachine = createTaskTrackingMachine().provide({
  actors: {
    changeStatus: fromPromise<TrackedTask, StatusRequest>(() => new Promise<TrackedTask>(() => undefined)),
    ticker: fromCallback<EventObject, { timeZone: string }>(() => undefined),
  },
});
