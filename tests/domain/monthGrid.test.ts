import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMonths, daysCovered, monthBounds, monthWeeks, weekdayOf } from '../../src/domain/monthGrid.ts';
import { weekStartOfPreference } from '../../src/domain/weekStart.ts';
import { scheduleXWeekStart } from '../../src/ui/calendar/weekStart.ts';

describe('monthGrid', () => {
  it('lays March 2026 out Monday first, in six weeks, neighbouring days marked out of the month', () => {
    const weeks = monthWeeks({ year: 2026, month: 3 }, 1);
    expect(weeks).toHaveLength(6);
    expect(weeks[0]?.[0]).toEqual({ day: '2026-02-23', inMonth: false });
    expect(weeks[0]?.[6]).toEqual({ day: '2026-03-01', inMonth: true });
    expect(weeks.at(-1)?.[1]).toEqual({ day: '2026-03-31', inMonth: true });
    expect(weeks.at(-1)?.[6]).toEqual({ day: '2026-04-05', inMonth: false });
  });

  it('starts on Sunday when the user prefers it', () => {
    const weeks = monthWeeks({ year: 2026, month: 3 }, 0);
    expect(weeks[0]?.[0]?.day).toBe('2026-03-01');
    expect(weeks).toHaveLength(5);
  });

  it('every month and week start: whole weeks, each day of the month exactly once, rows start on the chosen day', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1990, max: 2100 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 0, max: 6 }), (year, month, start) => {
        const weeks = monthWeeks({ year, month }, start);
        const { from, to } = monthBounds({ year, month });
        const inMonth = weeks.flat().filter((d) => d.inMonth).map((d) => d.day);
        expect(inMonth[0]).toBe(from);
        expect(inMonth.at(-1)).toBe(to);
        expect(new Set(inMonth).size).toBe(Number(to.slice(8, 10)));
        for (const week of weeks) {
          expect(week).toHaveLength(7);
          expect(weekdayOf(week[0]?.day ?? '')).toBe(start);
        }
      }),
    );
  });

  it("reads the preference in the contract's form ('0'–'6'); anything else is Monday", () => {
    expect(['0', '1', '6'].map(weekStartOfPreference)).toEqual([0, 1, 6]);
    // What the server answered before issue 30 (a number): not the contract's form, so it must not pass silently as valid either.
    expect([null, undefined, '', '7', 'x', 0, 6].map(weekStartOfPreference)).toEqual([1, 1, 1, 1, 1, 1, 1]);
    // Schedule-X counts 1 = Monday … 7 = Sunday.
    expect(['0', '1', '6', null].map(scheduleXWeekStart)).toEqual([7, 1, 6, 1]);
    const sundayFirst = monthWeeks({ year: 2026, month: 11 }, weekStartOfPreference('0'));
    expect(sundayFirst[0]?.[0]?.day).toBe('2026-11-01');
    const mondayFirst = monthWeeks({ year: 2026, month: 11 }, weekStartOfPreference('1'));
    expect(mondayFirst[0]?.[0]?.day).toBe('2026-10-26');
  });

  it('moves across years', () => {
    expect(addMonths({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(addMonths({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
  });

  it('covers the days of a request within the month; an end at midnight stays on the day before', () => {
    expect(daysCovered('2026-03-02 09:00:00', '2026-03-02 13:00:00', '2026-03-01', '2026-03-31')).toEqual(['2026-03-02']);
    expect(daysCovered('2026-02-27 00:00:00', '2026-03-02 23:59:59', '2026-03-01', '2026-03-31')).toEqual(['2026-03-01', '2026-03-02']);
    expect(daysCovered('2026-03-30 22:00:00', '2026-04-01 00:00:00', '2026-03-01', '2026-03-31')).toEqual(['2026-03-30', '2026-03-31']);
  });
});
