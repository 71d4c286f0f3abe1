import type { Effect } from 'effect';
import type { ApiClient } from './client.ts';
import { call } from './effect.ts';
import type { ApiError } from './errors.ts';
import type { BodyOf, QueryOf, ResultOf } from './operationTypes.ts';

// The current user's calendar subscriptions (/users/me/calendars).

export type CalendarSubscription = ResultOf<'getMyCalendar'>;

export const listMyCalendars = (
  client: ApiClient,
  query: QueryOf<'listMyCalendars'> = {},
): Effect.Effect<ResultOf<'listMyCalendars'>, ApiError> =>
  call((signal) => client.GET('/users/me/calendars', { params: { query }, signal }));

export const getMyCalendar = (client: ApiClient, id: number): Effect.Effect<CalendarSubscription, ApiError> =>
  call((signal) => client.GET('/users/me/calendars/{id}', { params: { path: { id } }, signal }));

/** Subscribing to an already known calendar does nothing (spec §4): the server answers 200 instead of 201. */
export const subscribeToCalendar = (
  client: ApiClient,
  body: BodyOf<'subscribeToCalendar'>,
): Effect.Effect<CalendarSubscription, ApiError> =>
  call((signal) => client.POST('/users/me/calendars', { body, signal }));

export const updateMyCalendar = (
  client: ApiClient,
  id: number,
  body: BodyOf<'updateMyCalendar'>,
): Effect.Effect<CalendarSubscription, ApiError> =>
  call((signal) => client.PUT('/users/me/calendars/{id}', { params: { path: { id } }, body, signal }));

export const unsubscribeFromCalendar = (client: ApiClient, id: number): Effect.Effect<void, ApiError> =>
  call((signal) => client.DELETE('/users/me/calendars/{id}', { params: { path: { id } }, signal }));
