import { and, eq, gte, inArray, lt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { vacations } from '../../db/schema/vacations.ts';
import { fromScaled, toScaled } from '../catalog/decimal.ts';
import { allowanceOf } from '../vacations/types.ts';
import type { VacationHoursRow } from './repository.ts';

// Allowance, used and remaining hours of a user's year (GET /user-vacation-hours/remainings). Used hours are the
// accepted, modified and pending requests starting in that year, each deducted from the allowance its type uses
// (vacations/types.ts). Exact decimals: sums of scaled integers, never floats.

/** Statuses whose hours are spent: a pending request holds its hours until decided, a rejected one never. */
export const SPENDING_STATUSES = ['accepted', 'modified', 'pending'] as const;

export type Remainings = {
  user_id: number;
  year: number;
  vacation_hours: string;
  permission_hours: string;
  used_vacation_hours: string;
  used_permission_hours: string;
  remaining_vacation_hours: string;
  remaining_permission_hours: string;
};

/** `exceptId`: leave one request out (the one being changed, so its own hours are not counted twice). */
export async function remainingsOf(db: Db, tenantId: number, record: VacationHoursRow, exceptId?: number): Promise<Remainings> {
  const spent = await db
    .select({ type: vacations.type, typeDescription: vacations.typeDescription, hours: vacations.hours })
    .from(vacations)
    .where(
      and(
        eq(vacations.tenantId, tenantId),
        eq(vacations.userId, record.userId),
        inArray(vacations.status, [...SPENDING_STATUSES]),
        gte(vacations.start, `${record.year}-01-01 00:00:00`),
        lt(vacations.start, `${record.year + 1}-01-01 00:00:00`),
        exceptId !== undefined ? ne(vacations.id, exceptId) : undefined,
      ),
    );
  let usedVacation = 0n;
  let usedPermission = 0n;
  for (const v of spent) {
    const allowance = allowanceOf(v.type, v.typeDescription);
    if (allowance === 'vacation') usedVacation += toScaled(v.hours, 2);
    else if (allowance === 'permission') usedPermission += toScaled(v.hours, 2);
  }
  // Ex-holiday hours (ex-festività) are taken like vacation hours, so they add to that allowance.
  const vacationAllowance = toScaled(record.vacationHours, 2) + toScaled(record.exHolidayHours, 2);
  const permissionAllowance = toScaled(record.permissionHours, 2);
  return {
    user_id: record.userId,
    year: record.year,
    vacation_hours: fromScaled(vacationAllowance, 2),
    permission_hours: fromScaled(permissionAllowance, 2),
    used_vacation_hours: fromScaled(usedVacation, 2),
    used_permission_hours: fromScaled(usedPermission, 2),
    remaining_vacation_hours: fromScaled(vacationAllowance - usedVacation, 2),
    remaining_permission_hours: fromScaled(permissionAllowance - usedPermission, 2),
  };
}
