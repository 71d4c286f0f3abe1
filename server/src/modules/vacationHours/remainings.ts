import { and, eq, gte, inArray, lt, ne } from 'drizzle-orm';
import { patronSaintDay } from '../../../../src/domain/italianHolidays.ts';
import { CARRY_OVER_EXPIRY_SETTING, DEFAULT_CARRY_OVER_EXPIRY, LEAVE_KINDS, leaveKindOf, type LeaveKind } from '../../../../src/domain/leaveKinds.ts';
import type { Db } from '../../db/client.ts';
import { userVacationHours, vacations } from '../../db/schema/vacations.ts';
import { getSetting } from '../../keyValue/settings.ts';
import { fromScaled, toScaled } from '../../../../src/domain/decimal.ts';
import type { VacationHoursRow } from './repository.ts';

// Balances of a user's year per kind (GET /user-vacation-hours/remainings, the balance rule of a request):
//
//   remaining = allowance + carried over − used − carry-over lost at its expiry
//
// Used hours are the accepted, modified and pending requests starting in that year, each deducted from the kind its
// type consumes (src/domain/leaveKinds.ts). Last year's remainder of each kind (its allowance minus its used hours,
// never below zero) is carried over until the tenant's expiry day (`vacations.carry_over_expiry`, `MM-DD`, default
// 30 June); hours taken up to that day spend the carried hours first, and whatever is left of them is lost after it.
// Only one year is carried: a remainder older than that has expired anyway. Exact decimals: scaled integers.

/** Statuses whose hours are spent: a pending request holds its hours until decided, a rejected one never. */
export const SPENDING_STATUSES = ['accepted', 'modified', 'pending'] as const;

export type KindBalance = {
  kind: LeaveKind;
  allowance: string;
  carried_over: string;
  carry_over_expires_on: string;
  expired: string;
  used: string;
  remaining: string;
};

export type Remainings = {
  user_id: number;
  year: number;
  /** As of this day (the carry-over counts until its expiry). */
  as_of: string;
  vacation_hours: string;
  permission_hours: string;
  used_vacation_hours: string;
  used_permission_hours: string;
  remaining_vacation_hours: string;
  remaining_permission_hours: string;
  kinds: KindBalance[];
};

const ALLOWANCE_OF: Readonly<Record<LeaveKind, (r: VacationHoursRow) => string>> = {
  vacation: (r) => r.vacationHours,
  permission: (r) => r.permissionHours,
  ex_holiday: (r) => r.exHolidayHours,
};

const zero = (): Record<LeaveKind, bigint> => ({ vacation: 0n, permission: 0n, ex_holiday: 0n });
const max0 = (n: bigint): bigint => (n > 0n ? n : 0n);
const dec = (n: bigint): string => fromScaled(n, 2);

/** The tenant's carry-over expiry as `MM-DD` (the patron-saint parser checks the same shape). */
export async function carryOverExpiry(db: Db, tenantId: number): Promise<string> {
  const setting = await getSetting(db, tenantId, CARRY_OVER_EXPIRY_SETTING);
  return patronSaintDay(setting?.value) ?? DEFAULT_CARRY_OVER_EXPIRY;
}

/**
 * `asOf` (`YYYY-MM-DD`): the day the balance is read for (a request's start; today). `exceptId`: leave one request
 * out (the one being changed, so its own hours are not counted twice).
 */
export async function remainingsOf(db: Db, tenantId: number, record: VacationHoursRow, exceptId?: number, asOf?: string): Promise<Remainings> {
  const year = record.year;
  const [previous] = await db
    .select()
    .from(userVacationHours)
    .where(and(eq(userVacationHours.tenantId, tenantId), eq(userVacationHours.userId, record.userId), eq(userVacationHours.year, year - 1)))
    .limit(1);
  const expiresOn = `${year}-${await carryOverExpiry(db, tenantId)}`;
  const spent = await db
    .select({ type: vacations.type, typeDescription: vacations.typeDescription, hours: vacations.hours, start: vacations.start })
    .from(vacations)
    .where(
      and(
        eq(vacations.tenantId, tenantId),
        eq(vacations.userId, record.userId),
        inArray(vacations.status, [...SPENDING_STATUSES]),
        gte(vacations.start, `${previous ? year - 1 : year}-01-01 00:00:00`),
        lt(vacations.start, `${year + 1}-01-01 00:00:00`),
        exceptId !== undefined ? ne(vacations.id, exceptId) : undefined,
      ),
    );
  const used = zero();
  const usedBeforeExpiry = zero();
  const usedLastYear = zero();
  for (const v of spent) {
    const kind = leaveKindOf(v.type, v.typeDescription);
    if (kind === null) continue;
    const hours = toScaled(v.hours, 2);
    if (v.start < `${year}-01-01`) usedLastYear[kind] += hours;
    else {
      used[kind] += hours;
      if (v.start.slice(0, 10) <= expiresOn) usedBeforeExpiry[kind] += hours;
    }
  }
  const day = asOf ?? `${year}-01-01`;
  const balanceOf = (kind: LeaveKind): KindBalance => {
    const allowance = toScaled(ALLOWANCE_OF[kind](record), 2);
    const carried = previous ? max0(toScaled(ALLOWANCE_OF[kind](previous), 2) - usedLastYear[kind]) : 0n;
    const expired = day > expiresOn ? max0(carried - usedBeforeExpiry[kind]) : 0n;
    return {
      kind,
      allowance: dec(allowance),
      carried_over: dec(carried),
      carry_over_expires_on: expiresOn,
      expired: dec(expired),
      used: dec(used[kind]),
      remaining: dec(allowance + carried - used[kind] - expired),
    };
  };
  const byKind: Record<LeaveKind, KindBalance> = { vacation: balanceOf('vacation'), permission: balanceOf('permission'), ex_holiday: balanceOf('ex_holiday') };
  const kinds = LEAVE_KINDS.map((kind) => byKind[kind]);
  const of = (kind: LeaveKind): KindBalance => byKind[kind];
  const total = (b: KindBalance): string => dec(toScaled(b.allowance, 2) + toScaled(b.carried_over, 2) - toScaled(b.expired, 2));
  return {
    user_id: record.userId,
    year,
    as_of: day,
    vacation_hours: total(of('vacation')),
    permission_hours: total(of('permission')),
    used_vacation_hours: of('vacation').used,
    used_permission_hours: of('permission').used,
    remaining_vacation_hours: of('vacation').remaining,
    remaining_permission_hours: of('permission').remaining,
    kinds,
  };
}

/** The remaining hours of one kind on a day (the balance rule of a request starting that day). */
export async function remainingOfKind(db: Db, tenantId: number, record: VacationHoursRow, kind: LeaveKind, day: string, exceptId?: number): Promise<string> {
  const r = await remainingsOf(db, tenantId, record, exceptId, day);
  return r.kinds.find((k) => k.kind === kind)?.remaining ?? '0.00';
}
