/** Length of an event created without an explicit end (spec §3, §9). */
export const DEFAULT_EVENT_DURATION_MINUTES = 30;

/** First day from which the resource timeline paints holiday-type backgrounds (spec §9). */
export const HOLIDAY_BACKGROUND_START = '2021-01-01';

/** How far ahead the dashboard's "upcoming" events reach, in days after today. */
export const UPCOMING_DAYS = 7;

/** An event's statuses (contract EventStatus), in the order the event form offers them. */
export const EVENT_STATUSES = ['confirmed', 'tentative', 'cancelled'] as const;
