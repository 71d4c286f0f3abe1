import { and, eq, inArray } from 'drizzle-orm';
import { users } from '../schema/core.ts';
import { samples, sampleEvents } from '../schema/samples.ts';
import { vacations } from '../schema/vacations.ts';
import { holdersOf, notifyUsers } from '../../modules/notifications/repository.ts';
import type { ModuleSeeder } from './context.ts';

// The bell's first content, derived from the seeded records as the live events would have written it: each pending
// leave request waits for its approvers, each sample not yet decided for those who approve samples. Tenants differ as
// their records do (cantiere has the vacations module switched off, so no leave requests). The params are those of
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
    // Every sample still waiting for a decision, a draft or one department's decision in: the live workflow asked
    // its approvers when it was created (its author excepted) and a first decision resolves nothing.
    const waiting = await db
      .select({ id: samples.id, number: samples.number, authorId: sampleEvents.userId, author: users.name })
      .from(samples)
      .leftJoin(sampleEvents, and(eq(sampleEvents.tenantId, samples.tenantId), eq(sampleEvents.sampleId, samples.id), eq(sampleEvents.kind, 'created')))
      .leftJoin(users, eq(users.id, sampleEvents.userId))
      .where(and(eq(samples.tenantId, t.id), inArray(samples.status, ['draft', 'in_evaluation'])))
      .orderBy(samples.id);
    for (const s of waiting) {
      const approvers = await holdersOf(db, t.id, 'samples.approve', s.authorId === null ? [] : [s.authorId]);
      await notifyUsers(db, t.id, approvers, { kind: 'sample.pending', recordType: 'sample', recordId: s.id, params: { actor: s.author, label: s.number } }, t.now);
    }
  },
};
