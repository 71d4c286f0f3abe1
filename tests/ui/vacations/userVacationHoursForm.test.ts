import { describe, expect, it } from 'vitest';
import type { UserVacationHour } from '../../../src/api/userVacationHours.ts';
import { hoursBody, hoursToValues, newHoursValues } from '../../../src/ui/vacations/userVacationHoursForm.ts';

// The leave-hours form shows hours in the reader's decimals (an Italian page showed "160.00" and "7.50", while the
// list beside it reads "160 h", "7,5 h") and reads back what the reader types in their convention ("1.234,5" in
// Italian was sent as "1.234.5" and refused). Saving the values shown sends the same numbers.

const record = {
  id: 9, user: { id: 4, name: 'Sara Esposito', email: 'operator@acme.test', avatarUrl: null }, year: 2026,
  vacationHours: '160.00', permissionHours: '72.00', exHolidayHours: '32.00', workingHoursPerDay: '7.50', workingDays: [1, 2, 3, 4, 5],
  createdAt: '2026-01-02 09:00:00', updatedAt: '2026-01-02 09:00:00',
} as unknown as UserVacationHour;

describe('the leave-hours form values', () => {
  it("shows a record's hours in the reader's decimals", () => {
    const it_ = hoursToValues(record, 'it');
    expect([it_.vacationHours, it_.permissionHours, it_.exHolidayHours, it_.workingHoursPerDay]).toEqual(['160', '72', '32', '7,5']);
    expect(hoursToValues(record, 'en').workingHoursPerDay).toBe('7.5');
  });

  it('sends back the same numbers when nothing was changed, in both languages', () => {
    for (const language of ['it', 'en']) {
      const body = hoursBody(hoursToValues(record, language), language);
      expect(body).toEqual({ userId: 4, year: 2026, vacationHours: '160', permissionHours: '72', exHolidayHours: '32', workingHoursPerDay: '7.5', workingDays: [1, 2, 3, 4, 5] });
    }
  });

  it("reads hours typed in the reader's convention, grouping included", () => {
    const typed = { ...newHoursValues(2027), userId: '4', vacationHours: '1.234,5', workingHoursPerDay: '7,5' };
    expect(hoursBody(typed, 'it')).toMatchObject({ vacationHours: '1234.5', workingHoursPerDay: '7.5' });
    expect(hoursBody({ ...typed, vacationHours: '1,234.5', workingHoursPerDay: '7.5' }, 'en')).toMatchObject({ vacationHours: '1234.5', workingHoursPerDay: '7.5' });
  });

  it('sends what is no number as typed, for the server to refuse on the field', () => {
    expect(hoursBody({ ...newHoursValues(2027), userId: '4', vacationHours: ' abc ' }, 'it').vacationHours).toBe('abc');
  });
});
