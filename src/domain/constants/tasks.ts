/** A new task also gets a calendar event unless the user opts out (spec §4, §9). */
export const TASK_WITH_EVENT_DEFAULT = true;

/**
 * Prefix of the summary of the calendar event created for a task (spec §4). It is stored data, not
 * interface text, so it stays Italian whatever the user's language.
 */
export const TASK_EVENT_SUMMARY_PREFIX = 'Costo ';
