import { allDayTiming, moveEnd, moveStart, timingFromStart } from '../../domain/eventTiming.ts';
import type { EventDraft } from './eventEditor.types.ts';

// The timing rules of spec §4 on a draft: pure, shared by the editor and by drag and resize in the views.


/** New start: the end follows, keeping the duration (default 30 minutes when there was no start yet). */
export const withStart = (draft: EventDraft, start: string | null): EventDraft => {
  if (start === null) return { ...draft, start };
  if (draft.start === null || draft.end === null) return { ...draft, ...timingFromStart(start, draft.duration) };
  return { ...draft, ...moveStart({ start: draft.start, end: draft.end, duration: draft.duration }, start) };
};

/** New end: the duration is recomputed from the start. */
export const withEnd = (draft: EventDraft, end: string | null): EventDraft => {
  if (end === null || draft.start === null) return { ...draft, end };
  return { ...draft, ...moveEnd({ start: draft.start, end: draft.end ?? end, duration: draft.duration }, end) };
};

/**
 * All day switched on: the timing becomes whole days at once (what the server will store), so the form shows the
 * days and the length it saves, not the half hour it had. Switched off, the timing stays as it is.
 */
export const withAllDay = (draft: EventDraft, allDay: boolean): EventDraft =>
  allDay && draft.start !== null ? { ...draft, allDay, ...allDayTiming(draft.start, draft.end) } : { ...draft, allDay };

/** Whether setting `end` changes the length of the event. */
export const resizes = (draft: EventDraft, end: string | null): boolean => end !== draft.end && draft.start !== null;

/**
 * The server's wording (409) when an event of a vacation request is moved, retyped or re-timed here: it follows its
 * request (server/src/modules/events/handlers.ts, VACATION_EVENT_FOLLOWS_REQUEST).
 */
export const FOLLOWS_REQUEST_MESSAGE = 'This event belongs to a vacation request: change the request instead.';

/** Whether a failed call is the server's "this event follows its vacation request" refusal. */
export const isFollowsRequestRefusal = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && '_tag' in error && error._tag === 'Conflict' && 'message' in error && error.message === FOLLOWS_REQUEST_MESSAGE;
