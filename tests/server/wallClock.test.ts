import { describe, expect, it } from 'vitest';
import { wallClockAt } from '../../server/src/time.ts';

// server/src/time.ts remembers the last second it formatted per zone: the answer must stay the instant's own.

// The reference formatter, one per zone: making an Intl.DateTimeFormat costs far more than formatting with it, and the
// 43,000 checks below made one each (6.7 s of the test's time, issue 36.7). Same options, so the same answers.
const referenceFormats = new Map<string, Intl.DateTimeFormat>();
const reference = (timeZone: string, instant: Date): string => {
  let format = referenceFormats.get(timeZone);
  if (format === undefined) {
    format = new Intl.DateTimeFormat('sv-SE', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
    referenceFormats.set(timeZone, format);
  }
  return format.format(instant);
};

describe('wallClockAt', () => {
  it('gives each instant its wall clock in each zone, across a daylight-saving change, alternating zones and seconds', () => {
    // Europe/Rome leaves summer time at 03:00 on 2026-10-25: 02:00–02:59 happens twice.
    const start = Date.UTC(2026, 9, 24, 23, 59, 58);
    for (let ms = 0; ms < 2 * 3600_000; ms += 499) {
      const instant = new Date(start + ms * 1.37);
      for (const zone of ['Europe/Rome', 'America/New_York', 'Europe/Rome']) expect(wallClockAt(zone, instant)).toBe(reference(zone, instant));
    }
  });
});
