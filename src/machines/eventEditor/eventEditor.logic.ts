import { Effect } from 'effect';
import { createActor, waitFor } from 'xstate';
import { createCalendarEvent, deleteCalendarEvent, getCalendarEvent, moveCalendarEvent, updateCalendarEvent, type CalendarEvent } from '../../api/calendarEvents.ts';
import { listMyCalendars } from '../../api/calendarSubscriptions.ts';
import { listCalendars, type Calendar } from '../../api/calendars.ts';
import type { ApiClient } from '../../api/client.ts';
import { listProfiles } from '../../api/profiles.ts';
import { listUsers } from '../../api/users.ts';
import { addMinutes } from '../../domain/dateTime.ts';
import type { MessageDescriptor } from '../../domain/messageDescriptor.ts';
import { confirmActionLogic } from '../generic/confirmAction.logic.ts';
import { errorTagOf, type ErrorTag } from '../generic/errorTag.ts';
import { fromApiEffect } from '../generic/fromApiEffect.ts';
import { createBody, draftOf, updateBody } from './eventDraft.ts';
import { createEventEditorMachine } from './eventEditor.machine.ts';
import type { EventDraft, MoveRequest, SaveRequest } from './eventEditor.types.ts';

// The event editor statechart bound to the calendar calls, shared by the editor screen and by moving or resizing an
// event in the calendar views: both go through the same states, guards and server calls (spec §4 in one place).

export const eventEditorMachine = createEventEditorMachine<CalendarEvent>();

/**
 * The machine wired to the API; `before` is the draft as loaded, so updates send only the timing that changed.
 * `loaded`, the event as loaded: a save of a draft that writes nothing new over it (same calendar, same body) sends
 * nothing and answers it as saved, so neither the event nor its `updated_at` moves (DESIGN.md §12: saving unchanged
 * changes nothing). The screen tells the two apart by identity (isUnchangedSave).
 */
export const createEventEditorLogic = (client: ApiClient, before: EventDraft, loaded: CalendarEvent | null = null) =>
  eventEditorMachine.provide({
    actors: {
      createEvent: fromApiEffect((request: SaveRequest) => createCalendarEvent(client, request.draft.calendarId ?? 0, createBody(request.draft))),
      moveEvent: fromApiEffect((move: MoveRequest) => moveCalendarEvent(client, { id: move.calendarId, eventId: move.eventId }, move.destination)),
      updateEvent: fromApiEffect((request: SaveRequest) =>
        loaded !== null && writesNothing(request.draft, before)
          ? Effect.succeed(loaded)
          : updateCalendarEvent(client, { id: request.original?.calendarId ?? 0, eventId: request.original?.eventId ?? 0 }, updateBody(request.draft, before)),
      ),
    },
  });

/** Whether saving `draft` over the event loaded as `before` would write nothing new (its calendar, its body). */
export const writesNothing = (draft: EventDraft, before: EventDraft): boolean =>
  draft.calendarId === before.calendarId && JSON.stringify(updateBody(draft, before)) === JSON.stringify(updateBody(before, before));

/** The editor's answer was the event as loaded: nothing was sent (createEventEditorLogic). */
export const isUnchangedSave = (saved: CalendarEvent | null, loaded: CalendarEvent | null): boolean => saved !== null && saved === loaded;

export type CalendarChoice = { readonly value: string; readonly label: string };

export type EditorSetup = {
  /** The calendars the user may write to (the server's `writable`), plus a read-only event's own calendar. */
  readonly calendars: readonly CalendarChoice[];
  /** Where a new event goes first: the user's primary calendar, else the first writable one. */
  readonly primary: number | null;
  /** The event being edited; null when creating. */
  readonly event: CalendarEvent | null;
  /** The edited event's calendar is one the user may only read: the editor opens read-only and says why. */
  readonly readOnly: boolean;
};

/**
 * A calendar named so the person recognises whose it is: a colleague's calendar with its own name (not the owner's)
 * also names the owner. Primary calendars carry their owner's name already.
 */
export const calendarChoiceLabel = (calendar: Pick<Calendar, 'name' | 'owner'>, userId: number | undefined): string =>
  calendar.owner === null || calendar.owner.id === userId || calendar.owner.name === calendar.name ? calendar.name : `${calendar.name} · ${calendar.owner.name}`;

/**
 * Every calendar of the tenant with the user's `writable` flag (the rule the server's writes check). Someone whose
 * role may not list the tenant's calendars still has the calendars they follow.
 */
const calendarsWithFlags = (client: ApiClient) =>
  Effect.catch(Effect.map(listCalendars(client, { pageSize: 500 }), (page): readonly Calendar[] => page.items), (error) =>
    error._tag === 'Forbidden' ? Effect.map(listMyCalendars(client, { pageSize: 500 }), (page) => page.items.map((s) => s.calendar)) : Effect.fail(error),
  );

