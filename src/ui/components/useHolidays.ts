import { useMemo } from 'react';
import { holidayCalendar, PATRON_SAINT_SETTING, patronSaintDay, type HolidayKey } from '../../domain/italianHolidays.ts';
import { useSetting } from '../app/sessionHooks.ts';

/** The tenant's non-working days (national holidays and its patron saint, from the session's settings): the server's own rule. */
export function useHolidays(): (date: string) => HolidayKey | null {
  const patron = patronSaintDay(useSetting(PATRON_SAINT_SETTING));
  return useMemo(() => holidayCalendar(patron), [patron]);
}
