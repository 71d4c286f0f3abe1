import { assign, fromPromise, setup } from 'xstate';
import { guardMessage } from '../../domain/guards/guardMessages.ts';
import { errorTagOf } from '../generic/errorTag.ts';
import { mayDecideOn } from './mayDecide.ts';
import type { DecidedVacation, StatusRequest, VacationStatus, VacationStatusContext, VacationStatusEvent, VacationStatusInput } from './vacationStatus.types.ts';

/**
 * A leave request's decision (spec §5, contract changeVacationStatus). Resting states mirror the request's status:
 * pending, accepted, modified, rejected. An approver (vacations.changeStatus, or the requester's team leader; never
 * on their own request) accepts, accepts with changes (modified), rejects, or sends a decided request back to pending; each decision is one call
 * to the dedicated status endpoint, with the approver's note beside the requester's. The requester's view runs the
 * same machine: their decision events are refused here without a call, and a change saved through the form that
 * reopened an accepted request (`vacation.updated`) brings them back to pending, as the server does.
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
    },
    guards: {
      isPending: ({ context }) => context.vacation.status === 'pending',
      isAccepted: ({ context }) => context.vacation.status === 'accepted',
      isModified: ({ context }) => context.vacation.status === 'modified',
      // Nobody decides on their own request, whatever their permissions (the server answers 403 too).
      mayDecide: ({ context }) => mayDecideOn(context.viewer, context.vacation.user.id),
      isForbidden: (_, params: { error: unknown }) => errorTagOf(params.error) === 'Forbidden',
    },
    actions: {
      request: assign(({ context }, params: { status: VacationStatus }) => ({
        pending: { vacationId: context.vacation.id, status: params.status, note: context.note.trim() === '' ? null : context.note.trim() },
        refusal: null,
        errorTag: null,
      })),
      refuseDecision: assign({ refusal: guardMessage('vacationDecisionNotAllowed'), errorTag: null }),
      storeVacation: assign((_, params: { vacation: V }) => ({ vacation: params.vacation, pending: null, note: '' })),
      storeError: assign((_, params: { error: unknown }) => ({ errorTag: errorTagOf(params.error), refusal: null, pending: null })),
      storeRefusal: assign({ refusal: guardMessage('vacationDecisionNotAllowed'), errorTag: null, pending: null }),
      setNote: assign((_, params: { note: string }) => ({ note: params.note })),
      clearMessages: assign({ refusal: null, errorTag: null }),
      /** Named effect: the screen updates the record and lists it shows. */
      statusChanged: (_, _params: { vacation: V }) => undefined,
    },
  }).createMachine({
    id: 'vacationStatus',
    context: ({ input }) => ({ vacation: input.vacation, viewer: input.viewer, note: '', pending: null, refusal: null, errorTag: null }),
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
          'vacation.accept': [{ guard: 'mayDecide', target: 'deciding', actions: { type: 'request', params: { status: 'accepted' } } }, { actions: 'refuseDecision' }],
          'vacation.modify': [{ guard: 'mayDecide', target: 'deciding', actions: { type: 'request', params: { status: 'modified' } } }, { actions: 'refuseDecision' }],
          'vacation.reject': [{ guard: 'mayDecide', target: 'deciding', actions: { type: 'request', params: { status: 'rejected' } } }, { actions: 'refuseDecision' }],
          'vacation.updated': { target: 'routing', actions: { type: 'storeVacation', params: ({ event }) => ({ vacation: event.vacation }) } },
        },
      },
      accepted: {
        on: {
          'vacation.modify': [{ guard: 'mayDecide', target: 'deciding', actions: { type: 'request', params: { status: 'modified' } } }, { actions: 'refuseDecision' }],
          'vacation.reject': [{ guard: 'mayDecide', target: 'deciding', actions: { type: 'request', params: { status: 'rejected' } } }, { actions: 'refuseDecision' }],
          'vacation.reopen': [{ guard: 'mayDecide', target: 'deciding', actions: { type: 'request', params: { status: 'pending' } } }, { actions: 'refuseDecision' }],
          'vacation.updated': { target: 'routing', actions: { type: 'storeVacation', params: ({ event }) => ({ vacation: event.vacation }) } },
        },
      },
      modified: {
        on: {
          'vacation.accept': [{ guard: 'mayDecide', target: 'deciding', actions: { type: 'request', params: { status: 'accepted' } } }, { actions: 'refuseDecision' }],
          'vacation.reject': [{ guard: 'mayDecide', target: 'deciding', actions: { type: 'request', params: { status: 'rejected' } } }, { actions: 'refuseDecision' }],
          'vacation.reopen': [{ guard: 'mayDecide', target: 'deciding', actions: { type: 'request', params: { status: 'pending' } } }, { actions: 'refuseDecision' }],
          'vacation.updated': { target: 'routing', actions: { type: 'storeVacation', params: ({ event }) => ({ vacation: event.vacation }) } },
        },
      },
      rejected: {
        on: {
          'vacation.accept': [{ guard: 'mayDecide', target: 'deciding', actions: { type: 'request', params: { status: 'accepted' } } }, { actions: 'refuseDecision' }],
          'vacation.reopen': [{ guard: 'mayDecide', target: 'deciding', actions: { type: 'request', params: { status: 'pending' } } }, { actions: 'refuseDecision' }],
          'vacation.updated': { target: 'routing', actions: { type: 'storeVacation', params: ({ event }) => ({ vacation: event.vacation }) } },
        },
      },
      // The one status call in flight; its request was set by the transition that came here.
      deciding: {
        invoke: {
          id: 'changeStatus',
          src: 'changeStatus',
          input: ({ context }) => context.pending ?? { vacationId: context.vacation.id, status: context.vacation.status, note: null },
          onDone: {
            target: 'routing',
            actions: [
              { type: 'storeVacation', params: ({ event }) => ({ vacation: event.output }) },
              { type: 'statusChanged', params: ({ event }) => ({ vacation: event.output }) },
            ],
          },
          onError: [
            { guard: { type: 'isForbidden', params: ({ event }) => ({ error: event.error }) }, target: 'routing', actions: 'storeRefusal' },
            { target: 'routing', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
          ],
        },
      },
    },
  });

export type VacationStatusMachine<V extends DecidedVacation = DecidedVacation> = ReturnType<typeof createVacationStatusMachine<V>>;
