/** Length of an event created without an explicit end (spec §3, §9). */
export const DEFAULT_EVENT_DURATION_MINUTES = 30;

/** First day from which the resource timeline paints holiday-type backgrounds (spec §9). */
export const HOLIDAY_BACKGROUND_START = '2021-01-01';
