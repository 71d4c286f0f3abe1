import type { Effect } from 'effect';
import type { ApiClient } from './client.ts';
import { call } from './effect.ts';
import type { ApiError } from './errors.ts';
import type { ResultOf } from './operationTypes.ts';

// The signed-in user's private iCalendar address (issue 13).

export type CalendarFeed = ResultOf<'getMyCalendarFeed'>;

export const getMyCalendarFeed = (client: ApiClient): Effect.Effect<CalendarFeed, ApiError> =>
  call((signal) => client.GET('/users/me/calendar-feed', { signal }));

/** Makes a new address (replacing the old one, which stops at once); its `url` is shown only in this answer. */
export const enableMyCalendarFeed = (client: ApiClient): Effect.Effect<ResultOf<'enableMyCalendarFeed'>, ApiError> =>
  call((signal) => client.POST('/users/me/calendar-feed', { signal }));

export const revokeMyCalendarFeed = (client: ApiClient): Effect.Effect<void, ApiError> =>
  call((signal) => client.DELETE('/users/me/calendar-feed', { signal }));
