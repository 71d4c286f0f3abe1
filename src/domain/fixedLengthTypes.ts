import type { EventType } from './constants/eventTypes.ts';

/**
 * Event types that cannot be resized (spec §4: "Vacation and permission type events cannot be resized"): every
 * leave type, holidays and permissions alike, paid and unpaid permission included. Shared by the event editor and
 * drag/keyboard changes in the calendar (eventEditor.rules.ts) and by the server (events/range.ts), so neither
 * side lets a type escape the rule the other enforces.
 */
export const FIXED_LENGTH_TYPES: ReadonlySet<string> = new Set<EventType>([
  'vacation',
  'vacations_and_permissions',
  'ex_holiday',
  'permission',
  'paid_time_off',
  'not_paid_time_off',
]);

export const hasFixedLength = (type: string | null | undefined): boolean => type !== null && type !== undefined && FIXED_LENGTH_TYPES.has(type);
