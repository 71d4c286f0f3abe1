import { Effect } from 'effect';
import { fromPromise } from 'xstate';
import { createCalendarEvent, moveCalendarEvent, updateCalendarEvent, type CalendarEvent } from '../../api/calendarEvents.ts';
import type { ApiClient } from '../../api/client.ts';
import { createEventEditorMachine } from '../../machines/eventEditor/eventEditor.machine.ts';
import type { EventDraft } from '../../machines/eventEditor/eventEditor.types.ts';
import { createBody, updateBody } from './eventDraft.ts';

// The event editor statechart with the calendar calls, shared by the editor screen and by moving or resizing an
// event in the calendar views: both go through the same states, guards and server calls (spec §4 in one place).

export const eventEditorMachine = createEventEditorMachine<CalendarEvent>();

/** The machine wired to the API; `before` is the draft as loaded, so updates send only the timing that changed. */
export const provideEventEditor = (client: ApiClient, before: EventDraft) =>
  eventEditorMachine.provide({
    actors: {
      createEvent: fromPromise(({ input: request, signal }) =>
        Effect.runPromise(createCalendarEvent(client, request.draft.calendarId ?? 0, createBody(request.draft)), { signal }),
      ),
      moveEvent: fromPromise(({ input: move, signal }) =>
        Effect.runPromise(moveCalendarEvent(client, { id: move.calendarId, eventId: move.eventId }, move.destination), { signal }),
      ),
      updateEvent: fromPromise(({ input: request, signal }) =>
        Effect.runPromise(
          updateCalendarEvent(client, { id: request.original?.calendarId ?? 0, eventId: request.original?.eventId ?? 0 }, updateBody(request.draft, before)),
          { signal },
        ),
      ),
    },
  });
