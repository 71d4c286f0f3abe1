import { and, eq } from 'drizzle-orm';
import { users } from '../schema/core.ts';
import { samples } from '../schema/samples.ts';
import { vacations } from '../schema/vacations.ts';
import { holdersOf, notifyUsers } from '../../modules/notifications/repository.ts';
import type { ModuleSeeder } from './context.ts';

// The bell's first content, derived from the seeded records as the live events would have written it: each pending
// leave request waits for its approvers, each draft sample for those who approve samples. Tenants differ as their
// records do (cantiere has the vacations module switched off, so no leave requests). The params are those of
// events.ts's vacationParams, `all_day` included: without it the bell read a week of leave as 00:00 – 23:59.

export const seedNotificationsModule: ModuleSeeder = {
  name: 'notifications',
  async seed(db, t) {
    const pending = await db
      .select({ id: vacations.id, userId: vacations.userId, type: vacations.type, start: vacations.start, end: vacations.end, allDay: vacations.allDay, requester: users.name })
      .from(vacations)
      .innerJoin(users, eq(users.id, vacations.userId))
      .where(and(eq(vacations.tenantId, t.id), eq(vacations.status, 'pending')));
    for (const v of pending) {
      const approvers = await holdersOf(db, t.id, 'vacations.changeStatus', [v.userId]);
      await notifyUsers(db, t.id, approvers, { kind: 'vacation.pending', recordType: 'vacation', recordId: v.id, params: { actor: v.requester, requester: v.requester, type: v.type, start: v.start, end: v.end, all_day: v.allDay } }, t.now);
    }
    const drafts = await db
      .select({ id: samples.id, number: samples.number })
      .from(samples)
      .where(and(eq(samples.tenantId, t.id), eq(samples.status, 'draft')));
    const approvers = await holdersOf(db, t.id, 'samples.approve', []);
    for (const s of drafts) {
      await notifyUsers(db, t.id, approvers, { kind: 'sample.pending', recordType: 'sample', recordId: s.id, params: { actor: null, label: s.number } }, t.now);
    }
  },
};
