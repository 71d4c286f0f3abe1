import type { MessageDescriptor } from '../../domain/messageDescriptor.ts';
import type { TaskStatus } from '../../domain/statuses.ts';
import type { ErrorTag } from '../generic/errorTag.ts';
import { elapsedSeconds } from '../../domain/elapsed.ts';
import type { TrackedTask, TrackingContext, TrackingEvent } from './taskTracking.types.ts';

// What the tracking panel shows and may send, from a snapshot alone (DESIGN.md §6): a control is enabled when the
// machine would take its event (`snapshot.can`), never by a rule redone in the view. Pure: tested without React.

/** A task as the panel shows it: who started the running stretch, where the API tells it. */
type ShownTask = TrackedTask & { readonly startedBy?: { readonly name: string } | null };

type Probe = Extract<TrackingEvent, { type: 'task.start' | 'task.pause' | 'task.complete' | 'task.reopen' }>;

// Structural, so it serves the machine for any task shape (`createTaskTrackingMachine<Task>()`).
type Snapshot = {
  readonly context: TrackingContext<ShownTask>;
  readonly value: unknown;
  can: (event: Probe) => boolean;
};

export type TrackingControl = { readonly disabled: boolean; readonly loading: boolean; readonly onPress: () => void };

export type TrackingView<Task extends ShownTask = ShownTask> = {
  readonly status: TaskStatus;
  /** The task itself: what `taskDisplayStatus` reads to tell "not started" from "paused". */
  readonly task: Task;
  /** Total tracked time, including the running stretch while started (live: the clock ticks). */
  readonly elapsedSeconds: number;
  /** Who started the running stretch; null unless started. */
  readonly startedBy: string | null;
  readonly start: TrackingControl;
  readonly pause: TrackingControl;
  /**
   * Why Start and Pause are disabled though the task is shown: 'completed' (a completed task is not tracked, spec §4;
   * it is reopened first). The machine keeps the server's refusal for a task completed elsewhere meanwhile (409).
   */
  readonly lockedReason: 'completed' | null;
  /** Complete while open, reopen once completed: the panel shows one of the two. */
  readonly close: ({ readonly kind: 'complete' } | { readonly kind: 'reopen' }) & TrackingControl;
  readonly refusal: MessageDescriptor | null;
  readonly errorTag: ErrorTag | null;
  readonly dismiss: () => void;
};

export const connectTaskTracking = <Task extends ShownTask>(snapshot: Snapshot & { readonly context: TrackingContext<Task> }, send: (event: TrackingEvent) => void): TrackingView<Task> => {
  const { context } = snapshot;
  const { task, pending } = context;
  const reopening = pending?.reopen === true;
  const control = (event: Probe, loading: boolean): TrackingControl => ({ disabled: !snapshot.can(event), loading, onPress: () => send(event) });
  return {
    status: task.status,
    task,
    elapsedSeconds: elapsedSeconds(task, context.now),
    startedBy: task.status === 'started' ? (task.startedBy?.name ?? null) : null,
    start: control({ type: 'task.start' }, pending?.status === 'started'),
    pause: control({ type: 'task.pause' }, pending?.status === 'paused' && !reopening),
    // Resting on completed the machine takes neither Start nor Pause: the panel says why.
    lockedReason: snapshot.value === 'completed' ? 'completed' : null,
    close:
      task.status === 'completed'
        ? { kind: 'reopen', ...control({ type: 'task.reopen' }, reopening) }
        : { kind: 'complete', ...control({ type: 'task.complete' }, pending?.status === 'completed') },
    refusal: context.refusal,
    errorTag: context.errorTag,
    dismiss: () => send({ type: 'tracking.dismiss' }),
  };
};
