import { and, eq, gt, lt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { vacations } from '../../db/schema/vacations.ts';
import type { Failure } from '../../http/failure.ts';
import { beyondRemaining, overlapping } from './messages.ts';
import { toScaled } from '../../../../src/domain/decimal.ts';
import { leaveKindOf } from '../../../../src/domain/leaveKinds.ts';
import { remainingOfKind } from '../vacationHours/remainings.ts';
import { findVacationHoursOf } from '../vacationHours/repository.ts';

// Payroll rules of a request's period and hours (contract: createVacation, updateVacation). Checked inside the
// write's transaction so two requests sent together cannot both pass.

/** Tenant setting: '1' lets a request go beyond the remaining hours (contract SettingInput). */
export const ALLOW_NEGATIVE_BALANCE_KEY = 'vacations.allow_negative_balance';

/** The settings store JSON-like values: '1' may come back as the number 1. */
export const allowsNegativeBalance = (settings: ReadonlyMap<string, unknown>): boolean => {
  const v = settings.get(ALLOW_NEGATIVE_BALANCE_KEY);
  return v === '1' || v === 1 || v === true;
};

export type PeriodCheck = {
  readonly userId: number;
  readonly type: string;
  readonly typeDescription: string | null;
  readonly start: string;
  readonly end: string;
  readonly hours: string;
  /** The request being changed (left out of overlaps and balances). */
  readonly exceptId?: number;
};

/** Two requests of one person may not share a moment; rejected ones no longer hold their period. */
async function overlaps(db: Db, tenantId: number, c: PeriodCheck): Promise<boolean> {
  const [clash] = await db
    .select({ id: vacations.id })
    .from(vacations)
    .where(
      and(
        eq(vacations.tenantId, tenantId),
        eq(vacations.userId, c.userId),
        ne(vacations.status, 'rejected'),
        lt(vacations.start, c.end),
        gt(vacations.end, c.start),
        c.exceptId !== undefined ? ne(vacations.id, c.exceptId) : undefined,
      ),
    )
    .limit(1);
  return clash !== undefined;
}

/** The remaining hours of the kind the request consumes (on its first day) when it asks for more, else null. */
async function beyondBalance(db: Db, tenantId: number, c: PeriodCheck): Promise<string | null> {
  const kind = leaveKindOf(c.type, c.typeDescription);
  if (kind === null) return null;
  const record = await findVacationHoursOf(db, tenantId, c.userId, Number(c.start.slice(0, 4)));
  // Without a record the duration already answered 'You must set vacation hours'.
  if (!record) return null;
  const remaining = await remainingOfKind(db, tenantId, record, kind, c.start.slice(0, 10), c.exceptId);
  return toScaled(c.hours, 2) > toScaled(remaining, 2) ? remaining : null;
}

export async function periodFailure(db: Db, tenantId: number, c: PeriodCheck, allowNegative: boolean): Promise<Failure | null> {
  if (await overlaps(db, tenantId, c)) return overlapping();
  if (allowNegative) return null;
  const remaining = await beyondBalance(db, tenantId, c);
  if (remaining === null) return null;
  return beyondRemaining(c.hours, remaining);
}
