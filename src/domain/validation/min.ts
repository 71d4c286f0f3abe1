import { isAbsent } from './emptiness.ts';
import type { MinMeasure, RuleFailure } from './ruleFailure.ts';

type Measured = { readonly measure: MinMeasure; readonly size: number };

// Length counts code points, not UTF-16 units, so an emoji or an accented letter counts as one character.
const measure = (value: unknown): Measured | null => {
  if (typeof value === 'string') return { measure: 'length', size: Array.from(value).length };
  if (typeof value === 'number') return { measure: 'value', size: value };
  if (Array.isArray(value)) return { measure: 'count', size: value.length };
  return null;
};

/**
 * At least `limit`: characters for text, the value for numbers, items for arrays. Absent values pass;
 * values of other types are left to the rules that check types.
 */
export const min =
  (limit: number) =>
  (value: unknown): RuleFailure | null => {
    if (isAbsent(value)) return null;
    const measured = measure(value);
    if (measured === null) return null;
    // `!(a >= b)` rather than `a < b` so that NaN fails.
    return !(measured.size >= limit) ? { rule: 'min', params: { min: limit, measure: measured.measure } } : null;
  };
