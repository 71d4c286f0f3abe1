import type { Db } from '../client.ts';
import { workflowSteps } from '../schema/workflowSteps.ts';
import type { StepWorkflow } from '../../shared/workflowSteps/steps.ts';

// Demo steps of offers, packages, recipients and imports (workflow_steps): the live view beside a demo record shows
// a past with who and when, as a record moved through the app would have.

/** A wall-clock `YYYY-MM-DD HH:mm:ss` some minutes after another (negative: before). */
export const minutesAfter = (at: string, minutes: number): string => new Date(Date.parse(`${at.replace(' ', 'T')}Z`) + minutes * 60_000).toISOString().slice(0, 19).replace('T', ' ');

export type DemoStep = { readonly status: string; readonly userId: number | null; readonly at: string; readonly note?: string | null };

export async function seedSteps(db: Db, tenantId: number, workflow: StepWorkflow, key: string | number, steps: readonly DemoStep[]): Promise<void> {
  if (steps.length === 0) return;
  await db.insert(workflowSteps).values(steps.map((step) => ({ tenantId, workflow, recordKey: String(key), status: step.status, userId: step.userId, at: step.at, note: step.note ?? null })));
}
