import { isEmptyValue } from './emptiness.ts';
import type { RuleFailure } from './ruleFailure.ts';

/** Fails on null, undefined, blank text and empty arrays; 0 and false are accepted answers. */
export const required = (value: unknown): RuleFailure | null => (isEmptyValue(value) ? { rule: 'required' } : null);
