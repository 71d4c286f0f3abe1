// A month as a calendar grid of whole weeks, and the days a request covers (vacations/calendar). Days are wall-clock
// `YYYY-MM-DD` strings; arithmetic goes through UTC midnights so no zone or daylight change can shift a day.

const DAY_MS = 86_400_000;

const pad = (n: number) => String(n).padStart(2, '0');

const toDay = (ms: number): string => {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
};

const msOf = (day: string): number => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));

export type YearMonth = { readonly year: number; readonly month: number };

export type GridDay = { readonly day: string; readonly inMonth: boolean };

/** `day` moved by `n` days. */
export const addDays = (day: string, n: number): string => toDay(msOf(day) + n * DAY_MS);

/** The month `delta` months from `ym`. */
export const addMonths = (ym: YearMonth, delta: number): YearMonth => {
  const index = ym.year * 12 + (ym.month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
};

export const monthOf = (day: string): YearMonth => ({ year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)) });

/** First and last day of the month. */
export const monthBounds = ({ year, month }: YearMonth): { from: string; to: string } => ({
  from: `${year}-${pad(month)}-01`,
  to: toDay(Date.UTC(year, month, 0)),
});

/** 0 = Sunday … 6 = Saturday (the numbering of the `first_day_of_week` preference). */
export const weekdayOf = (day: string): number => new Date(msOf(day)).getUTCDay();

/**
 * The month in rows of seven days, the first row starting on `weekStart` (0 = Sunday … 6 = Saturday) on or before
 * the 1st, the last ending on or after the last day; days of the neighbouring months are marked out of the month.
 */
export const monthWeeks = (ym: YearMonth, weekStart: number): GridDay[][] => {
  const { from, to } = monthBounds(ym);
  const first = addDays(from, -((weekdayOf(from) - weekStart + 7) % 7));
  const weeks: GridDay[][] = [];
  for (let start = first; start <= to; start = addDays(start, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, i) => addDays(start, i)).map((day) => ({ day, inMonth: day >= from && day <= to })));
  }
  return weeks;
};

/**
 * The days a period touches, limited to [from, to]. An end at midnight belongs to the day before (a period up to
 * 00:00 of Thursday ends on Wednesday); an all-day request ends at 23:59:59 of its last day.
 */
export const daysCovered = (start: string, end: string, from: string, to: string): string[] => {
  const first = start.slice(0, 10);
  const endDay = end.slice(0, 10);
  const last = end.slice(11, 19) === '00:00:00' && endDay > first ? addDays(endDay, -1) : endDay;
  const days: string[] = [];
  for (let day = first < from ? from : first; day <= last && day <= to; day = addDays(day, 1)) days.push(day);
  return days;
};
