import { mayDecideOn } from './mayDecide.ts';
import type { DecidedVacation, VacationStatusContext } from './vacationStatus.types.ts';

// Structural, so they serve the machine for any request shape (`createVacationStatusMachine<V>()`).
type Snapshot = { readonly context: VacationStatusContext<DecidedVacation>; readonly value: unknown };

export const selectStatus = (snapshot: Snapshot) => snapshot.context.vacation.status;

export const selectIsDeciding = (snapshot: Snapshot): boolean => snapshot.value === 'deciding';

/** The decision being sent, for the button that shows the spinner. */
export const selectPendingStatus = (snapshot: Snapshot) => snapshot.context.pending?.status ?? null;

/** The approver's view: decision buttons are offered only there. */
export const selectMayDecide = (snapshot: Snapshot): boolean => mayDecideOn(snapshot.context.viewer, snapshot.context.vacation.user.id);

export const selectNote = (snapshot: Snapshot): string => snapshot.context.note;

export const selectRefusal = (snapshot: Snapshot) => snapshot.context.refusal;

export const selectErrorTag = (snapshot: Snapshot) => snapshot.context.errorTag;
