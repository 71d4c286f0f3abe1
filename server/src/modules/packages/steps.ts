import type { PresentedStep, StepRecord } from '../../shared/workflowSteps/steps.ts';

// A package's moves on its evaluation workflow (workflow_steps, issue 35): written by repository.ts's
// recordPackageMove with the move's transaction, the status read back after the move.

export const packageStep = (tenantId: number, id: number): StepRecord => ({ tenantId, workflow: 'packageEvaluation', key: String(id) });

/** Notes of the steps a rating made: hidden, with their statuses, from the person evaluated until their sheet is visible. */
const RATING_NOTES = new Set(['rating', 'ratingRemoved', 'edited']);

/**
 * The steps the reader may read: all, when they see the ratings; otherwise (the person evaluated, sheet hidden)
 * only the creation, so that the progress of their rating does not show before it is published.
 */
export const visibleSteps = (steps: readonly PresentedStep[], seesRatings: boolean): PresentedStep[] => (seesRatings ? [...steps] : steps.filter((step) => step.note !== null && !RATING_NOTES.has(step.note)));
