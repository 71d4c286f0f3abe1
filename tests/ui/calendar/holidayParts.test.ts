import { describe, expect, it } from 'vitest';
import { holidayCalendar } from '../../../src/domain/italianHolidays.ts';
import { HOLIDAY_SX_CALENDAR, holidayParts } from '../../../src/ui/calendar/scheduleXEvents.ts';

describe('holidays in the calendar', () => {
  it('adds the range\'s holidays (the patron saint too) as read-only all-day parts that open no record', () => {
    const holidayOf = holidayCalendar('12-07');
    const parts = holidayParts({ start: '2026-12-05 00:00:00', end: '2026-12-27 23:59:59' }, holidayOf, (key) => `Festività: ${key}`);
    expect(parts.map((part) => part.start)).toEqual(['2026-12-07', '2026-12-08', '2026-12-25', '2026-12-26']);
    expect(parts.every((part) => part.allDay && !part.editable && part.calendarId === 0 && part.colourKey === HOLIDAY_SX_CALENDAR.colorName)).toBe(true);
    expect(parts[0]?.title).toMatch(/^Festività: /);
    expect(holidayParts({ start: '2026-12-09 00:00:00', end: '2026-12-11 00:00:00' }, holidayOf, String)).toEqual([]);
  });
});
