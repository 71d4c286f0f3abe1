import { isEmptyValue } from './emptiness.ts';
import type { Rule } from './rule.ts';

type Comparable = string | number | boolean;

// Form values arrive as text from inputs and as numbers or booleans from the API, so '1' must equal 1.
const sameValue = (actual: unknown, expected: Comparable): boolean =>
  (typeof actual === 'string' || typeof actual === 'number' || typeof actual === 'boolean') &&
  String(actual) === String(expected);

/** The field is required when the field `other` equals `expected` (or one of `expected`). */
export const requiredIf =
  (other: string, expected: Comparable | readonly Comparable[]): Rule =>
  (value, context) => {
    const candidates: readonly Comparable[] = Array.isArray(expected) ? expected : [expected as Comparable];
    const otherValue = context.values[other];
    const matched = candidates.find((candidate) => sameValue(otherValue, candidate));
    if (matched === undefined || !isEmptyValue(value)) return null;
    return { rule: 'required_if', params: { other, value: String(matched) } };
  };
