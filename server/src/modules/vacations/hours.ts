import { holidayCalendar, PATRON_SAINT_SETTING, patronSaintDay } from '../../../../src/domain/italianHolidays.ts';
import type { Db } from '../../db/client.ts';
import type { Failure } from '../../http/failure.ts';
import { getSetting } from '../../keyValue/settings.ts';
import { schedulesOf } from '../vacationHours/repository.ts';
import { workingDuration, yearsOf, type Duration, type HolidayLookup } from './duration.ts';
import { durationFailure, noVacationHoursForYear } from './messages.ts';

/** The tenant's non-working days: national holidays plus its patron saint (read fresh: a change applies at once). */
export async function tenantHolidays(db: Db, tenantId: number): Promise<HolidayLookup> {
  const setting = await getSetting(db, tenantId, PATRON_SAINT_SETTING);
  return holidayCalendar(patronSaintDay(setting?.value));
}

/** Working duration of a user's period from their schedules of the years it touches, or the contract's 422. */
export async function durationFor(db: Db, tenantId: number, userId: number, start: string, end: string, holidays?: HolidayLookup): Promise<Duration | Failure> {
  const years = end > start ? yearsOf(start, end) : [];
  const schedules = await schedulesOf(db, tenantId, userId, years);
  // Some of the period's years have hours and one has none: name that year (no year at all keeps the spec's text).
  const missing = years.find((year) => !schedules.has(year));
  if (missing !== undefined && schedules.size > 0) return noVacationHoursForYear(missing);
  const d = workingDuration(start, end, schedules, holidays ?? (await tenantHolidays(db, tenantId)));
  return typeof d === 'string' ? durationFailure(d) : d;
}
