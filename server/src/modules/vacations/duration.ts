import { wallClockSeconds } from '../../../../src/domain/dateTime.ts';
import { divRound, fromScaled, toScaled } from '../../../../src/domain/decimal.ts';

// Working hours of a period (GET /vacations/duration; the `hours` of every request). Pure calendar arithmetic on
// wall-clock strings: each day of the period counts the part of [start, end) that falls on it, capped at the
// schedule's hours per day, and only on the schedule's working days that are not holidays (national holidays and
// the tenant's patron saint, src/domain/italianHolidays.ts: they are not working hours, so they cost no leave). Exact: durations are integers in units of
// 1/10000 of a second, so "7.5" hours per day never passes through a float.

export type Schedule = {
  /** Decimal string, e.g. "8" or "7.5". */
  readonly hoursPerDay: string;
  /** ISO weekdays, 1 = Monday … 7 = Sunday. */
  readonly workingDays: readonly number[];
};

export type Duration = { readonly hours: string; readonly days: string; readonly seconds: bigint };

export type DurationProblem = 'noVacationHours' | 'noWorkingHours' | 'invalidPeriod';

/** Longest period computed day by day; longer ones are not a leave request. */
const MAX_DAYS = 3700;
const UNITS_PER_SECOND = 10_000n;
const DAY_MS = 86_400_000;

/** Milliseconds of a wall-clock string on a clock without zones (the shared calendar arithmetic: no Date.UTC, which reads year 1 as 1901). */
function epochMs(wall: string): number | null {
  const seconds = wallClockSeconds(wall);
  return seconds === null ? null : seconds * 1000;
}

/** Calendar years touched by [start, end] (whose schedules are needed). */
export function yearsOf(start: string, end: string): number[] {
  const from = Number(start.slice(0, 4));
  const to = Number(end.slice(0, 4));
  const out: number[] = [];
  for (let y = from; y <= to && out.length < 20; y++) out.push(y);
  return out;
}

/** A day (`YYYY-MM-DD`) that is not a working day whatever the schedule says; by default none. */
export type HolidayLookup = (date: string) => unknown;

const noHolidays: HolidayLookup = () => null;

/** Working time of one day of a period, in 1/10000 s (see dailyWork). */
export type DayWork = { readonly date: string; readonly units: bigint };

type DailyWork = { readonly days: DayWork[]; readonly capOfFirstDay: bigint | null };

/** The period's working time day by day (days with none left out): the one walk behind durations and the payroll report. */
export function dailyWork(
  start: string,
  end: string,
  schedules: ReadonlyMap<number, Schedule>,
  isHoliday: HolidayLookup = noHolidays,
): DailyWork | DurationProblem {
  const s = epochMs(start);
  const e = epochMs(end);
  if (s === null || e === null || e <= s) return 'invalidPeriod';
  const firstDay = Math.floor(s / DAY_MS) * DAY_MS;
  if ((e - firstDay) / DAY_MS > MAX_DAYS) return 'invalidPeriod';
  for (const year of yearsOf(start, end)) {
    const schedule = schedules.get(year);
    if (!schedule) return 'noVacationHours';
    if (toScaled(schedule.hoursPerDay, 4) <= 0n || schedule.workingDays.length === 0) return 'noWorkingHours';
  }
  const days: DayWork[] = [];
  let capOfFirstDay: bigint | null = null;
  for (let day = firstDay; day < e; day += DAY_MS) {
    const date = new Date(day);
    const schedule = schedules.get(date.getUTCFullYear());
    if (!schedule) return 'noVacationHours';
    // Hours per day at 4 decimals × 3600 s = the day's cap in 1/10000 s.
    const cap = toScaled(schedule.hoursPerDay, 4) * 3600n;
    capOfFirstDay ??= cap;
    const isoWeekday = ((date.getUTCDay() + 6) % 7) + 1;
    if (!schedule.workingDays.includes(isoWeekday)) continue;
    const iso = date.toISOString().slice(0, 10);
    if (isHoliday(iso)) continue;
    const overlapMs = Math.min(e, day + DAY_MS) - Math.max(s, day);
    if (overlapMs <= 0) continue;
    const overlap = (BigInt(overlapMs) * UNITS_PER_SECOND) / 1000n;
    days.push({ date: iso, units: overlap < cap ? overlap : cap });
  }
  return { days, capOfFirstDay };
}

/** Hours (two decimals) of a number of 1/10000 s. */
export const unitsToHours = (units: bigint): string => fromScaled(divRound(units * 100n, 3600n * UNITS_PER_SECOND), 2);

/** `schedules` by year; a missing year is 'noVacationHours', a schedule without hours or days 'noWorkingHours'. */
export function workingDuration(
  start: string,
  end: string,
  schedules: ReadonlyMap<number, Schedule>,
  isHoliday: HolidayLookup = noHolidays,
): Duration | DurationProblem {
  const work = dailyWork(start, end, schedules, isHoliday);
  if (typeof work === 'string') return work;
  const total = work.days.reduce((sum, d) => sum + d.units, 0n);
  const cap = work.capOfFirstDay;
  const days = cap === null || cap === 0n ? '0.00' : fromScaled(divRound(total * 100n, cap), 2);
  return { hours: unitsToHours(total), days, seconds: total / UNITS_PER_SECOND };
}
