import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { relatedUsers } from '../../db/schema/core.ts';
import { tasks } from '../../db/schema/tasks.ts';
import type { AuthUser } from '../../http/context.ts';
import { isAdministrator } from '../calendars/access.ts';
import { hasStatus } from './statusFilter.ts';

// Who sees which running task (contract listRunningTasks): the tasks the user started or is assigned to; a team
// leader (a user with related users, spec §6) also those of the team; administrators all of them.

export async function runningScope(db: Db, tenantId: number, user: AuthUser): Promise<SQL | undefined> {
  const started = hasStatus('started');
  if (isAdministrator(user)) return started;
  const team = await db
    .select({ id: relatedUsers.memberId })
    .from(relatedUsers)
    .where(and(eq(relatedUsers.tenantId, tenantId), eq(relatedUsers.leaderId, user.id)));
  const people = [user.id, ...team.map((t) => t.id)];
  return and(started, or(inArray(tasks.startedBy, people), inArray(tasks.assigneeId, people)));
}
