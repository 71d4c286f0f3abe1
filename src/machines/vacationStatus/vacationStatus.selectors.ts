import type { DecidedVacation, VacationStatusContext } from './vacationStatus.types.ts';

// Structural, so they serve the machine for any request shape (`createVacationStatusMachine<V>()`).
type Snapshot = { readonly context: VacationStatusContext<DecidedVacation>; readonly value: unknown };

export const selectStatus = (snapshot: Snapshot) => snapshot.context.vacation.status;

export const selectIsDeciding = (snapshot: Snapshot): boolean => snapshot.value === 'deciding';
