import { format, parse } from '@formkit/tempo';
import { describe, expect, it } from 'vitest';
import { DATE_FORMAT, DATE_TIME_FORMAT, TIME_FORMAT } from '../../../src/domain/constants/dateFormats.ts';

// The constants double as @formkit/tempo patterns: prove tempo reads the tokens as we mean them.
describe('date formats with @formkit/tempo', () => {
  const local = new Date(2024, 0, 5, 8, 9, 10);

  it('formats the wire date-time, date and time', () => {
    expect(format(local, DATE_TIME_FORMAT, 'en')).toBe('2024-01-05 08:09:10');
    expect(format(local, DATE_FORMAT, 'it')).toBe('2024-01-05');
    expect(format(new Date(2024, 0, 5, 18, 7), TIME_FORMAT, 'it')).toBe('18:07');
  });

  it('parses the wire date-time back to the same local time', () => {
    const parsed = parse('2024-01-05 08:09:10', DATE_TIME_FORMAT, 'en');
    expect(parsed.getTime()).toBe(local.getTime());
  });
});
