import { describe, expect, it } from 'vitest';
import { formatDayMonth, parseDayMonth } from '../../src/ui/settings/dayMonth.ts';

describe('day and month of the leave settings', () => {
  it('reads DD/MM as people type it and stores MM-DD', () => {
    expect(parseDayMonth('07/12')).toBe('12-07');
    expect(parseDayMonth(' 7.12 ')).toBe('12-07');
    expect(parseDayMonth('30-6')).toBe('06-30');
    expect(parseDayMonth('')).toBeNull();
  });
  it('refuses impossible days and other shapes', () => {
    expect(parseDayMonth('31/06')).toBeUndefined();
    expect(parseDayMonth('12/13')).toBeUndefined();
    expect(parseDayMonth('7 dicembre')).toBeUndefined();
  });
  it('shows the stored value back as DD/MM', () => {
    expect(formatDayMonth('12-07')).toBe('07/12');
    expect(formatDayMonth(null)).toBe('');
    expect(formatDayMonth('bad')).toBe('');
  });
});