/** What the editor screen needs before the chart starts: the writable calendars and, to edit, the event. */
export const loadEditorSetup = (client: ApiClient, edited: { readonly calendarId: number; readonly eventId: number } | null, userId: number | undefined, signal: AbortSignal): Promise<EditorSetup> =>
  Effect.runPromise(
    Effect.map(
      Effect.all({
        all: calendarsWithFlags(client),
        event: edited === null ? Effect.succeed(null) : getCalendarEvent(client, { id: edited.calendarId, eventId: edited.eventId }),
      }),
      ({ all, event }) => {
        const writable = all.filter((c) => c.writable);
        const readOnly = event !== null && !writable.some((c) => c.id === event.calendarId);
        // A read-only event keeps its calendar in the field: without it the field showed nothing, as if it had none.
        const shown = readOnly ? [...writable, ...all.filter((c) => c.id === event.calendarId)] : writable;
        return {
          calendars: shown.map((c) => ({ value: String(c.id), label: calendarChoiceLabel(c, userId) })),
          primary: writable.find((c) => c.primary && c.owner?.id === userId)?.id ?? writable[0]?.id ?? null,
          event,
          readOnly,
        };
      },
    ),
    { signal },
  );

// Moving or resizing an event in the calendar views (drag or keyboard) is an edit like any other: the event is
// loaded, the event editor statechart receives the new start (move: the end follows, the length stays) or the new
// end (resize: the length is recomputed, refused for vacation and permission types), then saves. The rules live in
// the machine and on the server, never in the view.

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

const editAndSave = async (client: ApiClient, event: CalendarEvent, change: ViewChange): Promise<ViewChangeResult> => {
  const draft = draftOf(event);
  const actor = createActor(createEventEditorLogic(client, draft), { input: { draft, original: { calendarId: event.calendarId, eventId: event.id } } }).start();
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

/** Loads the event, then edits and saves it through the chart; a failed load is the outcome's error, not a throw. */
export const applyViewChange = (client: ApiClient, change: ViewChange): Promise<ViewChangeResult> =>
  Effect.runPromise(
    Effect.matchEffect(getCalendarEvent(client, { id: change.calendarId, eventId: change.eventId }), {
      onFailure: (error) => Effect.succeed<ViewChangeResult>({ outcome: 'failed', errorTag: errorTagOf(error) }),
      onSuccess: (event) => Effect.promise(() => editAndSave(client, event, change)),
    }),
  );

// Option loaders of the editor's attendee pickers (profiles and users, spec §3): one page per typed text.

const searchOf = (search: string) => (search.trim() === '' ? {} : { search: search.trim() });

export const profileAttendeeOptions = (client: ApiClient) => (search: string) =>
  Effect.map(listProfiles(client, { pageSize: 20, ...searchOf(search) }), (page) => ({
    items: page.items.map((p) => ({ value: String(p.id), label: p.name })),
    meta: page.meta,
  }));

export const userAttendeeOptions = (client: ApiClient) => (search: string) =>
  Effect.map(listUsers(client, { pageSize: 20, ...searchOf(search) }), (page) => ({
    items: page.items.map((u) => ({ value: String(u.id), label: u.name })),
    meta: page.meta,
  }));

/**
 * The colleagues for someone who may not list the tenant's users (an operator: no `users.viewAny`, the users list
 * answers 403): the owners of the tenant's user calendars, which `calendars.viewAny` reads (the people-per-day
 * view shows the same people). One call; the typed text filters the names here.
 */
export const colleagueAttendeeOptions = (client: ApiClient) => (search: string) =>
  Effect.map(listCalendars(client, { types: ['user'], pageSize: 100 }), (page) => {
    const wanted = search.trim().toLocaleLowerCase();
    const owners = new Map<number, string>();
    for (const calendar of page.items) if (calendar.owner && !owners.has(calendar.owner.id)) owners.set(calendar.owner.id, calendar.owner.name);
    const items = [...owners]
      .filter(([, name]) => wanted === '' || name.toLocaleLowerCase().includes(wanted))
      .sort(([, a], [, b]) => a.localeCompare(b))
      .map(([id, name]) => ({ value: String(id), label: name }));
    return { items, meta: { currentPage: 1, lastPage: 1, perPage: Math.max(items.length, 1), total: items.length } };
  });

/** An event deleted from its editor, after the confirmation (spec §2: DELETE /calendars/{id}/events/{eventId}). */
export const eventDeletion = confirmActionLogic<Pick<CalendarEvent, 'calendarId' | 'id' | 'summary'>, void>((client, event) =>
  deleteCalendarEvent(client, { id: event.calendarId, eventId: event.id }),
);
