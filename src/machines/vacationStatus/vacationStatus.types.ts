import type { MessageDescriptor } from '../../domain/messageDescriptor.ts';
import type { ErrorTag } from '../generic/errorTag.ts';

export type VacationStatus = 'pending' | 'accepted' | 'modified' | 'rejected';

/** What the status statechart needs of a request (the API's Vacation satisfies it). */
export type DecidedVacation = {
  readonly id: number;
  readonly status: VacationStatus;
  readonly user: { readonly id: number };
};

/** Who is looking: the requester's and the approver's views run the same machine. */
export type Viewer = {
  readonly userId: number;
  /** vacations.changeStatus: decides anyone's request. */
  readonly canChangeStatus: boolean;
  /** The people the viewer leads (their related users): a team leader decides their requests. */
  readonly team: readonly number[];
};

export type VacationStatusInput<V extends DecidedVacation = DecidedVacation> = { vacation: V; viewer: Viewer };

export type StatusRequest = { vacationId: number; status: VacationStatus; note: string | null };

export type VacationStatusContext<V extends DecidedVacation = DecidedVacation> = {
  vacation: V;
  viewer: Viewer;
  /** The approver's note being written for the next decision (sent as the call's `notes`). */
  note: string;
  /** The status call in flight. */
  pending: StatusRequest | null;
  /** Why the last decision was refused: deciding on one's own request, or without the permission. */
  refusal: MessageDescriptor | null;
  /** Tag of the last failed status call other than a refusal. */
  errorTag: ErrorTag | null;
};

export type VacationStatusEvent<V extends DecidedVacation = DecidedVacation> =
  | { type: 'vacation.accept' }
  | { type: 'vacation.modify' }
  | { type: 'vacation.reject' }
  | { type: 'vacation.reopen' }
  | { type: 'note.change'; note: string }
  /** The request changed elsewhere (saved by its form, reloaded): the machine follows its status. */
  | { type: 'vacation.updated'; vacation: V }
  | { type: 'status.dismiss' };
