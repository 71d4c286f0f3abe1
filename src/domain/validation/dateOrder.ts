import { compareWallClock, parseWallClock, type Ordering } from '../dateTime.ts';
import { isAbsent } from './emptiness.ts';
import type { Rule } from './rule.ts';
import type { DateOrderRule } from './ruleFailure.ts';

/** A fixed date (`'2024-01-01'`, `'2024-01-01 08:00:00'`) or the value of another field of the form. */
export type DateReference = string | { readonly field: string };

const ACCEPTED: Record<DateOrderRule, readonly Ordering[]> = {
  after: [1],
  after_or_equal: [1, 0],
  before: [-1],
};

const referenceText = (reference: DateReference, values: Readonly<Record<string, unknown>>): string | null => {
  const text = typeof reference === 'string' ? reference : values[reference.field];
  return typeof text === 'string' ? text : null;
};

// Dates and date-times are compared as wall-clock values (see dateTime.ts); a bare date means its midnight.
// When the reference is missing or invalid there is nothing to compare with: that field's own rules report it.
const dateOrder =
  (rule: DateOrderRule) =>
  (reference: DateReference): Rule =>
  (value, context) => {
    if (isAbsent(value)) return null;
    const parsed = typeof value === 'string' ? parseWallClock(value) : null;
    if (parsed === null) return { rule: 'date' };
    const referenceValue = referenceText(reference, context.values);
    const referenceParsed = referenceValue === null ? null : parseWallClock(referenceValue);
    if (referenceValue === null || referenceParsed === null) return null;
    return ACCEPTED[rule].includes(compareWallClock(parsed, referenceParsed))
      ? null
      : { rule, params: { date: referenceValue } };
  };

/** Strictly later than the reference. */
export const after = dateOrder('after');

/** Later than or equal to the reference. */
export const afterOrEqual = dateOrder('after_or_equal');

/** Strictly earlier than the reference. */
export const before = dateOrder('before');
