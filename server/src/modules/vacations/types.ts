import itCommon from '../../../../locales/it/common.json' with { type: 'json' };
import enCommon from '../../../../locales/en/common.json' with { type: 'json' };
import { EVENT_TYPES, type EventType } from '../../../../src/domain/constants/eventTypes.ts';
import { eventColour } from '../../../../src/domain/eventColour.ts';

// The fixed vacation types of spec §3 with the app's own labels (locales/*/common.json) and the colour an
// accepted request takes in the calendar (spec §9, the same rule the app paints events with).

export type VacationType = EventType;

/** Which yearly allowance a type is deducted from (VacationTypeInfo.counts_against_hours). */
export type Allowance = 'vacation' | 'permission';

const ALLOWANCE: Readonly<Partial<Record<VacationType, Allowance>>> = {
  vacation: 'vacation',
  vacations_and_permissions: 'vacation',
  ex_holiday: 'vacation',
  permission: 'permission',
};

/**
 * The allowance a request uses. A `vacations_and_permissions` request described as `permission` is the
 * permission subtype the calendar paints khaki (src/domain/eventColour.ts), so it counts as permission hours.
 */
export function allowanceOf(type: string, typeDescription: string | null): Allowance | null {
  if (type === 'vacations_and_permissions' && typeDescription?.trim().toLowerCase() === 'permission') return 'permission';
  return (ALLOWANCE as Readonly<Record<string, Allowance>>)[type] ?? null;
}

const labels = (dict: { eventTypes: Readonly<Record<string, string>> }, type: string): string => dict.eventTypes[type] ?? type;

export const labelIt = (type: string): string => labels(itCommon, type);

export type VacationTypeInfo = {
  key: VacationType;
  label_it: string;
  label_en: string;
  counts_against_hours: boolean;
  color: string;
};

export const VACATION_TYPES: readonly VacationTypeInfo[] = EVENT_TYPES.map((key) => ({
  key,
  label_it: labels(itCommon, key),
  label_en: labels(enCommon, key),
  counts_against_hours: ALLOWANCE[key] !== undefined,
  color: eventColour({ type: key, vacation: { status: 'accepted' } }),
}));
