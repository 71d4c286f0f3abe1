import { describe, expect, it } from 'vitest';
import validationEn from '../../../locales/en/validation.json';
import validationIt from '../../../locales/it/validation.json';
import { messageFor } from '../../../src/domain/validation/messageFor.ts';
import type { RuleFailure } from '../../../src/domain/validation/ruleFailure.ts';

const lookup = (bundle: unknown, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined), bundle);

const everyFailure: readonly RuleFailure[] = [
  { rule: 'required' },
  { rule: 'email' },
  { rule: 'required_if', params: { other: 'type', value: 'company' } },
  { rule: 'confirmed' },
  { rule: 'min', params: { min: 3, measure: 'length' } },
  { rule: 'min', params: { min: 3, measure: 'value' } },
  { rule: 'min', params: { min: 3, measure: 'count' } },
  { rule: 'regex' },
  { rule: 'after', params: { date: '2024-01-01' } },
  { rule: 'after_or_equal', params: { date: '2024-01-01' } },
  { rule: 'before', params: { date: '2024-01-01' } },
  { rule: 'date' },
  { rule: 'greaterThanZero' },
  { rule: 'password', params: { min: 8 } },
];

describe('messageFor', () => {
  it('maps every failure to a key of the validation namespace present in both languages', () => {
    for (const failure of everyFailure) {
      const message = messageFor(failure);
      expect(message.ns).toBe('validation');
      expect(lookup(validationIt, message.key), message.key).toBeTypeOf('string');
      expect(lookup(validationEn, message.key), message.key).toBeTypeOf('string');
    }
  });

  it('passes the values the message interpolates', () => {
    expect(messageFor({ rule: 'min', params: { min: 3, measure: 'count' } })).toEqual({ ns: 'validation', key: 'min.count', params: { min: 3 } });
    expect(messageFor({ rule: 'after', params: { date: '2024-01-01' } })).toEqual({ ns: 'validation', key: 'after', params: { date: '2024-01-01' } });
  });

  // The original product swapped these three messages; pin each to its meaning.
  it('words after, after-or-equal and before correctly', () => {
    expect(validationEn.after).toBe('Must be a date after {{date, wallClock}}.');
    expect(validationEn.after_or_equal).toBe('Must be a date after or equal to {{date, wallClock}}.');
    expect(validationEn.before).toBe('Must be a date before {{date, wallClock}}.');
    expect(validationIt.after).toContain('successiva');
    expect(validationIt.after_or_equal).toContain('uguale o successiva');
    expect(validationIt.before).toContain('precedente');
  });
});
