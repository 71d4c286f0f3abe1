import { describe, expect, it } from 'vitest';
import { allowanceFigures } from '../../../src/ui/vacations/allowanceFigures.ts';

// The leave-hours list showed "160.00 72.00 32.00 8.00" in an Italian page.
describe('allowanceFigures', () => {
  const row = { vacationHours: '160.00', permissionHours: '72.50', exHolidayHours: '1234.00', workingHoursPerDay: '7.50' };

  it('writes hours with the Italian decimal comma and grouping, no zero decimals', () => {
    expect(allowanceFigures(row, 'it')).toEqual({ vacationHours: '160 h', permissionHours: '72,5 h', exHolidayHours: '1.234 h', workingHoursPerDay: '7,5 h' });
  });

  it('writes them with the English conventions', () => {
    expect(allowanceFigures(row, 'en')).toEqual({ vacationHours: '160 h', permissionHours: '72.5 h', exHolidayHours: '1,234 h', workingHoursPerDay: '7.5 h' });
  });
});
