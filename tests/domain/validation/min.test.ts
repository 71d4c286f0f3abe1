import { describe, expect, it } from 'vitest';
import { min } from '../../../src/domain/validation/min.ts';

describe('min', () => {
  const atLeast3 = min(3);

  it('measures text by characters, counting code points', () => {
    expect(atLeast3('abc')).toBeNull();
    expect(atLeast3('ab')).toEqual({ rule: 'min', params: { min: 3, measure: 'length' } });
    expect(atLeast3('😀😀')).not.toBeNull();
    expect(min(5)('città')).toBeNull();
  });

  it('measures numbers by value', () => {
    expect(atLeast3(3)).toBeNull();
    expect(atLeast3(2.99)).toEqual({ rule: 'min', params: { min: 3, measure: 'value' } });
    expect(atLeast3(Number.NaN)).not.toBeNull();
    expect(min(0)(0)).toBeNull();
  });

  it('measures arrays by count, empty ones included', () => {
    expect(atLeast3([1, 2, 3])).toBeNull();
    expect(min(1)([])).toEqual({ rule: 'min', params: { min: 1, measure: 'count' } });
  });

  it('lets absent values and other types through', () => {
    expect(atLeast3('')).toBeNull();
    expect(atLeast3(null)).toBeNull();
    expect(atLeast3(true)).toBeNull();
  });
});
