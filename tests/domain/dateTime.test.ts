import { afterEach, describe, expect, it } from 'vitest';
import {
  addDays,
  addMinutes,
  compareDateTimes,
  formatWallClock,
  formatWallClockDate,
  formatWallClockTime,
  isWireDate,
  isWireDateTime,
  minutesBetween,
  parseWallClock,
  startOfDay,
  toWireDateTime,
  wallClockSeconds,
} from '../../src/domain/dateTime.ts';

describe('parseWallClock', () => {
  it('reads date-times, dates and minute precision', () => {
    expect(parseWallClock('2024-03-05 08:09:10')).toEqual({ year: 2024, month: 3, day: 5, hour: 8, minute: 9, second: 10 });
    expect(parseWallClock('2024-03-05')).toEqual({ year: 2024, month: 3, day: 5, hour: 0, minute: 0, second: 0 });
    expect(parseWallClock('2024-03-05T08:09')).toEqual({ year: 2024, month: 3, day: 5, hour: 8, minute: 9, second: 0 });
  });

  it('accepts the leap day only in leap years', () => {
    expect(parseWallClock('2024-02-29 12:00:00')).not.toBeNull();
    expect(parseWallClock('2000-02-29')).not.toBeNull();
    expect(parseWallClock('2023-02-29')).toBeNull();
    expect(parseWallClock('1900-02-29')).toBeNull();
  });

  it.each(['2024-04-31', '2024-13-01', '2024-00-10', '2024-01-00', '2024-01-01 24:00:00', '2024-01-01 10:60', '2024-1-1', 'yesterday', ''])(
    'rejects %j',
    (text) => expect(parseWallClock(text)).toBeNull(),
  );
});

describe('wire values (the server validates requests with these)', () => {
  it.each(['2024-02-29', '2000-02-29', '0001-01-01', '9999-12-31', '2026-12-31'])('takes the real date %j', (text) => expect(isWireDate(text)).toBe(true));

  it.each(['2026-02-30', '2025-02-29', '1900-02-29', '2026-04-31', '2026-13-01', '2026-00-10', '2026-01-00', '0000-00-00', '0000-01-01', '2026-1-5', '2026-01-01 00:00:00', ' 2026-01-01'])(
    'refuses the date %j',
    (text) => expect(isWireDate(text)).toBe(false),
  );

  it.each(['2024-02-29 23:59:59', '2026-01-01 00:00:00', '0001-01-01 00:00:00', '9999-12-31 23:59:59'])('takes the real date-time %j', (text) =>
    expect(isWireDateTime(text)).toBe(true),
  );

  it.each(['2026-01-01 25:61:61', '2026-01-01 24:00:00', '2026-01-01 10:60:00', '2026-01-01 10:00:60', '2026-02-30 10:00:00', '2025-02-29 09:00:00', '0000-00-00 00:00:00', '2026-01-01T09:00:00', '2026-01-01 09:00', '2026-01-01'])(
    'refuses the date-time %j',
    (text) => expect(isWireDateTime(text)).toBe(false),
  );

  it('counts seconds on one clock for every year, unlike Date.UTC (which reads year 1 as 1901)', () => {
    const a = wallClockSeconds('0001-01-01 00:00:00');
    const b = wallClockSeconds('0001-01-02 00:00:30');
    expect(a !== null && b !== null ? b - a : null).toBe(86_430);
    expect(wallClockSeconds('1970-01-01 00:01:00')).toBe(60);
    expect(wallClockSeconds('2026-02-30 00:00:00')).toBeNull();
  });
});

describe('formatting', () => {
  const parts = { year: 987, month: 1, day: 2, hour: 3, minute: 4, second: 5 };
  it('pads every part', () => {
    expect(formatWallClock(parts)).toBe('0987-01-02 03:04:05');
    expect(formatWallClockDate(parts)).toBe('0987-01-02');
    expect(formatWallClockTime(parts)).toBe('03:04');
  });

  it('normalises accepted inputs to the wire format', () => {
    expect(toWireDateTime('2024-06-01T09:30')).toBe('2024-06-01 09:30:00');
    expect(toWireDateTime('2024-06-01')).toBe('2024-06-01 00:00:00');
  });
});

describe('addMinutes', () => {
  it('crosses midnight, month end and year end', () => {
    expect(addMinutes('2024-01-31 23:45:00', 30)).toBe('2024-02-01 00:15:00');
    expect(addMinutes('2024-04-30 23:59:59', 1)).toBe('2024-05-01 00:00:59');
    expect(addMinutes('2024-12-31 23:30:00', 30)).toBe('2025-01-01 00:00:00');
  });

  it('lands on the leap day and skips it in common years', () => {
    expect(addMinutes('2024-02-28 23:00:00', 60)).toBe('2024-02-29 00:00:00');
    expect(addMinutes('2023-02-28 23:00:00', 60)).toBe('2023-03-01 00:00:00');
    expect(addDays('2024-02-29 10:00:00', 365)).toBe('2025-02-28 10:00:00');
    expect(addDays('2024-02-29 10:00:00', 366)).toBe('2025-03-01 10:00:00');
  });

  it('subtracts with negative minutes', () => {
    expect(addMinutes('2024-03-01 00:10:00', -20)).toBe('2024-02-29 23:50:00');
  });

  it('throws on a malformed date-time, which would be a programming error', () => {
    expect(() => addMinutes('2024-02-30 10:00:00', 5)).toThrow(RangeError);
  });
});

describe('daylight-saving days in Europe/Rome do not shift wall-clock times', () => {
  const originalTz = process.env.TZ;
  afterEach(() => {
    process.env.TZ = originalTz;
  });

  it('keeps 30-minute steps across the spring-forward gap (2024-03-31 02:00 → 03:00)', () => {
    process.env.TZ = 'Europe/Rome';
    expect(addMinutes('2024-03-31 01:45:00', 30)).toBe('2024-03-31 02:15:00');
    expect(minutesBetween('2024-03-31 00:00:00', '2024-03-31 04:00:00')).toBe(240);
  });

  it('keeps 30-minute steps across the fall-back hour (2024-10-27 03:00 → 02:00)', () => {
    process.env.TZ = 'Europe/Rome';
    expect(addMinutes('2024-10-27 02:45:00', 30)).toBe('2024-10-27 03:15:00');
    expect(minutesBetween('2024-10-27 00:00:00', '2024-10-28 00:00:00')).toBe(24 * 60);
  });
});

describe('compare and duration', () => {
  it('compares as wall-clock values, bare dates meaning midnight', () => {
    expect(compareDateTimes('2024-01-01 10:00:00', '2024-01-01 09:59:59')).toBe(1);
    expect(compareDateTimes('2024-01-01', '2024-01-01 00:00:00')).toBe(0);
    expect(compareDateTimes('2023-12-31 23:59:59', '2024-01-01')).toBe(-1);
  });

  it('measures whole minutes, negative when the end comes first', () => {
    expect(minutesBetween('2024-02-28 23:30:00', '2024-03-01 00:30:00')).toBe(25 * 60);
    expect(minutesBetween('2024-01-01 10:00:00', '2024-01-01 09:30:00')).toBe(-30);
  });

  it('finds the start of the day', () => {
    expect(startOfDay('2024-07-15 18:22:01')).toBe('2024-07-15 00:00:00');
  });
});
