import { describe, expect, it } from 'vitest';
import { regex } from '../../../src/domain/validation/regex.ts';

describe('regex', () => {
  it('checks text and numbers against the pattern', () => {
    const cap = regex(/^\d{5}$/);
    expect(cap('00184')).toBeNull();
    expect(cap(20121)).toBeNull();
    expect(cap('0018')).toEqual({ rule: 'regex' });
    expect(cap({})).toEqual({ rule: 'regex' });
  });

  it('gives the same answer every time with a global pattern', () => {
    const digits = regex(/\d+/g);
    expect([digits('12'), digits('12'), digits('12')]).toEqual([null, null, null]);
  });

  it('lets absent values through', () => {
    expect(regex(/x/)('')).toBeNull();
  });
});
