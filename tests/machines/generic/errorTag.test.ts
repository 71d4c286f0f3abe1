import { describe, expect, it } from 'vitest';
import { errorTagOf, isRetryable, type ErrorTag } from '../../../src/machines/generic/errorTag.ts';

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

describe('errorTagOf', () => {
  it('names a refused file type (422 file_type_refused) apart from other invalid input, and offers no retry for it', () => {
    expect(errorTagOf({ _tag: 'Invalid', code: 'file_type_refused', fields: { file: ['…'] } })).toBe('FileTypeRefused');
    expect(errorTagOf({ _tag: 'Invalid', fields: { file: ['…'] } })).toBe('Invalid');
    expect(isRetryable('FileTypeRefused')).toBe(false);
  });
});
