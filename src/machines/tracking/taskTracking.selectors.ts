import { elapsedSeconds } from './elapsed.ts';
import type { TrackedTask, TrackingContext } from './taskTracking.types.ts';

// Structural, so they serve the machine for any task shape (`createTaskTrackingMachine<Task>()`).
type Snapshot = { readonly context: TrackingContext<TrackedTask>; readonly value: unknown };

/** Total tracked time, including the running stretch while started (live: `now` ticks). */
export const selectElapsedSeconds = (snapshot: Snapshot): number => elapsedSeconds(snapshot.context.task, snapshot.context.now);

export const selectStatus = (snapshot: Snapshot) => snapshot.context.task.status;

/** The task itself: what `taskDisplayStatus` reads to tell "not started" from "paused" (stable between ticks). */
export const selectRunTrace = (snapshot: Snapshot): TrackedTask => snapshot.context.task;

export const selectIsChanging = (snapshot: Snapshot): boolean => snapshot.value === 'changing';

/** Which status is being requested, for the button that shows the spinner. */
export const selectPendingStatus = (snapshot: Snapshot) => snapshot.context.pending?.status ?? null;

export const selectPendingReopen = (snapshot: Snapshot): boolean => snapshot.context.pending?.reopen === true;

export const selectRefusal = (snapshot: Snapshot) => snapshot.context.refusal;

export const selectErrorTag = (snapshot: Snapshot) => snapshot.context.errorTag;
