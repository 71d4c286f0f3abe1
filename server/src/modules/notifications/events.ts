import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { relatedUsers, users } from '../../db/schema/core.ts';
import { samples, sampleEvents } from '../../db/schema/samples.ts';
import { holdersOf, notifyUsers, resolveNotifications } from './repository.ts';

// Who is told what, per event (issue 22 point 4). Each function runs in the transaction of its event (the
// caller's `tx`), so a notification exists exactly when the event happened. Nobody is told of their own act.

export type Actor = { readonly id: number; readonly name: string };

async function nameOf(db: Db, tenantId: number, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ name: users.name })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
  return row?.name ?? null;
}

type VacationRef = { readonly id: number; readonly userId: number; readonly type: string; readonly start: string; readonly end: string; readonly allDay: boolean };

// `all_day`: a whole-day request's period reads as days (21/12 – 22/12), not as 00:00 – 23:59.
const vacationParams = (v: VacationRef, actor: Actor, requester: string | null) => ({ actor: actor.name, requester, type: v.type, start: v.start, end: v.end, all_day: v.allDay });

/**
 * A leave request waits for a decision (new, or put back to pending): the approvers (vacations.changeStatus) and the
 * requester's team leaders, but neither the requester nor whoever put it there.
 */
export async function vacationRequested(tx: Db, tenantId: number, v: VacationRef, actor: Actor, now: string): Promise<void> {
  const approvers = await holdersOf(tx, tenantId, 'vacations.changeStatus', [v.userId]);
  const leaders = await leadersOf(tx, tenantId, v.userId);
  const requester = await nameOf(tx, tenantId, v.userId);
  await notifyUsers(tx, tenantId, [...approvers, ...leaders].filter((id) => id !== v.userId && id !== actor.id), { kind: 'vacation.pending', recordType: 'vacation', recordId: v.id, params: vacationParams(v, actor, requester) }, now);
}

/**
 * A decided leave request back to pending (an approver undid the decision, or someone changed its period or type):
 * its approvers are asked again as for a new request, and the requester, unless they did it, hears that the leave they
 * counted on waits again (kind vacation.decided, status pending).
 */
export async function vacationReopened(tx: Db, tenantId: number, v: VacationRef, actor: Actor, now: string): Promise<void> {
  await vacationRequested(tx, tenantId, v, actor, now);
  if (v.userId === actor.id) return;
  await notifyUsers(tx, tenantId, [v.userId], { kind: 'vacation.decided', recordType: 'vacation', recordId: v.id, params: { ...vacationParams(v, actor, null), status: 'pending', note: null } }, now);
}

async function leadersOf(db: Db, tenantId: number, memberId: number): Promise<number[]> {
  const rows = await db
    .select({ id: relatedUsers.leaderId })
    .from(relatedUsers)
    .where(and(eq(relatedUsers.tenantId, tenantId), eq(relatedUsers.memberId, memberId)));
  return rows.map((r) => r.id);
}

/** What a decision says beyond its status: the approver's reason, and the period it replaced when it changed it. */
export type DecisionDetails = { readonly note: string | null; readonly previous: { readonly start: string; readonly end: string; readonly allDay: boolean } | null };

/**
 * A decision on a leave request (accepted, modified, rejected): the requester, unless they decided it. The text says
 * why (`note`) and, when the approver changed the period, old → new (`previous_start`/`previous_end` → `start`/`end`).
 * The approvers' "to decide" entries of the request are resolved (marked read) for all of them, whoever decided.
 * A request put back to pending waits again: its approvers are asked again as for a new request (their earlier
 * entries were resolved by the decision it undoes, so without a new one the bell would not ask anybody).
 */
export async function vacationDecided(tx: Db, tenantId: number, v: VacationRef, status: string, actor: Actor, now: string, details: DecisionDetails = { note: null, previous: null }): Promise<void> {
  if (status === 'pending') {
    await vacationReopened(tx, tenantId, v, actor, now);
    return;
  }
  await resolveNotifications(tx, tenantId, 'vacation', v.id, 'vacation.pending', now);
  if (v.userId === actor.id) return;
  const params = {
    ...vacationParams(v, actor, null),
    status,
    note: details.note,
    ...(details.previous ? { previous_start: details.previous.start, previous_end: details.previous.end, previous_all_day: details.previous.allDay } : {}),
  };
  await notifyUsers(tx, tenantId, [v.userId], { kind: 'vacation.decided', recordType: 'vacation', recordId: v.id, params }, now);
}

/**
 * A sample waits for approval (new, duplicated, or back in evaluation after a decision): those who may approve
 * samples, not whoever made it wait.
 */
