import type { MessageDescriptor } from '../../domain/messageDescriptor.ts';
import type { TaskStatus } from '../../domain/statuses.ts';
import type { ErrorTag } from '../generic/errorTag.ts';
import type { ClockTick } from '../generic/ticker.ts';

/** What the tracking statechart needs of a task (the API's Task satisfies it). */
export type TrackedTask = {
  readonly id: number;
  readonly status: TaskStatus;
  readonly trackedSeconds: number;
  readonly startedAt: string | null;
};

export type TrackingInput<Task extends TrackedTask = TrackedTask> = {
  task: Task;
  /** The tenant's zone: the live timer reads its wall clock, like the server's `started_at`. */
  timeZone: string;
  /** Wall-clock now at creation, so the first render already shows the elapsed time. */
  now: string;
};

export type TrackingContext<Task extends TrackedTask = TrackedTask> = {
  task: Task;
  timeZone: string;
  now: string;
  /** The status call in flight (set on the way into `changing`). */
  pending: StatusRequest | null;
  /** Why the last request was refused ('Cannot track a completed task.'), by the guard or by the server (409). */
  refusal: MessageDescriptor | null;
  /** Tag of the last failed status call other than a refusal. */
  errorTag: ErrorTag | null;
};

export type StatusRequest = { taskId: number; status: TaskStatus; reopen: boolean };

export type TrackingEvent =
  | { type: 'task.start' }
  | { type: 'task.pause' }
  | { type: 'task.complete' }
  | { type: 'task.reopen' }
  | { type: 'tracking.dismiss' }
  | ClockTick;
