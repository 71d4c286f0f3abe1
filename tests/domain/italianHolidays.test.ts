import { describe, expect, it } from 'vitest';
import { easterMonday, holidayCalendar, holidaysOf, patronSaintDay } from '../../src/domain/italianHolidays.ts';

describe('Italian holidays', () => {
  it('computes Easter Monday with the Gregorian computus', () => {
    expect(easterMonday(2024)).toBe('2024-04-01'); // Easter Sunday on 31 March
    expect(easterMonday(2025)).toBe('2025-04-21');
    expect(easterMonday(2026)).toBe('2026-04-06');
    expect(easterMonday(2027)).toBe('2027-03-29');
    expect(easterMonday(2038)).toBe('2038-04-26'); // latest possible Easter
    expect(easterMonday(2285)).toBe('2285-03-23'); // earliest possible Easter
  });

  it('lists the eleven national days of a year in order', () => {
    expect(holidaysOf(2026).map((h) => h.date)).toEqual([
      '2026-01-01', '2026-01-06', '2026-04-06', '2026-04-25', '2026-05-01', '2026-06-02',
      '2026-08-15', '2026-11-01', '2026-12-08', '2026-12-25', '2026-12-26',
    ]);
  });

  it('adds the patron saint unless it is already a national holiday or malformed', () => {
    expect(holidaysOf(2026, '12-07').find((h) => h.key === 'patronSaint')?.date).toBe('2026-12-07');
    expect(holidaysOf(2026, '12-08').filter((h) => h.date === '2026-12-08')).toHaveLength(1);
    expect(holidaysOf(2026, '02-29').some((h) => h.key === 'patronSaint')).toBe(false);
    expect(holidaysOf(2028, '02-29').some((h) => h.key === 'patronSaint')).toBe(true);
    expect(patronSaintDay('13-01')).toBeNull();
    expect(patronSaintDay('06-31')).toBeNull();
    expect(patronSaintDay(7)).toBeNull();
  });

  it('looks days up by date or date-time', () => {
    const isHoliday = holidayCalendar('06-24');
    expect(isHoliday('2026-12-25 09:00:00')).toBe('christmas');
    expect(isHoliday('2026-06-24')).toBe('patronSaint');
    expect(isHoliday('2026-12-24')).toBeNull();
  });
});
