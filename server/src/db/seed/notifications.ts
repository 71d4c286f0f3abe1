import { and, eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { users } from '../schema/core.ts';
import { samples, sampleEvents } from '../schema/samples.ts';
import { vacations } from '../schema/vacations.ts';
import { holdersOf, notifyUsers, resolveNotifications } from '../../modules/notifications/repository.ts';
import { asApproval, deriveSampleStatus, type ApprovalStatus } from '../../modules/samples/approval.ts';
import type { ModuleSeeder } from './context.ts';

// The bell's first content, derived from the seeded records as the live events would have written it: each pending
// leave request waits for its approvers, each sample not yet decided for those who approve samples. Tenants differ as
// their records do (cantiere has the vacations module switched off, so no leave requests). The params are those of
// events.ts's vacationParams, `all_day` included: without it the bell read a week of leave as 00:00 – 23:59.

/**
 * Who made a sample approved or denied: its decisions replayed in order, the last one that changed the derived status
 * into a decided one (a later decision of the other department leaves a denial denied and tells nobody).
 */
async function decidedBy(db: Db, tenantId: number, sampleId: number): Promise<{ userId: number | null; name: string | null } | null> {
  const decisions = await db
    .select({ userId: sampleEvents.userId, name: users.name, department: sampleEvents.department, status: sampleEvents.status })
    .from(sampleEvents)
    .leftJoin(users, eq(users.id, sampleEvents.userId))
    .where(and(eq(sampleEvents.tenantId, tenantId), eq(sampleEvents.sampleId, sampleId), eq(sampleEvents.kind, 'decision')))
    .orderBy(sampleEvents.at, sampleEvents.id);
  let technical: ApprovalStatus = 'pending';
  let sales: ApprovalStatus = 'pending';
  let status = deriveSampleStatus(technical, sales);
  let decider: { userId: number | null; name: string | null } | null = null;
  for (const d of decisions) {
    if (d.department === 'technical_direction') technical = asApproval(d.status ?? '');
    else sales = asApproval(d.status ?? '');
    const next = deriveSampleStatus(technical, sales);
    if (next !== status && (next === 'approved' || next === 'denied')) decider = { userId: d.userId, name: d.name };
    status = next;
  }
  return decider;
}

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
    // Every sample as the live workflow told of it: on creation its approvers (its author excepted) were asked; a
    // first decision resolves nothing; the decision that made it approved or denied resolved their entries (read) and
    // told its agent and author, unless they made it.
    const all = await db
      .select({ id: samples.id, number: samples.number, status: samples.status, agentId: samples.agentId, authorId: sampleEvents.userId, author: users.name })
      .from(samples)
      .leftJoin(sampleEvents, and(eq(sampleEvents.tenantId, samples.tenantId), eq(sampleEvents.sampleId, samples.id), eq(sampleEvents.kind, 'created')))
      .leftJoin(users, eq(users.id, sampleEvents.userId))
      .where(eq(samples.tenantId, t.id))
      .orderBy(samples.id);
    for (const s of all) {
      const approvers = await holdersOf(db, t.id, 'samples.approve', s.authorId === null ? [] : [s.authorId]);
      await notifyUsers(db, t.id, approvers, { kind: 'sample.pending', recordType: 'sample', recordId: s.id, params: { actor: s.author, label: s.number } }, t.now);
      if (s.status !== 'approved' && s.status !== 'denied') continue;
      await resolveNotifications(db, t.id, 'sample', s.id, 'sample.pending', t.now);
      const decider = await decidedBy(db, t.id, s.id);
      const to = [s.agentId, s.authorId].filter((id): id is number => id !== null && id !== (decider?.userId ?? null));
      await notifyUsers(db, t.id, to, { kind: 'sample.decided', recordType: 'sample', recordId: s.id, params: { actor: decider?.name ?? null, label: s.number, status: s.status } }, t.now);
    }
  },
};
