// Wall-clock date-times as the wire carries them (spec §9: `YYYY-MM-DD HH:mm:ss`, local time of the tenant).
// Everything here is integer arithmetic on calendar parts: no `Date`, no UTC, no time zone, so a
// daylight-saving day cannot move 01:30 to 02:30 and the server computes exactly what the browser does.

export type WallClock = {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
};

export type Ordering = -1 | 0 | 1;

const MINUTES_PER_DAY = 24 * 60;
const SECONDS_PER_DAY = MINUTES_PER_DAY * 60;

// Accepts a date (`YYYY-MM-DD`), a date-time with minutes (what time inputs produce) or with seconds;
// a `T` separator is tolerated because `<input type="datetime-local">` emits it.
const WALL_CLOCK_PATTERN = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

export const isLeapYear = (year: number): boolean =>
  (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

export const daysInMonth = (year: number, month: number): number => {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
};

/** Parts of a wall-clock text, or `null` when it is malformed or names a day that does not exist (2023-02-29). */
export const parseWallClock = (text: string): WallClock | null => {
  const match = WALL_CLOCK_PATTERN.exec(text.trim());
  if (match === null) return null;
  const [, year, month, day, hour = '0', minute = '0', second = '0'] = match;
  const parts: WallClock = {
    year: Number(year),
    month: Number(month),
    day: Number(day),
    hour: Number(hour),
    minute: Number(minute),
    second: Number(second),
  };
  // Year 0 does not exist on the calendar people and PostgreSQL use (1 BC is followed by AD 1).
  const valid =
    parts.year >= 1 &&
    parts.month >= 1 &&
    parts.month <= 12 &&
    parts.day >= 1 &&
    parts.day <= daysInMonth(parts.year, parts.month) &&
    parts.hour <= 23 &&
    parts.minute <= 59 &&
    parts.second <= 59;
  return valid ? parts : null;
};

// The exact wire spellings (spec §9): what the API takes and gives, no `T`, no minute precision.
const WIRE_DATE = /^\d{4}-\d{2}-\d{2}$/;
const WIRE_DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** Whether `text` is `YYYY-MM-DD` naming a day that exists (not 2026-02-30, 2025-02-29 or 0000-01-01). */
export const isWireDate = (text: string): boolean => WIRE_DATE.test(text) && parseWallClock(text) !== null;

/** Whether `text` is `YYYY-MM-DD HH:mm:ss` naming a real moment of a real day (not 25:61:61, not 2026-13-01). */
export const isWireDateTime = (text: string): boolean => WIRE_DATE_TIME.test(text) && parseWallClock(text) !== null;

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

/** `YYYY-MM-DD HH:mm:ss`, the wire format. */
export const formatWallClock = (parts: WallClock): string =>
  `${formatWallClockDate(parts)} ${pad(parts.hour)}:${pad(parts.minute)}:${pad(parts.second)}`;

/** `YYYY-MM-DD`. */
export const formatWallClockDate = (parts: WallClock): string =>
  `${pad(parts.year, 4)}-${pad(parts.month)}-${pad(parts.day)}`;

/** `HH:mm`, the time format of spec §9. */
export const formatWallClockTime = (parts: WallClock): string => `${pad(parts.hour)}:${pad(parts.minute)}`;

// Days since 1970-01-01 in the proleptic Gregorian calendar (H. Hinnant's days_from_civil):
// pure integer arithmetic, valid for any year.
const daysFromCivil = (year: number, month: number, day: number): number => {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
};

const civilFromDays = (days: number): Pick<WallClock, 'year' | 'month' | 'day'> => {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const dayOfEra = z - era * 146097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36524) - Math.floor(dayOfEra / 146096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day };
};

/** Seconds since 1970-01-01 00:00:00 on a clock that never jumps: the basis for comparison and durations. */
const toLinearSeconds = (parts: WallClock): number =>
  daysFromCivil(parts.year, parts.month, parts.day) * SECONDS_PER_DAY +
  parts.hour * 3600 +
  parts.minute * 60 +
  parts.second;

const fromLinearSeconds = (total: number): WallClock => {
  const days = Math.floor(total / SECONDS_PER_DAY);
  const secondOfDay = total - days * SECONDS_PER_DAY;
  return {
    ...civilFromDays(days),
    hour: Math.floor(secondOfDay / 3600),
    minute: Math.floor((secondOfDay % 3600) / 60),
    second: secondOfDay % 60,
  };
};

/**
 * Seconds of a wall-clock text on a clock that never jumps (only differences mean anything), or `null` when it is
 * not a real date-time. Unlike `Date.UTC`, years 0001–0099 are not taken for 1901–1999.
 */
export const wallClockSeconds = (text: string): number | null => {
  const parts = parseWallClock(text);
  return parts === null ? null : toLinearSeconds(parts);
};

export const compareWallClock = (a: WallClock, b: WallClock): Ordering => {
  const difference = toLinearSeconds(a) - toLinearSeconds(b);
  return difference < 0 ? -1 : difference > 0 ? 1 : 0;
};

// The string helpers below serve event editing, where the inputs come from our own pickers or the
// server: a malformed value there is a bug, so they throw instead of guessing.
const parseOrThrow = (text: string): WallClock => {
  const parts = parseWallClock(text);
  if (parts === null) throw new RangeError(`Not a wall-clock date-time: "${text}"`);
  return parts;
};

/** Adds (or with a negative number subtracts) minutes, crossing days, months and years on the wall clock. */
export const addMinutes = (dateTime: string, minutes: number): string =>
  formatWallClock(fromLinearSeconds(toLinearSeconds(parseOrThrow(dateTime)) + Math.trunc(minutes) * 60));

/** Adds (or subtracts) whole seconds on the wall clock. */
export const addSeconds = (dateTime: string, seconds: number): string =>
  formatWallClock(fromLinearSeconds(toLinearSeconds(parseOrThrow(dateTime)) + Math.trunc(seconds)));

export const addDays = (dateTime: string, days: number): string => addMinutes(dateTime, days * MINUTES_PER_DAY);

export const compareDateTimes = (a: string, b: string): Ordering => compareWallClock(parseOrThrow(a), parseOrThrow(b));

/** Whole minutes from `start` to `end` (negative when `end` comes first), as a wall clock reads them. */
export const minutesBetween = (start: string, end: string): number =>
  Math.trunc((toLinearSeconds(parseOrThrow(end)) - toLinearSeconds(parseOrThrow(start))) / 60);

/** Midnight that starts the day of `dateTime`. */
export const startOfDay = (dateTime: string): string =>
  formatWallClock({ ...parseOrThrow(dateTime), hour: 0, minute: 0, second: 0 });

/** Normalises any accepted input (`YYYY-MM-DD`, `… HH:mm`, `…THH:mm:ss`) to the wire format. */
export const toWireDateTime = (dateTime: string): string => formatWallClock(parseOrThrow(dateTime));
