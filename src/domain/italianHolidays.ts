// The Italian calendar of non-working days (DESIGN.md §8 "Italian working time"): the national holidays, with
// Easter Monday computed per year, plus the tenant's patron saint day (tenant setting `vacations.patron_saint`,
// `MM-DD`). Shared by the server (leave hours, payroll report, Excel export) and the browser (month grid,
// timeline, calendar), so both sides agree on every day. Pure integer arithmetic, no `Date`: a zone can never move
// a holiday. Hand-written rather than `date-holidays`, whose country data would weigh on the browser bundle for
// eleven fixed days and one computed one.

export type HolidayKey =
  | 'newYear'
  | 'epiphany'
  | 'easterMonday'
  | 'liberation'
  | 'labour'
  | 'republic'
  | 'assumption'
  | 'allSaints'
  | 'immaculate'
  | 'christmas'
  | 'stStephen'
  | 'patronSaint';

export type Holiday = {
  /** `YYYY-MM-DD`. */
  readonly date: string;
  /** i18n key under `vacations:holidays.names.*`. */
  readonly key: HolidayKey;
};

/** Tenant setting with the patron saint day as `MM-DD` (e.g. `12-07`, Sant'Ambrogio in Milano). */
export const PATRON_SAINT_SETTING = 'vacations.patron_saint';

const FIXED: readonly (readonly [string, HolidayKey])[] = [
  ['01-01', 'newYear'],
  ['01-06', 'epiphany'],
  ['04-25', 'liberation'],
  ['05-01', 'labour'],
  ['06-02', 'republic'],
  ['08-15', 'assumption'],
  ['11-01', 'allSaints'],
  ['12-08', 'immaculate'],
  ['12-25', 'christmas'],
  ['12-26', 'stStephen'],
];

const pad = (n: number): string => String(n).padStart(2, '0');

/** Easter Sunday of a Gregorian year (the anonymous Gregorian computus, "Meeus/Jones/Butcher"), as [month, day]. */
export function easterSunday(year: number): readonly [number, number] {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return [month, day];
}

/** Easter Monday as `YYYY-MM-DD` (Easter Sunday is at latest 25 April, so the next day never leaves April). */
export function easterMonday(year: number): string {
  const [month, day] = easterSunday(year);
  // Easter Sunday on 31 March gives Monday 1 April.
  return month === 3 && day === 31 ? `${year}-04-01` : `${year}-${pad(month)}-${pad(day + 1)}`;
}

/** A valid `MM-DD` patron saint day, else null (unset or malformed settings change nothing). */
export function patronSaintDay(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const match = /^(\d{2})-(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const month = Number(match[1]);
  const day = Number(match[2]);
  const max = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  return max !== undefined && day >= 1 && day <= max ? `${pad(month)}-${pad(day)}` : null;
}

/** The non-working days of a year, in date order; the patron saint adds nothing when it falls on a national holiday. */
export function holidaysOf(year: number, patronSaint: string | null = null): Holiday[] {
  const y = String(year).padStart(4, '0');
  const out: Holiday[] = FIXED.map(([md, key]) => ({ date: `${y}-${md}`, key }));
  out.push({ date: easterMonday(year), key: 'easterMonday' });
  const patron = patronSaintDay(patronSaint);
  // 29 February as a patron day exists only in leap years.
  if (patron && !(patron === '02-29' && !(year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)))) {
    const date = `${y}-${patron}`;
    if (!out.some((h) => h.date === date)) out.push({ date, key: 'patronSaint' });
  }
  return out.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/** A lookup of the holidays of the years asked, by `YYYY-MM-DD`; years are computed once each. */
export function holidayCalendar(patronSaint: string | null): (date: string) => HolidayKey | null {
  const years = new Map<number, Map<string, HolidayKey>>();
  return (date) => {
    const year = Number(date.slice(0, 4));
    let days = years.get(year);
    if (!days) {
      days = new Map(holidaysOf(year, patronSaint).map((h) => [h.date, h.key]));
      years.set(year, days);
    }
    return days.get(date.slice(0, 10)) ?? null;
  };
}
