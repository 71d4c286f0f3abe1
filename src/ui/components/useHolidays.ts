import { useMemo } from 'react';
import { holidayCalendar, PATRON_SAINT_SETTING, patronSaintDay, type HolidayKey } from '../../domain/italianHolidays.ts';
import { selectSetting } from '../../machines/session/session.selectors.ts';
import { SessionContext } from '../app/SessionContext.ts';

/** The tenant's non-working days (national holidays and its patron saint, from the session's settings): the server's own rule. */
export function useHolidays(): (date: string) => HolidayKey | null {
  const patron = patronSaintDay(SessionContext.useSelector(selectSetting(PATRON_SAINT_SETTING)));
  return useMemo(() => holidayCalendar(patron), [patron]);
}
