import { isAbsent } from './emptiness.ts';
import type { RuleFailure } from './ruleFailure.ts';

/** The value (text, or a number as text) matches `pattern`. Absent values pass. */
export const regex = (pattern: RegExp) => {
  // A global or sticky pattern keeps `lastIndex` between calls and would alternate results: drop those flags.
  const stateless = new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, ''));
  return (value: unknown): RuleFailure | null => {
    if (isAbsent(value)) return null;
    const text = typeof value === 'string' || typeof value === 'number' ? String(value) : null;
    return text !== null && stateless.test(text) ? null : { rule: 'regex' };
  };
};
