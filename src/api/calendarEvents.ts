import type { Effect } from 'effect';
import type { ApiClient } from './client.ts';
import { call } from './effect.ts';
import type { ApiError } from './errors.ts';
import type { BodyOf, QueryOf, ResultOf } from './operationTypes.ts';

export type CalendarEvent = ResultOf<'getCalendarEvent'>;
export type CalendarEventQuery = QueryOf<'listCalendarEvents'>;
export type CalendarEventInput = BodyOf<'createCalendarEvent'>;
export type CalendarEventUpdate = BodyOf<'updateCalendarEvent'>;
export type EventStatus = CalendarEvent['status'];

type EventPath = { readonly id: number; readonly eventId: number };

/** `start`/`end` are wall-clock `YYYY-MM-DD HH:mm:ss` (spec §7), never converted through UTC. */
export const listCalendarEvents = (
  client: ApiClient,
  calendarId: number,
  query: CalendarEventQuery = {},
): Effect.Effect<ResultOf<'listCalendarEvents'>, ApiError> =>
  call((signal) => client.GET('/calendars/{id}/events', { params: { path: { id: calendarId }, query }, signal }));

export const getCalendarEvent = (client: ApiClient, path: EventPath): Effect.Effect<CalendarEvent, ApiError> =>
  call((signal) => client.GET('/calendars/{id}/events/{eventId}', { params: { path }, signal }));

export const createCalendarEvent = (
  client: ApiClient,
  calendarId: number,
  body: CalendarEventInput,
): Effect.Effect<CalendarEvent, ApiError> =>
  call((signal) => client.POST('/calendars/{id}/events', { params: { path: { id: calendarId } }, body, signal }));

export const updateCalendarEvent = (
  client: ApiClient,
  path: EventPath,
  body: CalendarEventUpdate,
): Effect.Effect<CalendarEvent, ApiError> =>
  call((signal) => client.PUT('/calendars/{id}/events/{eventId}', { params: { path }, body, signal }));

export const deleteCalendarEvent = (client: ApiClient, path: EventPath): Effect.Effect<void, ApiError> =>
  call((signal) => client.DELETE('/calendars/{id}/events/{eventId}', { params: { path }, signal }));

/**
 * Moves the event to another calendar. When an update changes the calendar, the machine moves first and then
 * updates (spec §4); this call is only the move.
 */
export const moveCalendarEvent = (
  client: ApiClient,
  path: EventPath,
  destination: number,
): Effect.Effect<CalendarEvent, ApiError> =>
  call((signal) =>
    client.POST('/calendars/{id}/events/{eventId}/move', { params: { path, query: { destination } }, signal }),
  );
