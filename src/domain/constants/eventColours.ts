import type { EventType } from './eventTypes.ts';

// Spec §9 colours, written as the hex values of the CSS colour names the spec uses
// (green, khaki, tomato, slateblue, lightsteelblue, pink, aquamarine, blue, orange) so that
// Panda tokens, the calendar library and the server's PDFs all read the same value.

export const PENDING_VACATION_COLOUR = '#e6e6e6';

export const COMPANY_CALENDAR_COLOUR = '#ffa500';

/** The `permission` subtype of `vacations_and_permissions` events (light khaki). */
export const PERMISSION_SUBTYPE_COLOUR = '#f0e68c';

export const EVENT_TYPE_COLOURS = {
  vacations_and_permissions: '#008000',
  mission: '#ff6347',
  illness: '#6a5acd',
  smart_working: '#b0c4de',
  not_paid_time_off: '#ffc0cb',
  paid_time_off: '#7fffd4',
  other: '#0000ff',
} as const satisfies Partial<Record<EventType, string>>;

export type ColouredEventType = keyof typeof EVENT_TYPE_COLOURS;
