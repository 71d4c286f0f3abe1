import itCommon from '../../../../locales/it/common.json' with { type: 'json' };
import enCommon from '../../../../locales/en/common.json' with { type: 'json' };
import type { EventType } from '../../../../src/domain/constants/eventTypes.ts';
import { leaveKindOf, PICKABLE_LEAVE_TYPES, type LeaveKind } from '../../../../src/domain/leaveKinds.ts';
import { eventColour } from '../../../../src/domain/eventColour.ts';

// The fixed vacation types of spec §3 with the app's own labels (locales/*/common.json) and the colour an
// accepted request takes in the calendar (spec §9, the same rule the app paints events with).

export type VacationType = EventType;


const labels = (dict: { eventTypes: Readonly<Record<string, string>> }, type: string): string => dict.eventTypes[type] ?? type;

export type VacationTypeInfo = {
  key: VacationType;
  label_it: string;
  label_en: string;
  counts_against_hours: boolean;
  kind: LeaveKind | null;
  color: string;
};

// `other` stays a valid stored type but is not listed: it reads "Altro" like `others` (leaveKinds.ts).
export const VACATION_TYPES: readonly VacationTypeInfo[] = PICKABLE_LEAVE_TYPES.map((key) => ({
  key,
  label_it: labels(itCommon, key),
  label_en: labels(enCommon, key),
  counts_against_hours: leaveKindOf(key, null) !== null,
  kind: leaveKindOf(key, null),
  color: eventColour({ type: key, vacation: { status: 'accepted' } }),
}));
