import { formatWallClockDate, formatWallClockTime, parseWallClock, type WallClock } from './dateTime.ts';
import type { Language } from './constants/languages.ts';
import { EMPTY_DATE, formatDate, formatDateTime, formatTime, withParts } from './numericDateFormat.ts';
import { formatNamed } from './namedDateFormat.ts';

// The one place that turns wire date-times (`YYYY-MM-DD HH:mm:ss`, wall clock of the tenant, DESIGN §8) into
// text in the app language, and the text people type back into wire values.
//
// Chosen forms: Italian `24/11/2026 16:00`; English the same `24/11/2026 16:00` (day/month/year, 24-hour clock,
// as en-GB writes it). The American `11/24/2026 4:00 PM` was rejected: the tenants are Italian businesses whose
// English-speaking staff read the same papers, and `03/04/2026` must not mean two different days on two screens
// of one company. Only the words differ by language (weekday and month names, "today"/"oggi").
//
// Wall-clock safety: a wire value is read into a Date built with Date.UTC and formatted in UTC (namedDateFormat.ts,
// tempo's patterns), so the device's zone never takes part and 2026-03-29 02:30 (a time that does not exist in Rome)
// or the repeated hour of 2026-10-25 stay exactly as stored.

type Patterns = { readonly day: string; readonly dayLong: string; readonly month: string };

const PATTERNS: Readonly<Record<Language, Patterns>> = {
  it: { day: 'ddd D MMM', dayLong: 'dddd D MMMM YYYY', month: 'MMMM YYYY' },
  en: { day: 'ddd D MMM', dayLong: 'dddd D MMMM YYYY', month: 'MMMM YYYY' },
};

/** What the date field shows while empty, in the words of the language ("gg/mm/aaaa"). */
export const DATE_PLACEHOLDERS: Readonly<Record<Language, string>> = { it: 'gg/mm/aaaa', en: 'dd/mm/yyyy' };
export const TIME_PLACEHOLDERS: Readonly<Record<Language, string>> = { it: 'hh:mm', en: 'hh:mm' };


const asUtcDate = (parts: WallClock): Date => {
  const date = new Date(Date.UTC(2000, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second));
  date.setUTCFullYear(parts.year);
  return date;
};


// The text depends on nothing but the arguments (no device zone, see above), so each is kept; bounded, as a long
// session shows many days.
const FORMATTED_LIMIT = 2000;
const formatted = new Map<string, string>();

/** Patterns with names of days and months, in the language's words. */
const formatParts = (parts: WallClock, pattern: string, language: Language): string => {
  const key = `${language} ${pattern} ${parts.year} ${parts.month} ${parts.day} ${parts.hour} ${parts.minute} ${parts.second}`;
  const known = formatted.get(key);
  if (known !== undefined) return known;
  const text = formatNamed(asUtcDate(parts), pattern, language);
  if (formatted.size >= FORMATTED_LIMIT) formatted.clear();
  formatted.set(key, text);
  return text;
};







/** Short weekday and date: "mar 24 nov" / "Tue 24 Nov". */
export const formatDay = (wire: string | null | undefined, language: Language, fallback = EMPTY_DATE): string =>
  withParts(wire, (parts) => formatParts(parts, PATTERNS[language].day, language), fallback);

/** Full weekday and date: "martedì 24 novembre 2026". */
export const formatDayLong = (wire: string | null | undefined, language: Language, fallback = EMPTY_DATE): string =>
  withParts(wire, (parts) => formatParts(parts, PATTERNS[language].dayLong, language), fallback);

/** A month and its year, e.g. a calendar's title: `novembre 2026` / `November 2026` (any day of it on the wire). */
export const formatMonth = (wire: string | null | undefined, language: Language, fallback = EMPTY_DATE): string =>
  withParts(wire, (parts) => formatParts(parts, PATTERNS[language].month, language), fallback);

const dayNumber = (parts: WallClock): number => Date.UTC(parts.year, parts.month - 1, parts.day) / 86_400_000;

/**
 * "oggi", "domani", "ieri" ("today", "tomorrow", "yesterday") for a day next to `today` (a wire date of the
 * tenant's today), else the short day ("mar 24 nov").
 */
export const formatRelativeDay = (wire: string | null | undefined, today: string, language: Language, fallback = EMPTY_DATE): string =>
  withParts(
    wire,
    (parts) => {
      const todayParts = parseWallClock(today);
      const distance = todayParts === null ? Number.NaN : dayNumber(parts) - dayNumber(todayParts);
      if (Math.abs(distance) <= 1) return new Intl.RelativeTimeFormat(language, { numeric: 'auto' }).format(distance, 'day');
      return formatParts(parts, PATTERNS[language].day, language);
    },
    fallback,
  );

// ---- Typed text → wire -------------------------------------------------------------------------------------

const TYPED_DATE = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;
const TYPED_TIME = /^(\d{1,2})(?:[:.](\d{2}))?$/;

/**
 * `24/11/2026` (also `24.11.2026`, `24-11-2026`, `1/2/2026`) → `2026-11-24`; null when it is not a real day
 * (`30/02/2026`). Both languages read day first (see the note at the top).
 */
export const parseTypedDate = (text: string, language: Language): string | null => {
  void language;
  const match = TYPED_DATE.exec(text.trim());
  if (match === null) return null;
  const [, day, month, year] = match;
  const parts = parseWallClock(`${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`);
  return parts === null ? null : formatWallClockDate(parts);
};

/** `16:00`, `9:05`, `16.00`, `16` → `HH:mm`; null when it is not a time of day (`24:00`, `9:61`). */
export const parseTypedTime = (text: string): string | null => {
  const match = TYPED_TIME.exec(text.trim());
  if (match === null) return null;
  const hour = Number(match[1]);
  const minute = Number(match[2] ?? '0');
  if (hour > 23 || minute > 59) return null;
  return formatWallClockTime({ year: 2000, month: 1, day: 1, hour, minute, second: 0 });
};

export type DateFormatter = {
  readonly language: Language;
  readonly date: (wire: string | null | undefined, fallback?: string) => string;
  readonly time: (wire: string | null | undefined, fallback?: string) => string;
  readonly dateTime: (wire: string | null | undefined, fallback?: string) => string;
  readonly day: (wire: string | null | undefined, fallback?: string) => string;
  readonly dayLong: (wire: string | null | undefined, fallback?: string) => string;
  readonly month: (wire: string | null | undefined, fallback?: string) => string;
  readonly relativeDay: (wire: string | null | undefined, today: string, fallback?: string) => string;
  readonly datePlaceholder: string;
  readonly timePlaceholder: string;
};

/** All formatters bound to one language: what `useDateFormat()` hands to screens. */
export const dateFormatter = (language: Language): DateFormatter => ({
  language,
  date: (wire, fallback) => formatDate(wire, language, fallback),
  time: (wire, fallback) => formatTime(wire, language, fallback),
  dateTime: (wire, fallback) => formatDateTime(wire, language, fallback),
  day: (wire, fallback) => formatDay(wire, language, fallback),
  dayLong: (wire, fallback) => formatDayLong(wire, language, fallback),
  month: (wire, fallback) => formatMonth(wire, language, fallback),
  relativeDay: (wire, today, fallback) => formatRelativeDay(wire, today, language, fallback),
  datePlaceholder: DATE_PLACEHOLDERS[language],
  timePlaceholder: TIME_PLACEHOLDERS[language],
});
