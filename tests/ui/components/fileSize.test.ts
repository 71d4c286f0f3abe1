import { describe, expect, it } from 'vitest';
import { fileSizeText } from '../../../src/ui/components/fileSize.ts';

// The documents archive said "0 kB" for a file under half a kilobyte (its copy of the rule had no bytes step).
describe('fileSizeText', () => {
  it('bytes, kilobytes and megabytes in the language digits', () => {
    expect(fileSizeText(50, 'it')).toBe('50 B');
    expect(fileSizeText(1536, 'it')).toBe('1,5 kB');
    expect(fileSizeText(1536, 'en')).toBe('1.5 kB');
    expect(fileSizeText(5 * 1024 * 1024, 'it')).toBe('5 MB');
  });
});
