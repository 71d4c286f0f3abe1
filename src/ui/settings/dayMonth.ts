import { patronSaintDay } from '../../domain/italianHolidays.ts';

// A yearly day (patron saint, carry-over expiry) as people type it, `DD/MM` in both languages, and as stored, `MM-DD`.

/** `DD/MM` (or `D/M`, `DD.MM`, `DD-MM`) → `MM-DD`; '' → null (unset); anything else or an impossible day → undefined. */
export function parseDayMonth(text: string): string | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const match = /^(\d{1,2})[/.-](\d{1,2})$/.exec(trimmed);
  if (!match) return undefined;
  return patronSaintDay(`${(match[2] ?? '').padStart(2, '0')}-${(match[1] ?? '').padStart(2, '0')}`) ?? undefined;
}

/** `MM-DD` → `DD/MM`; anything else → ''. */
export function formatDayMonth(stored: unknown): string {
  const day = patronSaintDay(stored);
  return day === null ? '' : `${day.slice(3, 5)}/${day.slice(0, 2)}`;
}
