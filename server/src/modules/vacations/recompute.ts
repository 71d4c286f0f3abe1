import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { vacations } from '../../db/schema/vacations.ts';
import { schedulesOf } from '../vacationHours/repository.ts';
import { workingDuration, yearsOf } from './duration.ts';
import { tenantHolidays } from './hours.ts';

// When the calendar a request's hours were computed on changes (the tenant's patron saint; a person's schedule), the
// pending requests are recomputed: they hold hours of a balance nobody has granted yet. Decided requests keep the
// hours they were decided on (payroll already counts them); the approver sees the difference on the request.

/** Recomputes the hours of the tenant's pending requests (of one person when `userId` is given); returns how many changed. */
export async function recomputePendingHours(db: Db, tenantId: number, now: string, userId?: number): Promise<number> {
  const pending = await db
    .select({ id: vacations.id, userId: vacations.userId, start: vacations.start, end: vacations.end, hours: vacations.hours })
    .from(vacations)
    .where(and(eq(vacations.tenantId, tenantId), eq(vacations.status, 'pending'), userId !== undefined ? eq(vacations.userId, userId) : undefined));
  const isHoliday = await tenantHolidays(db, tenantId);
  let changed = 0;
  for (const v of pending) {
    const d = workingDuration(v.start, v.end, await schedulesOf(db, tenantId, v.userId, yearsOf(v.start, v.end)), isHoliday);
    // A request whose schedule is gone keeps its hours: there is nothing better to put in their place.
    if (typeof d === 'string' || d.hours === v.hours || Number(d.hours) === Number(v.hours)) continue;
    await db.update(vacations).set({ hours: d.hours, updatedAt: now }).where(and(eq(vacations.tenantId, tenantId), eq(vacations.id, v.id)));
    changed++;
  }
  return changed;
}
