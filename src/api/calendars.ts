import type { Effect } from 'effect';
import type { ApiClient } from './client.ts';
import { call } from './effect.ts';
import type { ApiError } from './errors.ts';
import type { BodyOf, QueryOf, ResultOf } from './operationTypes.ts';

export type Calendar = ResultOf<'createCalendar'>;
export type CalendarQuery = QueryOf<'listCalendars'>;

export const listCalendars = (
  client: ApiClient,
  query: CalendarQuery = {},
): Effect.Effect<ResultOf<'listCalendars'>, ApiError> =>
  call((signal) => client.GET('/calendars', { params: { query }, signal }));

/** People × days timeline rows; `start` and `end` are required. */
export const listCalendarResources = (
  client: ApiClient,
  query: QueryOf<'listCalendarResources'>,
): Effect.Effect<ResultOf<'listCalendarResources'>, ApiError> =>
  call((signal) => client.GET('/calendars/resources', { params: { query }, signal }));

export const listFullcalendarEvents = (
  client: ApiClient,
  query: QueryOf<'listFullcalendarEvents'>,
): Effect.Effect<ResultOf<'listFullcalendarEvents'>, ApiError> =>
  call((signal) => client.GET('/calendars/fullcalendar-events', { params: { query }, signal }));

export const createCalendar = (client: ApiClient, body: BodyOf<'createCalendar'>): Effect.Effect<Calendar, ApiError> =>
  call((signal) => client.POST('/calendars', { body, signal }));

export const updateCalendar = (
  client: ApiClient,
  id: number,
  body: BodyOf<'updateCalendar'>,
): Effect.Effect<Calendar, ApiError> =>
  call((signal) => client.PUT('/calendars/{id}', { params: { path: { id } }, body, signal }));

export const deleteCalendar = (client: ApiClient, id: number): Effect.Effect<void, ApiError> =>
  call((signal) => client.DELETE('/calendars/{id}', { params: { path: { id } }, signal }));
