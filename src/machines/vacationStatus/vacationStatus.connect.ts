import { getInitialSnapshot } from 'xstate';
import type { MessageDescriptor } from '../../domain/messageDescriptor.ts';
import type { ErrorTag } from '../generic/errorTag.ts';
import type { VacationStatusMachine } from './vacationStatus.machine.ts';
import type { DecidedVacation, PeriodChange, VacationStatus, VacationStatusContext, VacationStatusEvent, Viewer } from './vacationStatus.types.ts';

// What the decision's view shows, from a snapshot alone (DESIGN.md §6): which actions are offered is what the
// machine would take (`snapshot.can`), never a rule redone in the view. Pure: tested without React.

/** The events whose availability the view asks about (none carries data). */
type Probe = Extract<VacationStatusEvent, { type: 'vacation.accept' | 'vacation.modify' | 'vacation.reject' | 'vacation.reopen' | 'vacation.withdraw' | 'changes.confirm' }>;

// Structural, so it serves the machine for any request shape (`createVacationStatusMachine<V>()`).
type Snapshot = {
  readonly context: VacationStatusContext<DecidedVacation>;
  readonly value: unknown;
  can: (event: Probe) => boolean;
};

export type DecisionView = {
  readonly status: VacationStatus;
  readonly deciding: boolean;
  /** The decision being sent, for the button that shows the spinner. */
  readonly pendingStatus: VacationStatus | null;
  readonly canAccept: boolean;
  readonly canModify: boolean;
  readonly canReject: boolean;
  readonly canReopen: boolean;
  /** Any decision offered: the approver's controls are shown. */
  readonly decides: boolean;
  /** The "accept with changes" dialog, with the period being chosen and whether it can be sent. */
  readonly changes: { readonly period: PeriodChange; readonly canConfirm: boolean; readonly error: string | null } | null;
  /** The rejection's confirmation dialog. */
  readonly confirmingRejection: boolean;
  /** The requester may take back their pending request (its own button, beside the status). */
  readonly canWithdraw: boolean;
  /** The withdrawal's confirmation is open. */
  readonly confirmingWithdrawal: boolean;
  /** The withdrawal call is in flight. */
  readonly withdrawing: boolean;
  readonly note: string;
  readonly refusal: MessageDescriptor | null;
  readonly errorTag: ErrorTag | null;
  /** The server's own words for the last failure outside the changes dialog (a withdrawal or a decision another approver overtook). */
  readonly errorMessage: string | null;
};

export const connectVacationStatus = (snapshot: Snapshot): DecisionView => {
  const { context } = snapshot;
  const canAccept = snapshot.can({ type: 'vacation.accept' });
  const canModify = snapshot.can({ type: 'vacation.modify' });
  const canReject = snapshot.can({ type: 'vacation.reject' });
  const canReopen = snapshot.can({ type: 'vacation.reopen' });
  const deciding = snapshot.value === 'deciding';
  const inDialog = snapshot.value === 'choosingChanges' || snapshot.value === 'confirmingRejection';
  return {
    status: context.vacation.status,
    deciding,
    pendingStatus: context.pending?.status ?? null,
    canAccept,
    canModify,
    canReject,
    canReopen,
    decides: canAccept || canModify || canReject || canReopen || deciding || inDialog,
    changes:
      snapshot.value === 'choosingChanges' && context.changes !== null
        ? { period: context.changes, canConfirm: snapshot.can({ type: 'changes.confirm' }), error: context.errorMessage }
        : null,
    confirmingRejection: snapshot.value === 'confirmingRejection',
    canWithdraw: snapshot.can({ type: 'vacation.withdraw' }),
    confirmingWithdrawal: snapshot.value === 'confirmingWithdrawal',
    withdrawing: snapshot.value === 'withdrawing',
    note: context.note,
    refusal: context.refusal,
    errorTag: context.errorTag,
    errorMessage: snapshot.value === 'choosingChanges' ? null : context.errorMessage,
  };
};

/**
 * Whether the viewer may accept or reject the request at once (a list's quick buttons and bulk selection, the
 * dashboard's waiting requests), asked of the machine's first snapshot: the same guards as its transitions, without
 * running an actor. Only a request waiting for its decision: one approved with changes may also be accepted or
 * rejected (on its screen), but "approve all pending" turned it into a plain approval nobody chose.
 */
export const decidesAtOnce = <V extends DecidedVacation>(machine: VacationStatusMachine<V>, vacation: V, viewer: Viewer): boolean => {
  const snapshot = getInitialSnapshot(machine, { vacation, viewer });
  return snapshot.matches('pending') && snapshot.can({ type: 'vacation.accept' }) && snapshot.can({ type: 'vacation.reject' });
};
