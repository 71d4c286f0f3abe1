import { isAbsent } from './emptiness.ts';
import type { RuleFailure } from './ruleFailure.ts';

// Money and quantities travel as decimal strings (DESIGN §8). Parsing them to floats would be fine for
// "> 0" in most cases, but we decide on the digits themselves so no rounding can ever be involved.
const DECIMAL = /^([+-])?(\d*)(?:\.(\d*))?$/;

const isPositiveDecimal = (text: string): boolean => {
  const match = DECIMAL.exec(text.trim());
  if (match === null) return false;
  const [, sign, integer = '', fraction = ''] = match;
  if (integer === '' && fraction === '') return false;
  return sign !== '-' && /[1-9]/.test(integer + fraction);
};

/** A number or decimal string above zero: '0.00' fails, '0.01' passes. Absent values pass. */
export const greaterThanZero = (value: unknown): RuleFailure | null => {
  if (isAbsent(value)) return null;
  const positive =
    (typeof value === 'number' && Number.isFinite(value) && value > 0) ||
    (typeof value === 'string' && isPositiveDecimal(value));
  return positive ? null : { rule: 'greaterThanZero' };
};
