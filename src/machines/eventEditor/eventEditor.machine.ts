import { assign, fromPromise, setup } from 'xstate';
import { guardMessage } from '../../domain/guards/guardMessages.ts';
import { errorTagOf, fieldErrorsOf, hasAnyFieldError } from '../generic/errorTag.ts';
import { hasFixedLength } from '../../domain/fixedLengthTypes.ts';
import { isFollowsRequestRefusal, resizes, withAllDay, withEnd, withStart } from './eventEditor.rules.ts';
import type { EventEditorContext, EventEditorEvent, EventEditorInput, MoveRequest, SaveRequest } from './eventEditor.types.ts';

/**
 * The event editor (spec §4). `editing` applies the timing rules as the user types: a new start moves the end keeping
 * the duration, a new end recomputes it, and a vacation or permission type refuses any change of length with
 * 'Events of vacation and permission type cannot be resized'. A save the form's rules refuse (no start, no calendar)
 * stays in `editing` with the messages at the fields. Saving creates a new event; for an existing one whose
 * calendar changed it first moves the event (`moving`) and only then updates it (`updating`). Every failure returns
 * to `editing` with its reason; a 409 from the server is the same refusal, or, for an event of a vacation request,
 * the refusal to change it anywhere but in its request.
 */
export const createEventEditorMachine = <Saved>() =>
  setup({
    types: {
      context: {} as EventEditorContext<Saved>,
      events: {} as EventEditorEvent,
      input: {} as EventEditorInput,
    },
    actors: {
      createEvent: fromPromise<Saved, SaveRequest>(async () => {
        throw new Error('createEvent must be provided by the screen');
      }),
      moveEvent: fromPromise<Saved, MoveRequest>(async () => {
        throw new Error('moveEvent must be provided by the screen');
      }),
      updateEvent: fromPromise<Saved, SaveRequest>(async () => {
        throw new Error('updateEvent must be provided by the screen');
      }),
    },
    guards: {
      lacksRequiredFields: ({ context }) => context.validate !== undefined && hasAnyFieldError(context.validate(context.draft)),
      isNew: ({ context }) => context.original === null,
      calendarChanged: ({ context }) => context.original !== null && context.draft.calendarId !== null && context.draft.calendarId !== context.original.calendarId,
      refusesResize: ({ context }, params: { end: string | null }) =>
        context.original !== null && hasFixedLength(context.draft.type) && resizes(context.draft, params.end),
      isConflict: (_, params: { error: unknown }) => errorTagOf(params.error) === 'Conflict',
      followsRequest: (_, params: { error: unknown }) => isFollowsRequestRefusal(params.error),
    },
    actions: {
      setField: assign(({ context, event }) => {
        if (event.type !== 'field.change') return {};
        // All day turns the timing into whole days (withAllDay); any other field is just set.
        if (event.field === 'allDay') return { draft: withAllDay(context.draft, event.value === true), refusal: null };
        return { draft: { ...context.draft, [event.field]: event.value }, refusal: null };
      }),
      setStart: assign(({ context }, params: { value: string | null }) => ({ draft: withStart(context.draft, params.value), refusal: null })),
      setEnd: assign(({ context }, params: { value: string | null }) => ({ draft: withEnd(context.draft, params.value), refusal: null })),
      refuseResize: assign({ refusal: guardMessage('vacationEventNotResizable'), errorTag: null }),
      refuseFollowsRequest: assign({ refusal: guardMessage('vacationEventFollowsRequest'), errorTag: null }),
      clearMessages: assign({ refusal: null, errorTag: null, fieldErrors: {} }),
      showMissingFields: assign(({ context }) => ({ fieldErrors: context.validate?.(context.draft) ?? {}, refusal: null, errorTag: null })),
      // The event now lives in its new calendar: a failing update after a good move must not move it again.
      storeMoved: assign(({ context }) => ({
        original: context.original === null || context.draft.calendarId === null ? context.original : { ...context.original, calendarId: context.draft.calendarId },
      })),
      storeSaved: assign((_, params: { saved: Saved }) => ({ saved: params.saved })),
      storeError: assign((_, params: { error: unknown }) => ({ errorTag: errorTagOf(params.error), fieldErrors: fieldErrorsOf(params.error) ?? {}, refusal: null })),
    },
  }).createMachine({
    id: 'eventEditor',
    context: ({ input }) => ({ ...input, fieldErrors: {}, refusal: null, errorTag: null, saved: null }),
    initial: 'editing',
    states: {
      editing: {
        on: {
          'field.change': { actions: 'setField' },
          'start.change': { actions: { type: 'setStart', params: ({ event }) => ({ value: event.value }) } },
          'end.change': [
            { guard: { type: 'refusesResize', params: ({ event }) => ({ end: event.value }) }, actions: 'refuseResize' },
            { actions: { type: 'setEnd', params: ({ event }) => ({ value: event.value }) } },
          ],
          dismiss: { actions: 'clearMessages' },
          save: [
            { guard: 'lacksRequiredFields', actions: 'showMissingFields' },
            { guard: 'isNew', target: 'creating', actions: 'clearMessages' },
            { guard: 'calendarChanged', target: 'moving', actions: 'clearMessages' },
            { target: 'updating', actions: 'clearMessages' },
          ],
        },
      },
      creating: {
        invoke: {
          id: 'createEvent',
          src: 'createEvent',
          input: ({ context }): SaveRequest => ({ draft: context.draft, original: null }),
          onDone: { target: 'saved', actions: { type: 'storeSaved', params: ({ event }) => ({ saved: event.output }) } },
          onError: { target: 'editing', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
        },
      },
      moving: {
        invoke: {
          id: 'moveEvent',
          src: 'moveEvent',
          input: ({ context }): MoveRequest => ({
            calendarId: context.original?.calendarId ?? 0,
            eventId: context.original?.eventId ?? 0,
            destination: context.draft.calendarId ?? 0,
          }),
          onDone: { target: 'updating', actions: 'storeMoved' },
          onError: [
            // A vacation request's event stays in its calendar: the request decides where and when it is.
            { guard: { type: 'followsRequest', params: ({ event }) => ({ error: event.error }) }, target: 'editing', actions: 'refuseFollowsRequest' },
            { target: 'editing', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
          ],
        },
      },
      updating: {
        invoke: {
          id: 'updateEvent',
          src: 'updateEvent',
          input: ({ context }): SaveRequest => ({ draft: context.draft, original: context.original }),
          onDone: { target: 'saved', actions: { type: 'storeSaved', params: ({ event }) => ({ saved: event.output }) } },
          onError: [
            { guard: { type: 'followsRequest', params: ({ event }) => ({ error: event.error }) }, target: 'editing', actions: 'refuseFollowsRequest' },
            // The server's no-resize rule (409) reads as the same refusal as the guard's.
            { guard: { type: 'isConflict', params: ({ event }) => ({ error: event.error }) }, target: 'editing', actions: 'refuseResize' },
            { target: 'editing', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
          ],
        },
      },
      saved: { type: 'final' },
    },
  });

export type EventEditorMachine<Saved> = ReturnType<typeof createEventEditorMachine<Saved>>;
