import type { MessageDescriptor } from '../../domain/messageDescriptor.ts';
import type { ErrorTag } from '../generic/errorTag.ts';

export type VacationStatus = 'pending' | 'accepted' | 'modified' | 'rejected';

/** What the status statechart needs of a request (the API's Vacation satisfies it). */
export type DecidedVacation = {
  readonly id: number;
  readonly status: VacationStatus;
  readonly user: { readonly id: number };
  readonly start: string;
  readonly end: string;
  readonly allDay: boolean;
};

/** Who is looking: the requester's and the approver's views run the same machine. */
export type Viewer = {
  readonly userId: number;
  /** vacations.changeStatus: decides anyone's request. */
  readonly canChangeStatus: boolean;
  /** The people the viewer leads (their related users): a team leader decides their requests. */
  readonly team: readonly number[];
  /**
   * vacations.create: asks for leave, and so may withdraw their own request while nobody has decided it (contract
   * withdrawVacation). Absent where no withdrawal is offered (the dashboard's and the lists' quick decisions).
   */
  readonly canRequest?: boolean;
};

export type VacationStatusInput<V extends DecidedVacation = DecidedVacation> = { vacation: V; viewer: Viewer };

/** The period an approver gives when accepting with changes ("Approva con modifiche"); wire date-times. */
export type PeriodChange = { readonly start: string | null; readonly end: string | null; readonly allDay: boolean };

export type StatusRequest = {
  vacationId: number;
  status: VacationStatus;
  note: string | null;
  /** With `modified` only: the new period (the server recomputes the hours). */
  period: { readonly start: string; readonly end: string; readonly allDay: boolean } | null;
  /** The status the approver decided on: another approver's decision since then is refused (409), not replaced. */
  seenStatus: VacationStatus;
};

export type VacationStatusContext<V extends DecidedVacation = DecidedVacation> = {
  vacation: V;
  viewer: Viewer;
  /** The approver's note for the next decision (sent as the call's `notes`): a rejection's reason, a change's why. */
  note: string;
  /** The period being chosen in the "accept with changes" dialog; null outside it. */
  changes: PeriodChange | null;
  /** The status call in flight. */
  pending: StatusRequest | null;
  /** Why the server refused the last decision (403: one's own request, or no longer the approver). */
  refusal: MessageDescriptor | null;
  /** Tag of the last failed status call other than a refusal. */
  errorTag: ErrorTag | null;
  /**
   * The server's words for a refused call: a change of period (422: overlap, balance), shown in the dialog; a
   * withdrawal or a decision another approver's decision overtook (409), shown beside the status.
   */
  errorMessage: string | null;
};

export type VacationStatusEvent<V extends DecidedVacation = DecidedVacation> =
  | { type: 'vacation.accept' }
  /** Opens the "accept with changes" dialog on the request's period. */
  | { type: 'vacation.modify' }
  /** Opens the rejection's confirmation, with its optional reason. */
  | { type: 'vacation.reject' }
  | { type: 'vacation.reopen' }
  | { type: 'changes.edit'; changes: PeriodChange }
  | { type: 'changes.confirm' }
  | { type: 'changes.cancel' }
  | { type: 'rejection.confirm' }
  | { type: 'rejection.cancel' }
  | { type: 'note.change'; note: string }
  /** The request changed elsewhere (saved by its form, reloaded): the machine follows its status. */
  | { type: 'vacation.updated'; vacation: V }
  | { type: 'status.dismiss' }
  /** The requester takes back their pending request: opens its confirmation. */
  | { type: 'vacation.withdraw' }
  | { type: 'withdrawal.confirm' }
  | { type: 'withdrawal.cancel' };
