import { invalid, type Failure } from '../../http/failure.ts';
import { hoursParam, message } from '../../i18n/message.ts';
import type { DurationProblem } from './duration.ts';

// The contract's exact 422 messages for vacations (spec §5), as catalogue messages (`vacations.*`): the English
// wording is the spec's, the Italian the app's own. A stable `code` beside each fixed text lets a client tell them
// apart without reading the words.

export const NOT_VALID = message('vacations.invalidData');
export const NO_VACATION_HOURS = message('vacations.vacationHoursNotSet');
export const NO_WORKING_HOURS = message('vacations.workingHoursNotSet');

const coded = (f: Failure, code: string): Failure => ({ ...f, extra: { code } });

export function durationFailure(problem: DurationProblem): Failure {
  switch (problem) {
    case 'invalidPeriod':
      return coded(invalid({ end: [message('vacations.endAfterStart')] }, NOT_VALID), 'vacation_data_invalid');
    case 'noVacationHours':
      return noVacationHours();
    case 'noWorkingHours':
      return coded(invalid({ user_id: [NO_WORKING_HOURS] }, NO_WORKING_HOURS), 'working_hours_not_set');
  }
}

export const noVacationHours = (): Failure => coded(invalid({ user_id: [NO_VACATION_HOURS] }, NO_VACATION_HOURS), 'vacation_hours_not_set');

/**
 * A period across the new year whose second year has no hours yet (a Christmas request before the new year's hours
 * are entered): the bare 'You must set vacation hours' told a person whose hours are set nothing they could act on.
 * The year is a plain string: a number would be grouped ("2.027").
 */
export const noVacationHoursForYear = (year: number): Failure => {
  const m = message('vacations.vacationHoursNotSetForYear', { year: String(year) });
  return coded(invalid({ user_id: [m] }, m), 'vacation_hours_not_set');
};
export const noWorkingTime = (): Failure => coded(invalid({ start: [message('vacations.noWorkingTime')] }, NOT_VALID), 'vacation_data_invalid');
export const unknownUser = (): Failure => coded(invalid({ user_id: [message('vacations.unknownUser')] }, NOT_VALID), 'vacation_data_invalid');

/** `start`/`end` in a decision belong to an acceptance with changes only (contract VacationStatusInput). */
export const periodOnlyWithChanges = (): Failure => coded(invalid({ start: [message('vacations.periodOnlyWithChanges')] }, NOT_VALID), 'vacation_data_invalid');

/** Two requests of one person may not share a moment. */
export const overlapping = (): Failure => invalid({ start: [message('vacations.overlap')] }, message('vacations.overlap'));

/** More hours than remain of the kind the request consumes (figures as the reader writes hours). */
export const beyondRemaining = (needed: string, remaining: string): Failure => {
  const m = message('vacations.beyondRemaining', { needed: hoursParam(needed), remaining: hoursParam(remaining) });
  return invalid({ start: [m] }, m);
};

export const OWN_DECISION = message('vacations.ownDecision');
/** A decision that repeats the request's status, without a new period (contract changeVacationStatus: 409). */
export const ALREADY_DECIDED = message('vacations.alreadyDecided');
/** The approver decided on the status their screen showed; another approver had decided meanwhile (seen_status). */
export const DECIDED_MEANWHILE = message('vacations.decidedMeanwhile');
/** The same, when the decision taken meanwhile is the caller's own (another window or tab): not "another approver". */
export const DECIDED_BY_YOU_MEANWHILE = message('vacations.decidedByYouMeanwhile');
export const NOT_APPROVER = message('vacations.notApprover');
export const NOT_MANAGER = message('vacations.payrollNotManager');

/** Only a request nobody has decided is the requester's to take back (contract withdrawVacation). */
export const ONLY_PENDING_WITHDRAWN = message('vacations.withdrawOnlyPending');
