import { assign, fromPromise, setup } from 'xstate';
import { guardMessage } from '../../domain/guards/guardMessages.ts';
import { errorTagOf } from '../generic/errorTag.ts';
import { mayDecideOn } from './mayDecide.ts';
import type {
  DecidedVacation,
  PeriodChange,
  StatusRequest,
  VacationStatus,
  VacationStatusContext,
  VacationStatusEvent,
  VacationStatusInput,
} from './vacationStatus.types.ts';

/**
 * The server's text of a 422 (an overlap, the balance: what the approver must change in the period) or of a 409 (a
 * withdrawal overtaken by a decision, or a decision that repeats the status another approver already gave), in the
 * user's language.
 */
const serverMessageOf = (error: unknown): string | null => {
  const tag = errorTagOf(error);
  if ((tag !== 'Invalid' && tag !== 'Conflict') || typeof error !== 'object' || error === null || !('message' in error)) return null;
  return typeof error.message === 'string' ? error.message : null;
};

const trimmedNote = (note: string): string | null => (note.trim() === '' ? null : note.trim());

/** A period the server can take: both ends, the end after the start (wire date-times compare as text). */
const completePeriod = (changes: PeriodChange | null): StatusRequest['period'] =>
  changes !== null && changes.start !== null && changes.end !== null && changes.end > changes.start ? { start: changes.start, end: changes.end, allDay: changes.allDay } : null;

/**
 * A leave request's decision (spec §5, contract changeVacationStatus; issue 30 point 5). Resting states mirror the
 * request's status: pending, accepted, modified, rejected; and `withdrawn` (final) once the requester took back their
 * pending request (confirmed in `confirmingWithdrawal`, sent in `withdrawing`; the server deletes it). An approver (vacations.changeStatus, or the requester's
 * team leader; never on their own request) accepts; accepts with changes through a dialog state where the period is
 * chosen (`choosingChanges`: the new period and the approver's note go out in the same call, the server recomputes
 * the hours); rejects through a confirmation state with an optional reason (`confirmingRejection`); or sends a
 * decided request back to pending. Each decision is one call to the status endpoint.
 *
 * Who may decide is a guard on the decision transitions only, with no fallback branch: for the requester or a
 * colleague no decision event is enabled, so `snapshot.can(event)` is what the view offers (DESIGN.md §6). A refusal
 * the machine still meets is the server's (403, reason in `refusal`). A change saved through the form that reopened
 * a decided request (`vacation.updated`) brings the machine back to pending, as the server does.
 */
