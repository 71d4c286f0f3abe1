import { describe, expect, it } from 'vitest';
import { allDayDisplayEnd, allDayTiming, moveEnd, moveStart, timingFromStart } from '../../src/domain/eventTiming.ts';

describe('event timing', () => {
  it('gives a new event the default 30 minutes', () => {
    expect(timingFromStart('2024-05-10 09:00:00')).toEqual({ start: '2024-05-10 09:00:00', end: '2024-05-10 09:30:00', duration: 30 });
  });

  it('moves the end with the start, keeping the duration', () => {
    const timing = { start: '2024-05-10 09:00:00', end: '2024-05-10 10:30:00', duration: 90 };
    expect(moveStart(timing, '2024-05-31 23:00:00')).toEqual({ start: '2024-05-31 23:00:00', end: '2024-06-01 00:30:00', duration: 90 });
  });

  it('recomputes the duration when the end changes', () => {
    const timing = { start: '2024-05-10 09:00:00', end: '2024-05-10 09:30:00', duration: 30 };
    expect(moveEnd(timing, '2024-05-10 11:15:00')).toEqual({ start: '2024-05-10 09:00:00', end: '2024-05-10 11:15:00', duration: 135 });
  });

  it('keeps the wall-clock duration on the spring-forward day', () => {
    const timing = timingFromStart('2024-03-30 01:30:00', 60);
    expect(moveStart(timing, '2024-03-31 01:30:00').end).toBe('2024-03-31 02:30:00');
  });

  it('draws an all-day end at the start of the next day', () => {
    expect(allDayDisplayEnd('2024-02-28')).toBe('2024-02-29 00:00:00');
    expect(allDayDisplayEnd('2023-12-31 00:00:00')).toBe('2024-01-01 00:00:00');
    expect(allDayDisplayEnd('2024-04-30 17:00:00')).toBe('2024-05-01 00:00:00');
  });
});

describe('an all-day timing (the server allDaySpan rule)', () => {
  it('covers whole days: from 00:00 of the first to 00:00 of the day after the last', () => {
    expect(allDayTiming('2026-12-02 09:00:00', '2026-12-02 09:30:00')).toEqual({ start: '2026-12-02 00:00:00', end: '2026-12-03 00:00:00', duration: 1440 });
    expect(allDayTiming('2026-12-02 09:00:00', '2026-12-04 18:00:00')).toEqual({ start: '2026-12-02 00:00:00', end: '2026-12-05 00:00:00', duration: 4320 });
    // An end already at 00:00 after the start is the exclusive end; none, or one before the start, is one day.
    expect(allDayTiming('2026-12-02 00:00:00', '2026-12-04 00:00:00')).toEqual({ start: '2026-12-02 00:00:00', end: '2026-12-04 00:00:00', duration: 2880 });
    expect(allDayTiming('2026-12-02 10:00:00', null)).toEqual({ start: '2026-12-02 00:00:00', end: '2026-12-03 00:00:00', duration: 1440 });
    expect(allDayTiming('2026-12-02 10:00:00', '2026-12-01 10:00:00')).toEqual({ start: '2026-12-02 00:00:00', end: '2026-12-03 00:00:00', duration: 1440 });
  });
});
