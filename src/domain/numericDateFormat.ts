import { parseWallClock, type WallClock } from './dateTime.ts';
import { isLanguage, type Language, DEFAULT_LANGUAGE } from './constants/languages.ts';

// Wire date-times as the numbers every screen shows (`24/11/2026 16:00`, both languages: see dateFormat.ts for why).
// Apart from dateFormat.ts because messages format dates on the sign-in path (`{{date, wallClock}}`): these need no
// names of days or months, so the sign-in bundle carries no date library.

/** Only YYYY, MM, DD, HH and mm are filled: these patterns stay numeric. */
export const NUMERIC_PATTERNS: Readonly<Record<Language, { readonly date: string; readonly time: string }>> = {
  it: { date: 'DD/MM/YYYY', time: 'HH:mm' },
  en: { date: 'DD/MM/YYYY', time: 'HH:mm' },
};

/** The app language of an i18next language tag (`en-GB` → `en`), the default when it is not one of ours. */
export const appLanguage = (tag: string | undefined): Language => {
  const base = tag?.split('-')[0];
  return isLanguage(base) ? base : DEFAULT_LANGUAGE;
};

const NUMERIC_TOKENS: Readonly<Record<string, (parts: WallClock) => string>> = {
  YYYY: (parts) => String(parts.year).padStart(4, '0'),
  MM: (parts) => String(parts.month).padStart(2, '0'),
  DD: (parts) => String(parts.day).padStart(2, '0'),
  HH: (parts) => String(parts.hour).padStart(2, '0'),
  mm: (parts) => String(parts.minute).padStart(2, '0'),
};

// The date and the time every screen shows are numbers only, filled here rather than by tempo: messages format
// dates on the sign-in path ({{date, wallClock}}), and tempo's locale machinery would weigh on its bundle.
const formatNumericParts = (parts: WallClock, pattern: string): string =>
  pattern.replace(/YYYY|MM|DD|HH|mm/g, (token) => NUMERIC_TOKENS[token]?.(parts) ?? token);

const hasTime = (wire: string): boolean => /[ T]\d{2}:\d{2}/.test(wire);

/** Text of a wire value through `render`, or the fallback ('—') when it is empty or not a calendar value. */
export const withParts = (wire: string | null | undefined, render: (parts: WallClock) => string, fallback: string): string => {
  if (!wire) return fallback;
  const parts = parseWallClock(wire);
  return parts === null ? fallback : render(parts);
};

export const EMPTY_DATE = '—';

/** `24/11/2026`. */
export const formatDate = (wire: string | null | undefined, language: Language, fallback = EMPTY_DATE): string =>
  withParts(wire, (parts) => formatNumericParts(parts, NUMERIC_PATTERNS[language].date), fallback);

/** `16:00`. */
export const formatTime = (wire: string | null | undefined, language: Language, fallback = EMPTY_DATE): string =>
  withParts(wire, (parts) => formatNumericParts(parts, NUMERIC_PATTERNS[language].time), fallback);

/** `24/11/2026 16:00`; a date-only value (`2026-11-24`) shows as a date. */
export const formatDateTime = (wire: string | null | undefined, language: Language, fallback = EMPTY_DATE): string =>
  withParts(
    wire,
    (parts) => {
      const date = formatNumericParts(parts, NUMERIC_PATTERNS[language].date);
      return wire && hasTime(wire) ? `${date} ${formatNumericParts(parts, NUMERIC_PATTERNS[language].time)}` : date;
    },
    fallback,
  );
