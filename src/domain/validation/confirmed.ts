import { isAbsent } from './emptiness.ts';
import type { RuleContext } from './rule.ts';
import type { RuleFailure } from './ruleFailure.ts';

/** The value equals the field `<field>_confirmation` (Laravel's convention, e.g. password_confirmation). */
export const confirmed = (value: unknown, context: RuleContext): RuleFailure | null => {
  const confirmation = context.values[`${context.field}_confirmation`];
  if (isAbsent(value) && isAbsent(confirmation)) return null;
  return value === confirmation ? null : { rule: 'confirmed' };
};
