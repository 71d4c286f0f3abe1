import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { taskTrackingEntry } from '../../../src/machines/introspection/entries/taskTracking.entry.ts';
import { eventsIn, type GeneratedPath } from '../../../src/machines/introspection/generatePaths.ts';
import { errorTagOf } from '../../../src/machines/generic/errorTag.ts';
import type { TaskStatus } from '../../../src/domain/statuses.ts';
import { coveringPaths, drivablePaths } from './coveringBrowserPaths.ts';
import type { TrackingContext } from '../../../src/machines/tracking/taskTracking.types.ts';

/**
 * Task-tracking paths a browser can drive, generated from the registry's statechart with the shared generator
 * (shortest and simple paths, the registry's sample events), narrowed to what a browser can produce: the user's
 * buttons, the ticker only while started, a dismiss only when a message shows, and the status call's outcomes that a
 * real server gives (answered; a network failure, injected; a 409 only when starting or pausing a task that was
 * completed elsewhere). Each event becomes a UI action and each resting snapshot what the page must show.
 */

export type TrackingButton = 'start' | 'pause' | 'complete' | 'reopen';

export type UiAction =
  | { readonly kind: 'click'; readonly button: TrackingButton }
  | { readonly kind: 'key'; readonly button: TrackingButton; readonly key: 'Enter' | 'Space' }
  /** The message's close button, from the keyboard. */
  | { readonly kind: 'dismiss' }
  /** The ticker: the running time moves on. */
  | { readonly kind: 'tick' }
  /** The held status call is let through, fails on the network, or meets a task completed meanwhile (409). */
  | { readonly kind: 'answer'; readonly outcome: 'accept' | 'networkFailure' | 'completedElsewhere' };

export type ButtonState = 'enabled' | 'disabled' | 'busy';

export type UiState = {
  /** The status badge. */
  readonly status: TaskStatus;
  /** The buttons shown (absent: not shown), as `snapshot.can` enables them; `busy` is the one whose call is in flight. */
  readonly buttons: Readonly<Partial<Record<TrackingButton, ButtonState>>>;
  readonly message: 'refusal' | 'failure' | null;
  /** The time runs (the ticker works only while started, not while a call is in flight). */
  readonly running: boolean;
  /** Who started it is shown, as long as the task's status is started. */
  readonly startedBy: boolean;
  /** The status call held in flight, as its body must read. */
  readonly request: { readonly status: TaskStatus; readonly reopen: boolean } | null;
};

export type BrowserStep = { readonly event: EventObject; readonly action: UiAction; readonly shows: UiState };

export type TrackingBrowserPath = {
  readonly name: string;
  /** The status the task has on the server when the page opens. */
  readonly start: TaskStatus;
  readonly initial: UiState;
  readonly steps: readonly BrowserStep[];
  /** The generated path itself, for the coverage check. */
  readonly generated: GeneratedPath;
};

const contextOf = (snapshot: AnyMachineSnapshot): TrackingContext => snapshot.context as TrackingContext;

const errorOf = (event: EventObject): unknown => ('error' in event ? event.error : undefined);

const drivable = (snapshot: AnyMachineSnapshot, event: EventObject): boolean => {
  const { pending, refusal, errorTag } = contextOf(snapshot);
  switch (event.type) {
    case 'clock.tick':
      return snapshot.matches('started');
    case 'tracking.dismiss':
      return refusal !== null || errorTag !== null;
    case 'xstate.error.actor.changeStatus': {
      const tag = errorTagOf(errorOf(event));
      // The server refuses only starting or pausing a completed task; completing one, or reopening, succeeds.
      if (tag === 'Conflict') return pending !== null && pending.status !== 'completed' && !pending.reopen;
      return tag === 'Network';
    }
    default:
      return true;
  }
};

const offered = eventsIn(taskTrackingEntry.paths.events);

/** The events a browser can produce in a snapshot (see above). */
export const browserEventsOf = (snapshot: AnyMachineSnapshot): readonly EventObject[] => offered(snapshot).filter((event) => drivable(snapshot, event));

/**
 * Every generated path a browser can drive: the pool the driven ones are chosen from. Replayed on the stubbed machine
 * (coveringBrowserPaths.ts), because simple paths merge states by value: their events may have been sampled on another
 * route to the same value (a "complete" answered with a paused task).
 */
export const allTaskTrackingBrowserPaths = (): readonly GeneratedPath[] => drivablePaths(taskTrackingEntry, browserEventsOf);

