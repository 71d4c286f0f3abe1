import { describe, expect, it, vi } from 'vitest';
import { formatDay, formatDayLong } from '../../src/domain/dateFormat.ts';

// Each day's text is made once (issue 36 point 4: the dashboard's week of events paid its start-up for the names);
// the kept text never crosses languages, patterns or days.
describe('day names kept once made', () => {
  it('formats once per language, pattern and day, and answers the same text', () => {
    const formatToParts = vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts');
    const first = formatDay('2026-11-24 16:00:00', 'it');
    const before = formatToParts.mock.calls.length;
    expect(formatDay('2026-11-24 16:00:00', 'it')).toBe(first);
    expect(formatToParts.mock.calls.length).toBe(before);
    expect(formatDay('2026-11-24 16:00:00', 'en')).toBe('Tue 24 Nov');
    expect(formatDay('2026-11-25 16:00:00', 'it')).toBe('mer 25 nov');
    expect(formatDayLong('2026-11-24 16:00:00', 'it')).toBe('martedì 24 novembre 2026');
    expect(formatToParts.mock.calls.length).toBe(before + 3);
    expect(first).toBe('mar 24 nov');
    formatToParts.mockRestore();
  });
});
