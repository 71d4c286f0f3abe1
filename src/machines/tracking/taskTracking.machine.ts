import { assign, fromPromise, setup } from 'xstate';
import { guardMessage } from '../../domain/guards/guardMessages.ts';
import { errorTagOf } from '../generic/errorTag.ts';
import { ticker, type TickerInput } from '../generic/ticker.ts';
import type { TaskStatus } from '../../domain/statuses.ts';
import type { StatusRequest, TrackedTask, TrackingContext, TrackingEvent, TrackingInput } from './taskTracking.types.ts';

/**
 * Task time tracking (spec §4). Resting states mirror the task's status: paused, started (a live timer ticks),
 * completed. Every change goes through the dedicated status call (`changeStatus`), one at a time. A completed task
 * takes no start or pause at all (spec §4: it cannot be tracked), so the panel does not offer them (`snapshot.can`);
 * the server's 409 for the same rule (the task was completed elsewhere meanwhile) lands in `completed` with
 * 'Cannot track a completed task.'. Mark completed → completed; mark uncompleted (`task.reopen`, status paused +
 * reopen) → paused.
 */
export const createTaskTrackingMachine = <Task extends TrackedTask = TrackedTask>() =>
  setup({
    types: {
      context: {} as TrackingContext<Task>,
      events: {} as TrackingEvent,
      input: {} as TrackingInput<Task>,
    },
    actors: {
      changeStatus: fromPromise<Task, StatusRequest>(async () => {
        throw new Error('changeStatus must be provided by the screen');
      }),
      ticker,
    },
    guards: {
      isStarted: ({ context }) => context.task.status === 'started',
      isCompleted: ({ context }) => context.task.status === 'completed',
      isConflict: (_, params: { error: unknown }) => errorTagOf(params.error) === 'Conflict',
    },
    actions: {
      request: assign(({ context }, params: { status: TaskStatus; reopen: boolean }) => ({
        pending: { taskId: context.task.id, status: params.status, reopen: params.reopen },
        refusal: null,
        errorTag: null,
      })),
      storeTask: assign((_, params: { task: Task }) => ({ task: params.task, pending: null })),
      // The server refused because the task is completed (elsewhere): show it as such.
      storeServerRefusal: assign(({ context }) => ({
        task: { ...context.task, status: 'completed' as const, startedAt: null },
        pending: null,
        refusal: guardMessage('completedTaskNotTrackable'),
        errorTag: null,
      })),
      storeError: assign((_, params: { error: unknown }) => ({ errorTag: errorTagOf(params.error), refusal: null, pending: null })),
      clearMessages: assign({ refusal: null, errorTag: null }),
      setNow: assign((_, params: { now: string }) => ({ now: params.now })),
      /** Named effect: the screen updates the record it shows (status badge, lists). */
      statusChanged: (_, _params: { task: Task }) => undefined,
    },
  }).createMachine({
    id: 'taskTracking',
    context: ({ input }) => ({ task: input.task, timeZone: input.timeZone, now: input.now, pending: null, refusal: null, errorTag: null }),
    initial: 'routing',
    on: {
      'clock.tick': { actions: { type: 'setNow', params: ({ event }) => ({ now: event.now }) } },
    },
    states: {
      // Decides the resting state from the task's status: at start and after every answer.
      routing: {
        always: [{ guard: 'isStarted', target: 'started' }, { guard: 'isCompleted', target: 'completed' }, { target: 'paused' }],
      },
      paused: {
        on: {
          'task.start': { target: 'changing', actions: { type: 'request', params: { status: 'started', reopen: false } } },
          'task.complete': { target: 'changing', actions: { type: 'request', params: { status: 'completed', reopen: false } } },
          'tracking.dismiss': { actions: 'clearMessages' },
        },
      },
      started: {
        invoke: { src: 'ticker', input: ({ context }): TickerInput => ({ timeZone: context.timeZone }) },
        on: {
          'task.pause': { target: 'changing', actions: { type: 'request', params: { status: 'paused', reopen: false } } },
          'task.complete': { target: 'changing', actions: { type: 'request', params: { status: 'completed', reopen: false } } },
          'tracking.dismiss': { actions: 'clearMessages' },
        },
      },
      completed: {
        on: {
          'task.reopen': { target: 'changing', actions: { type: 'request', params: { status: 'paused', reopen: true } } },
          'tracking.dismiss': { actions: 'clearMessages' },
        },
      },
      // The one status call in flight; its request was set by the transition that came here.
      changing: {
        invoke: {
          id: 'changeStatus',
          src: 'changeStatus',
          input: ({ context }) => context.pending ?? { taskId: context.task.id, status: context.task.status, reopen: false },
          onDone: {
            target: 'routing',
            actions: [
              { type: 'storeTask', params: ({ event }) => ({ task: event.output }) },
              { type: 'statusChanged', params: ({ event }) => ({ task: event.output }) },
            ],
          },
          onError: [
            { guard: { type: 'isConflict', params: ({ event }) => ({ error: event.error }) }, target: 'routing', actions: 'storeServerRefusal' },
            { target: 'routing', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
          ],
        },
      },
    },
  });

export type TaskTrackingMachine<Task extends TrackedTask = TrackedTask> = ReturnType<typeof createTaskTrackingMachine<Task>>;