export const createVacationStatusMachine = <V extends DecidedVacation = DecidedVacation>() =>
  setup({
    types: {
      context: {} as VacationStatusContext<V>,
      events: {} as VacationStatusEvent<V>,
      input: {} as VacationStatusInput<V>,
    },
    actors: {
      changeStatus: fromPromise<V, StatusRequest>(async () => {
        throw new Error('changeStatus must be provided by the screen');
      }),
      withdrawVacation: fromPromise<void, { vacationId: number }>(async () => {
        throw new Error('withdrawVacation must be provided by the screen');
      }),
    },
    guards: {
      isPending: ({ context }) => context.vacation.status === 'pending',
      isAccepted: ({ context }) => context.vacation.status === 'accepted',
      isModified: ({ context }) => context.vacation.status === 'modified',
      // Nobody decides on their own request, whatever their permissions (the server answers 403 too).
      mayDecide: ({ context }) => mayDecideOn(context.viewer, context.vacation.user.id),
      // Only the requester takes back their own request, and only one they may ask for (vacations.create); the
      // state (pending) is where the transition lives, as the server allows it only there (409 otherwise).
      mayWithdraw: ({ context }) => context.viewer.canRequest === true && context.vacation.user.id === context.viewer.userId,
      hasCompletePeriod: ({ context }) => completePeriod(context.changes) !== null,
      isForbidden: (_, params: { error: unknown }) => errorTagOf(params.error) === 'Forbidden',
      // The request was decided meanwhile (409): a withdrawal came after an approver's decision (it is no longer
      // pending), or a decision was made on a status another approver's decision has since replaced (the request
      // carries the status it was made on) or repeats the status they gave.
      isDecidedMeanwhile: (_, params: { error: unknown }) => errorTagOf(params.error) === 'Conflict',
      // The server refused the approver's period (overlap, balance): the dialog stays open to change it.
      isRefusedPeriod: ({ context }, params: { error: unknown }) => context.pending?.period != null && errorTagOf(params.error) === 'Invalid',
    },
    actions: {
      request: assign(({ context }, params: { status: VacationStatus }) => ({
        pending: { vacationId: context.vacation.id, status: params.status, note: trimmedNote(context.note), period: null, seenStatus: context.vacation.status },
        refusal: null,
        errorTag: null,
        errorMessage: null,
      })),
      requestChanges: assign(({ context }) => ({
        pending: { vacationId: context.vacation.id, status: 'modified' as const, note: trimmedNote(context.note), period: completePeriod(context.changes), seenStatus: context.vacation.status },
        refusal: null,
        errorTag: null,
        errorMessage: null,
      })),
      startChanges: assign(({ context }) => ({
        changes: { start: context.vacation.start, end: context.vacation.end, allDay: context.vacation.allDay },
        refusal: null,
        errorTag: null,
        errorMessage: null,
      })),
      setChanges: assign((_, params: { changes: PeriodChange }) => ({ changes: params.changes, errorMessage: null })),
      clearDialog: assign({ changes: null }),
      storeVacation: assign((_, params: { vacation: V }) => ({ vacation: params.vacation, pending: null, note: '', changes: null })),
      storeError: assign((_, params: { error: unknown }) => ({ errorTag: errorTagOf(params.error), errorMessage: serverMessageOf(params.error), refusal: null, pending: null })),
      storeRefusal: assign({ refusal: guardMessage('vacationDecisionNotAllowed'), errorTag: null, errorMessage: null, pending: null, changes: null }),
      setNote: assign((_, params: { note: string }) => ({ note: params.note })),
      clearMessages: assign({ refusal: null, errorTag: null, errorMessage: null }),
      /** Named effect: the screen updates the record and lists it shows. */
      statusChanged: (_, _params: { vacation: V }) => undefined,
      /** Named effect: the request is gone; the screen says so and leaves it. */
      withdrawn: () => undefined,
      /** Named effect: an approver decided first; the screen reads the request again (its status follows). */
      withdrawalOvertaken: () => undefined,
      /** Named effect: another approver decided first; the screen reads the request again (its status follows). */
      decisionOvertaken: () => undefined,
    },
  }).createMachine({
    id: 'vacationStatus',
    context: ({ input }) => ({ vacation: input.vacation, viewer: input.viewer, note: '', changes: null, pending: null, refusal: null, errorTag: null, errorMessage: null }),
    initial: 'routing',
    on: {
      'note.change': { actions: { type: 'setNote', params: ({ event }) => ({ note: event.note }) } },
      'status.dismiss': { actions: 'clearMessages' },
    },
    states: {
      // Decides the resting state from the request's status: at start and after every answer or outside change.
      routing: {
        always: [
          { guard: 'isPending', target: 'pending' },
          { guard: 'isAccepted', target: 'accepted' },
          { guard: 'isModified', target: 'modified' },
          { target: 'rejected' },
        ],
      },
      pending: {
        on: {
          'vacation.accept': { guard: 'mayDecide', target: 'deciding', actions: { type: 'request', params: { status: 'accepted' } } },
          'vacation.modify': { guard: 'mayDecide', target: 'choosingChanges', actions: 'startChanges' },
          'vacation.reject': { guard: 'mayDecide', target: 'confirmingRejection', actions: 'clearMessages' },
          'vacation.withdraw': { guard: 'mayWithdraw', target: 'confirmingWithdrawal', actions: 'clearMessages' },
          'vacation.updated': { target: 'routing', actions: { type: 'storeVacation', params: ({ event }) => ({ vacation: event.vacation }) } },
        },
      },
      accepted: {
        on: {
          'vacation.modify': { guard: 'mayDecide', target: 'choosingChanges', actions: 'startChanges' },
          'vacation.reject': { guard: 'mayDecide', target: 'confirmingRejection', actions: 'clearMessages' },
          'vacation.reopen': { guard: 'mayDecide', target: 'deciding', actions: { type: 'request', params: { status: 'pending' } } },
          'vacation.updated': { target: 'routing', actions: { type: 'storeVacation', params: ({ event }) => ({ vacation: event.vacation }) } },
        },
      },
      modified: {
        on: {
          'vacation.accept': { guard: 'mayDecide', target: 'deciding', actions: { type: 'request', params: { status: 'accepted' } } },
          'vacation.reject': { guard: 'mayDecide', target: 'confirmingRejection', actions: 'clearMessages' },
          'vacation.reopen': { guard: 'mayDecide', target: 'deciding', actions: { type: 'request', params: { status: 'pending' } } },
          'vacation.updated': { target: 'routing', actions: { type: 'storeVacation', params: ({ event }) => ({ vacation: event.vacation }) } },
        },
      },
      rejected: {
        on: {
          'vacation.accept': { guard: 'mayDecide', target: 'deciding', actions: { type: 'request', params: { status: 'accepted' } } },
          'vacation.reopen': { guard: 'mayDecide', target: 'deciding', actions: { type: 'request', params: { status: 'pending' } } },
          'vacation.updated': { target: 'routing', actions: { type: 'storeVacation', params: ({ event }) => ({ vacation: event.vacation }) } },
        },
      },
      // The "accept with changes" dialog: the period (the view shows the hours it costs) and the note, then approve.
      choosingChanges: {
        on: {
          'changes.edit': { actions: { type: 'setChanges', params: ({ event }) => ({ changes: event.changes }) } },
          'changes.confirm': { guard: 'hasCompletePeriod', target: 'deciding', actions: 'requestChanges' },
          'changes.cancel': { target: 'routing', actions: ['clearDialog', 'clearMessages'] },
          // Someone else changed the request meanwhile: the dialog's period no longer applies.
          'vacation.updated': { target: 'routing', actions: { type: 'storeVacation', params: ({ event }) => ({ vacation: event.vacation }) } },
        },
      },
      // The rejection's confirmation, with its optional reason (the note).
      confirmingRejection: {
        on: {
          'rejection.confirm': { target: 'deciding', actions: { type: 'request', params: { status: 'rejected' } } },
          'rejection.cancel': { target: 'routing' },
          'vacation.updated': { target: 'routing', actions: { type: 'storeVacation', params: ({ event }) => ({ vacation: event.vacation }) } },
        },
      },
      // The withdrawal's confirmation: the request, its calendar event and its hours go.
      confirmingWithdrawal: {
        on: {
          'withdrawal.confirm': { target: 'withdrawing' },
          'withdrawal.cancel': { target: 'routing' },
          // An approver decided meanwhile (the screen reloaded it): a decided request is no longer withdrawn.
          'vacation.updated': { target: 'routing', actions: { type: 'storeVacation', params: ({ event }) => ({ vacation: event.vacation }) } },
        },
      },
      // The withdrawal call in flight. The server deletes the request: nothing is left to decide (final).
      withdrawing: {
        invoke: {
          id: 'withdrawVacation',
          src: 'withdrawVacation',
          input: ({ context }) => ({ vacationId: context.vacation.id }),
          onDone: { target: 'withdrawn', actions: 'withdrawn' },
          // A 409 (decided meanwhile) keeps the server's words and has the screen read the request again, whose new
          // status arrives as `vacation.updated`; a network failure keeps its tag, and the request stays pending.
          onError: [
            {
              guard: { type: 'isDecidedMeanwhile', params: ({ event }) => ({ error: event.error }) },
              target: 'routing',
              actions: [{ type: 'storeError', params: ({ event }) => ({ error: event.error }) }, 'withdrawalOvertaken'],
            },
            { target: 'routing', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
          ],
        },
      },
      withdrawn: { type: 'final' },
      // The one status call in flight; its request was set by the transition that came here.
      deciding: {
        invoke: {
          id: 'changeStatus',
          src: 'changeStatus',
          input: ({ context }) => context.pending ?? { vacationId: context.vacation.id, status: context.vacation.status, note: null, period: null, seenStatus: context.vacation.status },
          onDone: {
            target: 'routing',
            actions: [
              { type: 'storeVacation', params: ({ event }) => ({ vacation: event.output }) },
              { type: 'statusChanged', params: ({ event }) => ({ vacation: event.output }) },
            ],
          },
          // A 403 is the server's refusal of the approver; a 422 on a new period keeps its dialog open; a 409 (another
          // approver gave this status first) keeps the server's words and has the screen read the request again, whose
          // status arrives as `vacation.updated`; any other failure keeps its tag, and the request stays as it was.
          onError: [
            { guard: { type: 'isForbidden', params: ({ event }) => ({ error: event.error }) }, target: 'routing', actions: 'storeRefusal' },
            { guard: { type: 'isRefusedPeriod', params: ({ event }) => ({ error: event.error }) }, target: 'choosingChanges', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
            {
              guard: { type: 'isDecidedMeanwhile', params: ({ event }) => ({ error: event.error }) },
              target: 'routing',
              actions: [{ type: 'storeError', params: ({ event }) => ({ error: event.error }) }, 'clearDialog', 'decisionOvertaken'],
            },
            { target: 'routing', actions: [{ type: 'storeError', params: ({ event }) => ({ error: event.error }) }, 'clearDialog'] },
          ],
        },
      },
    },
  });

export type VacationStatusMachine<V extends DecidedVacation = DecidedVacation> = ReturnType<typeof createVacationStatusMachine<V>>;
