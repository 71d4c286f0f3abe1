import { wallClockSeconds } from '../../../../src/domain/dateTime.ts';
import { divRound, fromScaled, toScaled } from '../catalog/decimal.ts';

// Working hours of a period (GET /vacations/duration; the `hours` of every request). Pure calendar arithmetic on
// wall-clock strings: each day of the period counts the part of [start, end) that falls on it, capped at the
// schedule's hours per day, and only on the schedule's working days. Exact: durations are integers in units of
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

/** `schedules` by year; a missing year is 'noVacationHours', a schedule without hours or days 'noWorkingHours'. */
export function workingDuration(start: string, end: string, schedules: ReadonlyMap<number, Schedule>): Duration | DurationProblem {
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
  let total = 0n;
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
    const overlapMs = Math.min(e, day + DAY_MS) - Math.max(s, day);
    if (overlapMs <= 0) continue;
    const overlap = (BigInt(overlapMs) * UNITS_PER_SECOND) / 1000n;
    total += overlap < cap ? overlap : cap;
  }
  const perHour = 3600n * UNITS_PER_SECOND;
  const hours = fromScaled(divRound(total * 100n, perHour), 2);
  const days = capOfFirstDay === null || capOfFirstDay === 0n ? '0.00' : fromScaled(divRound(total * 100n, capOfFirstDay), 2);
  return { hours, days, seconds: total / UNITS_PER_SECOND };
}
