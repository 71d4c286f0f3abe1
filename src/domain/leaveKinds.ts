import { EVENT_TYPES, type EventType } from './constants/eventTypes.ts';

// Leave balances as Italian offices keep them (DESIGN.md §8): separate yearly allowances in hours per kind — ferie
// (vacation), permessi / ROL (permission), ex-festività (ex_holiday) — and the kind each request type consumes.
// Shared: the server deducts by it, the request form shows the remaining hours of the kind its type uses.

export const LEAVE_KINDS = ['vacation', 'permission', 'ex_holiday'] as const;

export type LeaveKind = (typeof LEAVE_KINDS)[number];

const KIND_OF_TYPE: Readonly<Partial<Record<EventType, LeaveKind>>> = {
  vacation: 'vacation',
  vacations_and_permissions: 'vacation',
  permission: 'permission',
  ex_holiday: 'ex_holiday',
};

/**
 * The kind a request consumes, or null for types paid or excused otherwise (sickness, unpaid leave, missions…).
 * A `vacations_and_permissions` request described as `permission` is the permission subtype the calendar paints
 * khaki (eventColour.ts), so it uses permission hours.
 */
export function leaveKindOf(type: string, typeDescription: string | null | undefined): LeaveKind | null {
  if (type === 'vacations_and_permissions' && typeDescription?.trim().toLowerCase() === 'permission') return 'permission';
  return (KIND_OF_TYPE as Readonly<Record<string, LeaveKind>>)[type] ?? null;
}

/**
 * The types a person picks from. `other` is kept as a stored value (spec §3 lists it beside `others`) but both read
 * "Altro", so lists offer `others` only.
 */
export const PICKABLE_LEAVE_TYPES: readonly EventType[] = EVENT_TYPES.filter((type) => type !== 'other');

/** Tenant setting: last year's remainder stays usable until this day (`MM-DD`) of the next year. */
export const CARRY_OVER_EXPIRY_SETTING = 'vacations.carry_over_expiry';

/** Italian law (D.Lgs. 66/2003 art. 10) lets untaken ferie be taken within 18 months: 30 June of the next year. */
export const DEFAULT_CARRY_OVER_EXPIRY = '06-30';
