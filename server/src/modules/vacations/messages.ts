import { invalid, type Failure } from '../../http/failure.ts';
import type { DurationProblem } from './duration.ts';

// The contract's exact 422 messages for vacations (spec §5).

export const NOT_VALID = 'Given data are not valid';
export const NO_VACATION_HOURS = 'You must set vacation hours';
export const NO_WORKING_HOURS = 'You must set working hours';

export function durationFailure(problem: DurationProblem): Failure {
  switch (problem) {
    case 'invalidPeriod':
      return invalid({ end: ['The end must be after the start.'] }, NOT_VALID);
    case 'noVacationHours':
      return invalid({ user_id: [NO_VACATION_HOURS] }, NO_VACATION_HOURS);
    case 'noWorkingHours':
      return invalid({ user_id: [NO_WORKING_HOURS] }, NO_WORKING_HOURS);
  }
}

export const noWorkingTime = (): Failure => invalid({ start: ['The period contains no working hours.'] }, NOT_VALID);
export const unknownUser = (): Failure => invalid({ user_id: ['The selected user is invalid.'] }, NOT_VALID);

/** `start`/`end` in a decision belong to an acceptance with changes only (contract VacationStatusInput). */
export const PERIOD_ONLY_WITH_CHANGES = 'A new period can only be given when accepting with changes (modified), with both start and end.';
export const periodOnlyWithChanges = (): Failure => invalid({ start: [PERIOD_ONLY_WITH_CHANGES] }, NOT_VALID);
