import { describe, expect, it } from 'vitest';
import { validatePackage } from '../../../src/ui/evaluators/packageValidate.ts';
import { emptyPackage, packageBody } from '../../../src/ui/evaluators/packageForm.ts';
import { weightTotal } from '../../../src/ui/evaluators/packageWeights.ts';

// The package form's weights (issue 30): typed in the reader's language, totalled exactly, 100 % or an error.

const t = ((key: string, params?: Record<string, unknown>) => `${key}${params ? JSON.stringify(params) : ''}`) as never;

describe('package weights', () => {
  it('totals the chosen goals exactly, in Italian or English input', () => {
    expect(weightTotal(['1', '2', '3'], { '1': '33,3333', '2': '33,3333', '3': '33,3334' }, 'it')).toEqual({ total: '100', complete: true });
    expect(weightTotal(['1', '2'], { '1': '12.5', '2': '80' }, 'en')).toEqual({ total: '92.5', complete: false });
    // Only the chosen goals count.
    expect(weightTotal(['2'], { '1': '50', '2': '100' }, 'it')).toEqual({ total: '100', complete: true });
    expect(weightTotal(['1', '2'], { '1': '0', '2': '' }, 'it')).toEqual({ invalid: ['1', '2'] });
  });

  it('is a form error until the total is 100 %, and travels as wire decimals', () => {
    const values = { ...emptyPackage(2026), userId: '3', goalIds: ['1', '2'], weights: { '1': '40', '2': '50' } };
    expect(validatePackage(t, 'it')(values).weights?.[0]).toContain('evaluators:packages.weights.notHundred');
    const balanced = { ...values, weights: { '1': '40,5', '2': '59,5' } };
    expect(validatePackage(t, 'it')(balanced).weights).toBeUndefined();
    expect(packageBody({ ...balanced, evaluatorId: '7' }, 'it')).toMatchObject({ evaluatorId: 7, goals: [{ goalId: 1, weight: '40.5' }, { goalId: 2, weight: '59.5' }] });
  });
});
