import { describe, expect, it } from 'vitest';
import { greaterThanZero } from '../../../src/domain/validation/greaterThanZero.ts';

describe('greaterThanZero', () => {
  it.each([['0.01'], ['1'], ['+3.50'], ['.5'], ['7.'], ['0.0000000000000000000001'], ['123456789012345678901234567890.00'], [0.01], [1]])(
    'passes %j',
    (value) => expect(greaterThanZero(value)).toBeNull(),
  );

  it.each([['0'], ['0.00'], ['-0.00'], ['+0'], ['-0.01'], ['.'], ['abc'], ['1,50'], ['1e3'], [0], [-1], [Number.NaN], [Number.POSITIVE_INFINITY], [true]])(
    'fails %j',
    (value) => expect(greaterThanZero(value)).toEqual({ rule: 'greaterThanZero' }),
  );

  it('decides on the digits, where a float would round to zero', () => {
    const tiny = `0.${'0'.repeat(400)}1`;
    expect(Number.parseFloat(tiny)).toBe(0);
    expect(greaterThanZero(tiny)).toBeNull();
  });

  it('lets absent values through', () => {
    expect(greaterThanZero('')).toBeNull();
    expect(greaterThanZero(null)).toBeNull();
  });
});
