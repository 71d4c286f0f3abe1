import { Effect } from 'effect';
import { createActor, waitFor } from 'xstate';
import { getCalendarEvent, type CalendarEvent } from '../../api/calendarEvents.ts';
import type { ApiClient } from '../../api/client.ts';
import { addMinutes } from '../../domain/dateTime.ts';
import type { MessageDescriptor } from '../../domain/messageDescriptor.ts';
import { errorTagOf, type ErrorTag } from '../../machines/generic/errorTag.ts';
import { draftOf } from './eventDraft.ts';
import { provideEventEditor } from './eventEditorActors.ts';

// Moving or resizing an event in the calendar views (drag or keyboard) is an edit like any other: the event is
// loaded, the event editor statechart receives the new start (move: the end follows, the length stays) or the new
// end (resize: the length is recomputed, refused for vacation and permission types), then saves. The rules live in
// the machine and on the server, never here.

export type ViewChange = {
  readonly calendarId: number;
  readonly eventId: number;
  /** `move` shifts the start (the end follows); `resize` shifts the end. */
  readonly kind: 'move' | 'resize';
  readonly minutes: number;
};

export type ViewChangeResult =
  | { readonly outcome: 'saved'; readonly event: CalendarEvent }
  | { readonly outcome: 'refused'; readonly message: MessageDescriptor }
  | { readonly outcome: 'failed'; readonly errorTag: ErrorTag };

export const applyViewChange = async (client: ApiClient, change: ViewChange): Promise<ViewChangeResult> => {
  let event: CalendarEvent;
  try {
    event = await Effect.runPromise(getCalendarEvent(client, { id: change.calendarId, eventId: change.eventId }));
  } catch (error) {
    return { outcome: 'failed', errorTag: errorTagOf(error) };
  }
  const draft = draftOf(event);
  const actor = createActor(provideEventEditor(client, draft), { input: { draft, original: { calendarId: event.calendarId, eventId: event.id } } }).start();
  try {
    if (change.kind === 'move') actor.send({ type: 'start.change', value: addMinutes(event.start, change.minutes) });
    else actor.send({ type: 'end.change', value: addMinutes(event.end, change.minutes) });
    const refused = actor.getSnapshot().context.refusal;
    if (refused !== null) return { outcome: 'refused', message: refused };
    actor.send({ type: 'save' });
    const done = await waitFor(actor, (s) => s.matches('saved') || (s.matches('editing') && (s.context.errorTag !== null || s.context.refusal !== null)));
    if (done.context.saved !== null) return { outcome: 'saved', event: done.context.saved };
    if (done.context.refusal !== null) return { outcome: 'refused', message: done.context.refusal };
    return { outcome: 'failed', errorTag: done.context.errorTag ?? 'Server' };
  } finally {
    actor.stop();
  }
};
