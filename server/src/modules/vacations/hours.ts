import type { Db } from '../../db/client.ts';
import type { Failure } from '../../http/failure.ts';
import { schedulesOf } from '../vacationHours/repository.ts';
import { workingDuration, yearsOf, type Duration } from './duration.ts';
import { durationFailure } from './messages.ts';

/** Working duration of a user's period from their schedules of the years it touches, or the contract's 422. */
export async function durationFor(db: Db, tenantId: number, userId: number, start: string, end: string): Promise<Duration | Failure> {
  const schedules = await schedulesOf(db, tenantId, userId, end > start ? yearsOf(start, end) : []);
  const d = workingDuration(start, end, schedules);
  return typeof d === 'string' ? durationFailure(d) : d;
}
