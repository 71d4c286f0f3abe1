import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import { holidayCalendar, holidaysOf, PATRON_SAINT_SETTING, patronSaintDay, type Holiday } from '../../../../src/domain/italianHolidays.ts';
import { leaveKindOf } from '../../../../src/domain/leaveKinds.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/core.ts';
import { vacations } from '../../db/schema/vacations.ts';
import { getSetting } from '../../keyValue/settings.ts';
import { schedulesOf } from '../vacationHours/repository.ts';
import { dailyWork, unitsToHours, yearsOf } from './duration.ts';

// The monthly leave report for the payroll consultant (GET /vacations/report, …/excel): per person and working day,
// the hours taken by kind. Only decided-and-granted requests count (accepted, modified: what payroll pays). Each
// request's time is spread over its days by the same walk as its duration (schedule, national holidays, patron
// saint), so a week over Christmas shows 24 and 28 December only. Sums are exact: integer units, never floats.

/** Statuses payroll pays. */
const GRANTED = ['accepted', 'modified'] as const;

/** Columns of the report: the three allowance kinds and leave that spends none (illness, unpaid leave…). */
export const REPORT_COLUMNS = ['vacation', 'permission', 'ex_holiday', 'other'] as const;
export type ReportColumn = (typeof REPORT_COLUMNS)[number];

type Units = Record<ReportColumn, bigint>;
export type ReportHours = Record<ReportColumn | 'total', string>;
export type ReportPerson = {
  user: { id: number; name: string; email: string; avatar_url: string | null };
  days: { date: string; hours: ReportHours }[];
  totals: ReportHours;
};
export type VacationReport = { month: string; holidays: Holiday[]; people: ReportPerson[]; totals: ReportHours };

const zero = (): Units => ({ vacation: 0n, permission: 0n, ex_holiday: 0n, other: 0n });

const hoursOf = (u: Units): ReportHours => ({
  vacation: unitsToHours(u.vacation),
  permission: unitsToHours(u.permission),
  ex_holiday: unitsToHours(u.ex_holiday),
  other: unitsToHours(u.other),
  total: unitsToHours(u.vacation + u.permission + u.ex_holiday + u.other),
});

const add = (into: Units, from: Units): void => {
  for (const c of REPORT_COLUMNS) into[c] += from[c];
};

/** `month` is `YYYY-MM`; `userIds` null = everyone of the tenant. */
export async function monthReport(db: Db, tenantId: number, month: string, userIds: readonly number[] | null): Promise<VacationReport> {
  const year = Number(month.slice(0, 4));
  const monthNumber = Number(month.slice(5, 7));
  const first = `${month}-01`;
  const next = monthNumber === 12 ? `${year + 1}-01-01` : `${year}-${String(monthNumber + 1).padStart(2, '0')}-01`;
  const patron = patronSaintDay((await getSetting(db, tenantId, PATRON_SAINT_SETTING))?.value);
  const isHoliday = holidayCalendar(patron);
  const rows = await db
    .select({ v: vacations, user: { id: users.id, name: users.name, email: users.email, avatar_url: users.avatarUrl } })
    .from(vacations)
    .innerJoin(users, eq(users.id, vacations.userId))
    .where(
      and(
        eq(vacations.tenantId, tenantId),
        inArray(vacations.status, [...GRANTED]),
        lt(vacations.start, `${next} 00:00:00`),
        gte(vacations.end, `${first} 00:00:01`),
        userIds ? inArray(vacations.userId, userIds.length > 0 ? [...userIds] : [-1]) : undefined,
      ),
    )
    .orderBy(asc(users.name), asc(vacations.start));
  const people = new Map<number, { user: ReportPerson['user']; days: Map<string, Units> }>();
  const schedules = new Map<number, Awaited<ReturnType<typeof schedulesOf>>>();
  for (const { v, user } of rows) {
    let mine = schedules.get(v.userId);
    if (!mine) {
      mine = await schedulesOf(db, tenantId, v.userId, yearsOf(`${year - 1}`, `${year + 1}`));
      schedules.set(v.userId, mine);
    }
    const work = dailyWork(v.start, v.end, mine, isHoliday);
    // A request without a schedule for its years was refused when filed; nothing to spread.
    if (typeof work === 'string') continue;
    const column: ReportColumn = leaveKindOf(v.type, v.typeDescription) ?? 'other';
    const person = people.get(user.id) ?? { user, days: new Map<string, Units>() };
    people.set(user.id, person);
    for (const d of work.days) {
      if (d.date < first || d.date >= next) continue;
      const day = person.days.get(d.date) ?? zero();
      day[column] += d.units;
      person.days.set(d.date, day);
    }
  }
  const grand = zero();
  const out: ReportPerson[] = [];
  for (const p of people.values()) {
    const totals = zero();
    const days = [...p.days.entries()].sort(([a], [b]) => (a < b ? -1 : 1));
    for (const [, u] of days) add(totals, u);
    add(grand, totals);
    if (days.length > 0) out.push({ user: p.user, days: days.map(([date, u]) => ({ date, hours: hoursOf(u) })), totals: hoursOf(totals) });
  }
  const holidays = holidaysOf(year, patron).filter((h) => h.date >= first && h.date < next);
  return { month, holidays, people: out, totals: hoursOf(grand) };
}
