import { describe, expect, it } from 'vitest';
import { required } from '../../../src/domain/validation/required.ts';

describe('required', () => {
  it.each([[''], ['   '], ['\n\t'], [null], [undefined], [[]]])('fails on %j', (value) => {
    expect(required(value)).toEqual({ rule: 'required' });
  });

  it.each([[0], [false], ['x'], [[0]], [{}], [' a ']])('passes on %j', (value) => {
    expect(required(value)).toBeNull();
  });
});
