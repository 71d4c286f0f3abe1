import {
  COMPANY_CALENDAR_COLOUR,
  EVENT_TYPE_COLOURS,
  PENDING_VACATION_COLOUR,
  PERMISSION_SUBTYPE_COLOUR,
} from './constants/eventColours.ts';

export type ColourableEvent = {
  readonly type?: string | null;
  /** Subtype of a `vacations_and_permissions` event, e.g. `permission`. */
  readonly typeDescription?: string | null;
  /** Present on events that stand for a vacation request. */
  readonly vacation?: { readonly status: string } | null;
};

export type ColourContext = {
  /** Events of the company calendar are drawn orange whatever their type (spec §9). */
  readonly isCompanyCalendar?: boolean;
  /** Used for events whose type has no colour of its own. */
  readonly calendarColour?: string | null;
};

const isPermission = (event: ColourableEvent): boolean =>
  event.type === 'permission' || (event.type === 'vacations_and_permissions' && event.typeDescription === 'permission');

const typeColour = (type: string | null | undefined): string | undefined =>
  type !== null && type !== undefined && Object.hasOwn(EVENT_TYPE_COLOURS, type)
    ? EVENT_TYPE_COLOURS[type as keyof typeof EVENT_TYPE_COLOURS]
    : undefined;

/**
 * Background colour of a calendar event (spec §9). A pending vacation is grey before anything else,
 * because "not yet approved" is what its owner and approver need to see; accepted or modified
 * vacations and ordinary events are coloured by type.
 */
export const eventColour = (event: ColourableEvent, context: ColourContext = {}): string => {
  if (event.vacation?.status === 'pending') return PENDING_VACATION_COLOUR;
  if (context.isCompanyCalendar === true) return COMPANY_CALENDAR_COLOUR;
  if (isPermission(event)) return PERMISSION_SUBTYPE_COLOUR;
  return typeColour(event.type) ?? context.calendarColour ?? EVENT_TYPE_COLOURS.other;
};
