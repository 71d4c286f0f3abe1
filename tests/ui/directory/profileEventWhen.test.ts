import { describe, expect, it } from 'vitest';
import { dateFormatter } from '../../../src/domain/dateFormat.ts';
import { profileEventWhen } from '../../../src/ui/directory/profileEventWhen.ts';

// A customer's Events tab showed "2026-12-09 11:30 – 13:30" in an Italian page (the wire text sliced).
describe('profileEventWhen', () => {
  const it_ = dateFormatter('it');

  it('writes a timed event in the reader date format, the end as a time on the same day', () => {
    expect(profileEventWhen({ allDay: false, start: '2026-12-09 11:30:00', end: '2026-12-09 13:30:00' }, it_)).toBe('09/12/2026 11:30 – 13:30');
  });

  it('writes the end date too when the event ends on another day', () => {
    expect(profileEventWhen({ allDay: false, start: '2026-12-09 22:00:00', end: '2026-12-10 01:00:00' }, it_)).toBe('09/12/2026 22:00 – 10/12/2026 01:00');
  });

  it('writes an all-day event as its day', () => {
    expect(profileEventWhen({ allDay: true, start: '2026-12-24 00:00:00', end: '2026-12-25 00:00:00' }, it_)).toBe('24/12/2026');
  });
});
