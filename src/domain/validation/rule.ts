import type { RuleFailure } from './ruleFailure.ts';

/** Where a rule runs: the field it checks and every value of the form, for rules that look at siblings. */
export type RuleContext = {
  readonly field: string;
  readonly values: Readonly<Record<string, unknown>>;
};

/**
 * A validation rule: `null` when the value is valid, otherwise why not. Rules that ignore the context
 * declare only `value`, so they can also be called directly as `email(value)`.
 */
export type Rule = (value: unknown, context: RuleContext) => RuleFailure | null;