// Natural ways to press: the mouse for start and complete, the keyboard for pause and reopen.
const EVENT_ACTIONS: Readonly<Record<string, UiAction>> = {
  'task.start': { kind: 'click', button: 'start' },
  'task.pause': { kind: 'key', button: 'pause', key: 'Space' },
  'task.complete': { kind: 'click', button: 'complete' },
  'task.reopen': { kind: 'key', button: 'reopen', key: 'Enter' },
  'tracking.dismiss': { kind: 'dismiss' },
  'clock.tick': { kind: 'tick' },
  'xstate.done.actor.changeStatus': { kind: 'answer', outcome: 'accept' },
};

export const actionFor = (event: EventObject): UiAction => {
  if (event.type === 'xstate.error.actor.changeStatus') {
    return { kind: 'answer', outcome: errorTagOf(errorOf(event)) === 'Conflict' ? 'completedElsewhere' : 'networkFailure' };
  }
  const action = EVENT_ACTIONS[event.type];
  if (!action) throw new Error(`The browser cannot produce ${event.type}`);
  return action;
};

const busyButton = (request: { status: TaskStatus; reopen: boolean }): TrackingButton => {
  if (request.reopen) return 'reopen';
  return request.status === 'started' ? 'start' : request.status === 'paused' ? 'pause' : 'complete';
};

/** What the tracking panel shows for a snapshot: the badge, the buttons as the statechart enables them, the message. */
export const uiStateOf = (snapshot: AnyMachineSnapshot): UiState => {
  const { task, pending, refusal, errorTag } = contextOf(snapshot);
  const enabled = (type: string): ButtonState => (snapshot.can({ type }) ? 'enabled' : 'disabled');
  // The panel offers "mark uncompleted" in place of "mark completed" while the task is completed.
  const last: Partial<Record<TrackingButton, ButtonState>> = task.status === 'completed' ? { reopen: enabled('task.reopen') } : { complete: enabled('task.complete') };
  const buttons: Partial<Record<TrackingButton, ButtonState>> = { start: enabled('task.start'), pause: enabled('task.pause'), ...last };
  const request = pending === null ? null : { status: pending.status, reopen: pending.reopen };
  if (request) buttons[busyButton(request)] = 'busy';
  return {
    status: task.status,
    buttons,
    message: refusal !== null ? 'refusal' : errorTag !== null ? 'failure' : null,
    running: snapshot.matches('started'),
    startedBy: task.status === 'started',
    request,
  };
};

const STEP_WORDS: Readonly<Record<string, string>> = {
  'task.start': 'start',
  'task.pause': 'pause',
  'task.complete': 'complete',
  'task.reopen': 'reopen',
  'tracking.dismiss': 'dismiss',
  'clock.tick': 'tick',
  'xstate.done.actor.changeStatus': 'answered',
};

const stepWords = (event: EventObject): string => STEP_WORDS[event.type] ?? (errorTagOf(errorOf(event)) === 'Conflict' ? 'refused (completed elsewhere)' : 'network failure');

const toBrowserPath = (path: GeneratedPath): TrackingBrowserPath => {
  const [first] = path.snapshots;
  if (!first) throw new Error(`${path.id} has no initial snapshot`);
  return {
    name: `a ${path.start.id} task: ${path.events.map(stepWords).join(' → ')}`,
    start: contextOf(first).task.status,
    initial: uiStateOf(first),
    steps: path.events.map((event, index) => {
      const after = path.snapshots[index + 1];
      if (!after) throw new Error(`${path.id} has no snapshot after ${event.type}`);
      return { event, action: actionFor(event), shows: uiStateOf(after) };
    }),
    generated: path,
  };
};

// Beyond states and transitions: each status request (start, pause, complete, reopen) with each answer the server
// can give it, since the server's rules differ per request.
const answeredRequests = (path: GeneratedPath): string[] =>
  path.events.flatMap((event, index) => {
    const before = path.snapshots[index];
    const pending = before ? contextOf(before).pending : null;
    if (!pending || !event.type.startsWith('xstate.')) return [];
    return [`request ${pending.status}${pending.reopen ? ' (reopen)' : ''} ${stepWords(event)}`];
  });

/**
 * Every generated path is too many browser runs, so a covering few are driven: greedily, the path that reaches the most
 * states, transitions and answered requests not yet covered (the shorter on a tie), until nothing new is left. The spec
 * checks that the choice covers the whole statechart.
 */
export const taskTrackingBrowserPaths = (): TrackingBrowserPath[] => {
  const chosen = coveringPaths(taskTrackingEntry, allTaskTrackingBrowserPaths(), answeredRequests);
  return chosen.map(toBrowserPath);
};
