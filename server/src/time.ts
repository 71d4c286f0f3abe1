import { addMinutes, parseWallClock } from '../../src/domain/dateTime.ts';

// Wall-clock helpers (DESIGN.md §8): date-times on the wire are `YYYY-MM-DD HH:mm:ss` in the tenant's zone.

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/**
 * The last second formatted per zone: "now" is asked by many requests within one second, and `formatToParts` is
 * the slowest step of a cheap request. The wall clock is a function of the instant, so this is exact.
 */
const lastFormatted = new Map<string, { readonly second: number; readonly text: string }>();

/** The wall-clock time of `instant` in `timeZone`, as `YYYY-MM-DD HH:mm:ss`. */
export function wallClockAt(timeZone: string, instant: Date = new Date()): string {
  const second = Math.floor(instant.getTime() / 1000);
  const last = lastFormatted.get(timeZone);
  if (last?.second === second) return last.text;
  const parts: Record<string, string> = {};
  for (const p of formatter(timeZone).formatToParts(instant)) parts[p.type] = p.value;
  const text = `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
  lastFormatted.set(timeZone, { second, text });
  return text;
}

/**
 * Adds whole minutes to a wall-clock string without passing through any zone (pure calendar arithmetic, the
 * browser's own: src/domain/dateTime.ts); a string that is not a wall-clock date-time comes back unchanged.
 */
export function addMinutesToWallClock(wall: string, minutes: number): string {
  return parseWallClock(wall) === null ? wall : addMinutes(wall, minutes);
}
