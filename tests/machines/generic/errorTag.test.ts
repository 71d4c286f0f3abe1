import { describe, expect, it } from 'vitest';
import { isRetryable, type ErrorTag } from '../../../src/machines/generic/errorTag.ts';

describe('isRetryable', () => {
  it.each<[ErrorTag | null | undefined, boolean]>([
    ['Network', true],
    ['Server', true],
    ['Forbidden', false],
    ['Unauthorized', false],
    ['NotFound', false],
    ['Invalid', false],
    ['Conflict', false],
    ['Unknown', false],
    [null, false],
    [undefined, false],
  ])('%s → %s', (tag, expected) => {
    expect(isRetryable(tag)).toBe(expected);
  });
});
