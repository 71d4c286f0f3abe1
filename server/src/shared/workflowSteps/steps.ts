import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { workflowSteps } from '../../db/schema/workflowSteps.ts';
import { userSummaries } from '../../modules/tasks/people.ts';

// The recorded moves of offers, packages, newsletter recipients and imports (issue 35 point 5; table workflow_steps).
// Each module writes its moves here with the same `db` (a transaction's) as the change itself, so a move that is
// refused or rolled back leaves no step; GETs only read.

/** The workflows whose moves this table keeps (registry ids of their statecharts). */
export type StepWorkflow = 'proposalSending' | 'packageEvaluation' | 'newsletterSubscription' | 'dataImport';

export type StepRecord = { readonly tenantId: number; readonly workflow: StepWorkflow; readonly key: string };

export type Move = { readonly status: string; readonly userId: number | null; readonly at: string; readonly note?: string | null };

export async function recordStep(db: Db, record: StepRecord, move: Move): Promise<void> {
  await db.insert(workflowSteps).values({ tenantId: record.tenantId, workflow: record.workflow, recordKey: record.key, status: move.status, userId: move.userId, at: move.at, note: move.note ?? null });
}

/** The status of the last recorded step, or null when none is. */
export async function lastRecordedStatus(db: Db, record: StepRecord): Promise<string | null> {
  const [row] = await db
    .select({ status: workflowSteps.status })
    .from(workflowSteps)
    .where(and(eq(workflowSteps.tenantId, record.tenantId), eq(workflowSteps.workflow, record.workflow), eq(workflowSteps.recordKey, record.key)))
    .orderBy(desc(workflowSteps.id))
    .limit(1);
  return row?.status ?? null;
}

/**
 * Records the move only when it changes the status last recorded (a status read again, or a write that left it as
 * it was, is no move). Answers whether a step was written.
 */
export async function recordStatusChange(db: Db, record: StepRecord, move: Move): Promise<boolean> {
  if ((await lastRecordedStatus(db, record)) === move.status) return false;
  await recordStep(db, record, move);
  return true;
}

/** The contract's WorkflowStep: the status after the move, when, who (null if unknown or deleted), what it was. */
export type PresentedStep = { status: string; at: string; user: { id: number; name: string; email: string; avatar_url: string | null } | null; note: string | null };

/** The record's steps, oldest first. */
export async function stepsOf(db: Db, record: StepRecord): Promise<PresentedStep[]> {
  const rows = await db
    .select()
    .from(workflowSteps)
    .where(and(eq(workflowSteps.tenantId, record.tenantId), eq(workflowSteps.workflow, record.workflow), eq(workflowSteps.recordKey, record.key)))
    .orderBy(asc(workflowSteps.id));
  const people = await userSummaries(
    db,
    record.tenantId,
    rows.map((row) => row.userId),
  );
  return rows.map((row) => ({ status: row.status, at: row.at, user: row.userId === null ? null : (people.get(row.userId) ?? null), note: row.note }));
}
