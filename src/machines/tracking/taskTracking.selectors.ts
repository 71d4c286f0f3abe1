import { elapsedSeconds } from '../../domain/elapsed.ts';
import type { TrackedTask, TrackingContext } from './taskTracking.types.ts';

// Narrow reads for tests and tools; the panel reads taskTracking.connect.ts. Structural, so they serve the machine
// for any task shape (`createTaskTrackingMachine<Task>()`).
type Snapshot = { readonly context: TrackingContext<TrackedTask>; readonly value: unknown };

/** Total tracked time, including the running stretch while started (live: `now` ticks). */
export const selectElapsedSeconds = (snapshot: Snapshot): number => elapsedSeconds(snapshot.context.task, snapshot.context.now);

/** Which status is being requested. */
export const selectPendingStatus = (snapshot: Snapshot) => snapshot.context.pending?.status ?? null;

export const selectRefusal = (snapshot: Snapshot) => snapshot.context.refusal;
