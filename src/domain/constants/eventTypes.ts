/**
 * Event and vacation types of spec §3. `others` (Altro) and `other` are distinct keys in the product's
 * data, so both are kept.
 */
export const EVENT_TYPES = [
  'smart_working',
  'not_paid_time_off',
  'paid_time_off',
  'vacations_and_permissions',
  'wedding',
  'marriage_license',
  'funeral',
  'medical_exam',
  'military_service',
  'leave_of_absence',
  'others',
  'pregnancy',
  'illness',
  'mission',
  'permission',
  'relocation',
  'vacation',
  'ex_holiday',
  'other',
] as const;

export type EventType = (typeof EVENT_TYPES)[number];

export const isEventType = (value: unknown): value is EventType =>
  typeof value === 'string' && (EVENT_TYPES as readonly string[]).includes(value);

/** i18n key (namespace `common`) of an event type's label. */
export const eventTypeLabelKey = (type: EventType): `eventTypes.${EventType}` => `eventTypes.${type}`;
