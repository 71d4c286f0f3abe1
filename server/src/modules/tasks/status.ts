import { message, type Message } from '../../i18n/message.ts';

// Task status rules of POST /tasks/{id}/status (contract changeTaskStatus, spec §4), as a pure decision. The call
// applies the same rules as its update's WHERE (statusChange.ts changeSql) and names a refusal or a no-change with
// this one; tests/server/statusDecision.test.ts checks the two agree on every case.

export type TaskStatus = 'started' | 'paused' | 'completed';

export const CANNOT_TRACK_COMPLETED = message('tasks.completedNotTrackable');

export type StatusDecision =
  /** Nothing to change (the task already has the status asked for). */
  | { readonly _tag: 'Unchanged' }
  /** A paused task starts a run. */
  | { readonly _tag: 'Start' }
  /** A started task stops its run: the running time is added. */
  | { readonly _tag: 'Pause' }
  /** The task completes; `addRunning` when a run was going. */
  | { readonly _tag: 'Complete'; readonly addRunning: boolean }
  /** A completed task is marked uncompleted: it becomes paused. */
  | { readonly _tag: 'Reopen' }
  /** Starting or pausing a completed task. */
  | { readonly _tag: 'Refused'; readonly message: Message };

export function decideStatus(current: TaskStatus, wanted: TaskStatus, reopen: boolean): StatusDecision {
  if (current === 'completed') {
    if (wanted === 'completed') return { _tag: 'Unchanged' };
    if (wanted === 'paused' && reopen) return { _tag: 'Reopen' };
    return { _tag: 'Refused', message: CANNOT_TRACK_COMPLETED };
  }
  if (current === wanted) return { _tag: 'Unchanged' };
  if (wanted === 'started') return { _tag: 'Start' };
  if (wanted === 'paused') return { _tag: 'Pause' };
  return { _tag: 'Complete', addRunning: current === 'started' };
}

export const isTaskStatus = (s: string): s is TaskStatus => s === 'started' || s === 'paused' || s === 'completed';
