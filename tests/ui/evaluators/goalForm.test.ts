import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { Goal } from '../../../src/api/goals.ts';
import { decimalForInput } from '../../../src/domain/numberFormat.ts';
import { goalBody, goalToValues, goalValidate } from '../../../src/ui/evaluators/goalForm.ts';

// The goal form's weight is a percentage typed in the reader's language: shown as "12,5" in Italian (not the wire's
// "12.50"), sent back as the wire's decimal, and a weight above 100 says so before the server's "format is invalid".

const GOAL: Goal = {
  id: 1,
  title: 'Ridurre gli scarti di produzione',
  description: null,
  category: 'Qualità',
  weight: '12.50',
  target: null,
  measure: null,
  year: 2026,
  media: [],
  createdAt: '2026-11-29 16:49:09',
  updatedAt: '2026-11-29 16:49:09',
};

const t = ((key: string) => key) as unknown as TFunction;

describe('goal form', () => {
  it('shows the weight as the reader types it, and an unchanged save sends the weight it read', () => {
    const it_ = goalToValues(GOAL, (value) => decimalForInput(value, 'it'));
    expect(it_.weight).toBe('12,5');
    expect(goalBody(it_, 'it').weight).toBe('12.5');
    const en = goalToValues(GOAL, (value) => decimalForInput(value, 'en'));
    expect(en.weight).toBe('12.5');
    expect(goalBody(en, 'en').weight).toBe('12.5');
  });

  it('reads a weight typed with the language\'s separators', () => {
    const values = goalToValues(GOAL, (value) => decimalForInput(value, 'it'));
    expect(goalBody({ ...values, weight: '33,25' }, 'it').weight).toBe('33.25');
    expect(goalBody({ ...values, weight: '33.25' }, 'en').weight).toBe('33.25');
  });

  it('refuses a weight that is no percentage, or no number, and a year that is not whole, before saving', () => {
    const values = goalToValues(GOAL, (value) => decimalForInput(value, 'it'));
    expect(goalValidate(t, 'it')(values)).toEqual({});
    expect(goalValidate(t, 'it')({ ...values, weight: '150' })).toEqual({ weight: ['ui:decimal.percent'] });
    expect(goalValidate(t, 'it')({ ...values, weight: 'molto' })).toEqual({ weight: ['ui:decimal.invalid'] });
    expect(goalValidate(t, 'it')({ ...values, year: '2026,5' })).toEqual({ year: ['ui:decimal.whole'] });
    expect(Object.keys(goalValidate(t, 'it')({ ...values, weight: '' }))).toEqual(['weight']);
  });
});
