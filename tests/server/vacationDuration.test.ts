import { describe, expect, it } from 'vitest';
import { workingDuration, type Schedule } from '../../server/src/modules/vacations/duration.ts';

// Working hours of a period are calendar arithmetic on wall-clock strings, shared with the browser
// (src/domain/dateTime.ts): no roll-over of unreal days, no Date.UTC reading of years 0001–0099 as 1901–1999.

const weekdays: Schedule = { hoursPerDay: '8', workingDays: [1, 2, 3, 4, 5] };

describe('workingDuration', () => {
  it('refuses a day that does not exist instead of rolling it into March', () => {
    expect(workingDuration('2026-02-30 08:00:00', '2026-03-02 18:00:00', new Map([[2026, weekdays]]))).toBe('invalidPeriod');
  });

  it('counts the leap day of a leap year', () => {
    expect(workingDuration('2024-02-29 08:00:00', '2024-02-29 16:00:00', new Map([[2024, weekdays]]))).toMatchObject({ hours: '8.00' });
  });

  it('knows the weekdays of year 1 (0001-01-07 is a Sunday; 1901-01-07 was a Monday)', () => {
    expect(workingDuration('0001-01-07 08:00:00', '0001-01-07 18:00:00', new Map([[1, weekdays]]))).toMatchObject({ hours: '0.00' });
    expect(workingDuration('0001-01-08 08:00:00', '0001-01-08 18:00:00', new Map([[1, weekdays]]))).toMatchObject({ hours: '8.00' });
  });
});
