import { HOLIDAY_BACKGROUND_START } from '../../domain/constants/events.ts';
import { eventColour } from '../../domain/eventColour.ts';
import { todayIn } from '../../domain/todayIn.ts';
import type { CalendarResource } from './calendarTypes.ts';

// The people × days grid of the resource timeline, as plain data (spec §9: weekends as background, holiday-type
// background from 2021-01-01, vacations shown).

export type TimelineEvent = CalendarResource['events'][number];

export type TimelineCell = {
  readonly day: string;
  readonly weekend: boolean;
  /** Background of an absence (vacation- or holiday-type event) covering the day, from 2021-01-01 on. */
  readonly background: string | null;
  readonly events: readonly TimelineEvent[];
};

const DAY_MS = 86_400_000;

export const daysBetween = (first: string, last: string): string[] => {
  const days: string[] = [];
  for (let t = Date.parse(`${first}T00:00:00Z`); t <= Date.parse(`${last}T00:00:00Z`); t += DAY_MS) days.push(new Date(t).toISOString().slice(0, 10));
  return days;
};

export const addDaysTo = (day: string, n: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** The Monday of a day's week (`YYYY-MM-DD`). */
export const mondayOf = (day: string): string => {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDaysTo(day, weekday === 0 ? -6 : 1 - weekday);
};

/**
 * The timeline's first day when it opens: the Monday of today on the tenant's wall clock. Today was read in UTC, so
 * from midnight to 01:00–02:00 in Rome the timeline opened on the day before (a Monday morning showed last week).
 */
export const openingMonday = (timeZone: string, now: Date = new Date()): string => mondayOf(todayIn(timeZone, now));

export const isWeekend = (day: string): boolean => {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday === 0 || weekday === 6;
};

/** Types drawn as a background of the whole day: absences (spec §3 vacation types). */
const ABSENCE_TYPES: ReadonlySet<string> = new Set([
  'vacation', 'vacations_and_permissions', 'ex_holiday', 'not_paid_time_off', 'paid_time_off', 'illness', 'pregnancy',
  'wedding', 'marriage_license', 'funeral', 'military_service', 'leave_of_absence', 'mission', 'smart_working', 'relocation', 'medical_exam', 'permission',
]);

const isAbsence = (event: TimelineEvent): boolean => event.vacationId !== null || (event.type !== null && ABSENCE_TYPES.has(event.type));

/** Whether `event` covers `day` (its end is exclusive at 00:00). */
export const covers = (event: TimelineEvent, day: string): boolean => {
  const dayStart = `${day} 00:00:00`;
  const dayEnd = `${addDaysTo(day, 1)} 00:00:00`;
  return event.start < dayEnd && (event.end > dayStart || (event.end === event.start && event.start >= dayStart));
};

export const timelineRow = (resource: CalendarResource, days: readonly string[]): TimelineCell[] =>
  days.map((day) => {
    const events = resource.events.filter((e) => covers(e, day));
    const absence = day >= HOLIDAY_BACKGROUND_START ? events.find(isAbsence) : undefined;
    return {
      day,
      weekend: isWeekend(day),
      background: absence ? eventColour({ type: absence.type, vacation: absence.vacation }) : null,
      events,
    };
  });
