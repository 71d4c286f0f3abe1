import { format } from '@formkit/tempo';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatNamed } from '../../src/domain/namedDateFormat.ts';
import type { Language } from '../../src/domain/constants/languages.ts';

// The patterns dateFormat.ts formats with names (day, long day, month).
const PATTERNS = ['ddd D MMM', 'dddd D MMMM YYYY', 'MMMM YYYY'] as const;
const LANGUAGES: readonly Language[] = ['it', 'en'];

/** `count` days from 1 January of `year`, `step` days apart (an odd step still meets every weekday in every month). */
const days = (year: number, count: number, step = 1): Date[] =>
  Array.from({ length: count }, (_, index) => new Date(Date.UTC(year, 0, 1 + index * step, 16, 30, 0)));

describe('names of days and months with formatters built once', () => {
  afterEach(() => vi.restoreAllMocks());

  it("writes what tempo's format writes, every third day of a leap year, both languages", () => {
    for (const language of LANGUAGES)
      for (const pattern of PATTERNS)
        for (const date of days(2028, 123, 3)) {
          expect(formatNamed(date, pattern, language)).toBe(format({ date, format: pattern, locale: language, tz: 'UTC' }));
        }
  });

  it('keeps a UTC instant on its UTC day (midnight and the last minute), whatever the device zone', () => {
    expect(formatNamed(new Date(Date.UTC(2026, 2, 29, 0, 0)), 'ddd D MMM', 'it')).toBe('dom 29 mar');
    expect(formatNamed(new Date(Date.UTC(2026, 9, 25, 23, 59)), 'dddd D MMMM YYYY', 'en')).toBe('Sunday 25 October 2026');
  });

  it('builds one Intl formatter per language and pattern, not one per call', () => {
    const built = vi.spyOn(Intl, 'DateTimeFormat');
    for (const date of days(2031, 30)) formatNamed(date, 'ddd D MMM', 'en');
    for (const date of days(2031, 30)) formatNamed(date, 'ddd D MMM', 'en');
    expect(built.mock.calls.length).toBeLessThanOrEqual(1);
  });
});