export async function sampleWaiting(tx: Db, tenantId: number, sampleId: number, actor: Actor, now: string): Promise<void> {
  const [row] = await tx
    .select({ number: samples.number })
    .from(samples)
    .where(and(eq(samples.tenantId, tenantId), eq(samples.id, sampleId)));
  const approvers = await holdersOf(tx, tenantId, 'samples.approve', [actor.id]);
  await notifyUsers(tx, tenantId, approvers, { kind: 'sample.pending', recordType: 'sample', recordId: sampleId, params: { actor: actor.name, label: row?.number ?? null } }, now);
}

const DECIDED: ReadonlySet<string> = new Set(['approved', 'denied']);

/** Who a sample's outcome is told to: its agent and its author (who made it), never the one who acted. */
async function sampleAudience(tx: Db, tenantId: number, sampleId: number, agentId: number | null, actor: Actor): Promise<number[]> {
  const [created] = await tx
    .select({ userId: sampleEvents.userId })
    .from(sampleEvents)
    .where(and(eq(sampleEvents.tenantId, tenantId), eq(sampleEvents.sampleId, sampleId), eq(sampleEvents.kind, 'created')))
    .limit(1);
  return [...new Set([agentId, created?.userId ?? null])].filter((id): id is number => id !== null && id !== actor.id);
}

/**
 * An approved or denied sample waits again: a department re-evaluated its decision (back in evaluation) or someone
 * changed what was approved (a draft again). Its approvers are asked again, and its agent and author, who were told
 * of the outcome, hear that it no longer stands (kind sample.decided with the new status), as a leave request's
 * requester hears of a reopened request.
 */
export async function sampleReopened(tx: Db, tenantId: number, sampleId: number, actor: Actor, now: string): Promise<void> {
  await sampleWaiting(tx, tenantId, sampleId, actor, now);
  const [row] = await tx
    .select({ number: samples.number, status: samples.status, agentId: samples.agentId })
    .from(samples)
    .where(and(eq(samples.tenantId, tenantId), eq(samples.id, sampleId)));
  if (!row) return;
  const to = await sampleAudience(tx, tenantId, sampleId, row.agentId, actor);
  await notifyUsers(tx, tenantId, to, { kind: 'sample.decided', recordType: 'sample', recordId: sampleId, params: { actor: actor.name, label: row.number, status: row.status } }, now);
}

/**
 * A sample's overall status became approved or denied: its agent and its author, not the one who decided; the
 * approvers' "to decide" entries are resolved (marked read) for all of them. `before` is the overall status before
 * the decision (a second denial changes nothing to tell). A decided sample that a later decision sends back to
 * evaluation (a department re-evaluating a denial, say) waits again (sampleReopened).
 */
export async function sampleDecided(tx: Db, tenantId: number, sampleId: number, before: string, actor: Actor, now: string): Promise<void> {
  const [row] = await tx
    .select({ number: samples.number, status: samples.status, agentId: samples.agentId })
    .from(samples)
    .where(and(eq(samples.tenantId, tenantId), eq(samples.id, sampleId)));
  if (!row || row.status === before) return;
  if (!DECIDED.has(row.status)) {
    if (DECIDED.has(before)) await sampleReopened(tx, tenantId, sampleId, actor, now);
    return;
  }
  await resolveNotifications(tx, tenantId, 'sample', sampleId, 'sample.pending', now);
  const to = await sampleAudience(tx, tenantId, sampleId, row.agentId, actor);
  await notifyUsers(tx, tenantId, to, { kind: 'sample.decided', recordType: 'sample', recordId: sampleId, params: { actor: actor.name, label: row.number, status: row.status } }, now);
}

/** A task assigned to someone other than who assigned it (on create, or when the assignee changes). */
export async function taskAssigned(tx: Db, tenantId: number, task: { readonly id: number; readonly summary: string; readonly assigneeId: number | null }, actor: Actor, now: string): Promise<void> {
  if (task.assigneeId === null || task.assigneeId === actor.id) return;
  await notifyUsers(tx, tenantId, [task.assigneeId], { kind: 'task.assigned', recordType: 'task', recordId: task.id, params: { actor: actor.name, label: task.summary } }, now);
}

/**
 * A proposal's mail left (its agent is told, unless the agent sent it) or was not delivered (the sender and the
 * agent are told: it still has to reach the customer).
 */
export async function proposalSending(tx: Db, tenantId: number, proposal: { readonly id: number; readonly number: string; readonly agentId: number | null }, delivered: boolean, actor: Actor, now: string): Promise<void> {
  const to = delivered ? [proposal.agentId].filter((id): id is number => id !== null && id !== actor.id) : [actor.id, ...(proposal.agentId === null ? [] : [proposal.agentId])];
  await notifyUsers(tx, tenantId, to, { kind: delivered ? 'proposal.sent' : 'proposal.failed', recordType: 'proposal', recordId: proposal.id, params: { actor: actor.name, label: proposal.number } }, now);
}
