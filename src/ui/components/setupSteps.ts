import type { SetupState, SetupStep } from '../../api/setup.ts';

// The first-run checklist's steps as the screen shows them: where each is done, and what the tenant already has.

export type ChecklistStep = Exclude<SetupStep, 'finished'>;

export type StepView = {
  readonly step: ChecklistStep;
  /** The screen where the step is done. */
  readonly href: string;
  readonly done: boolean;
  readonly doneAt: string | null;
  /** The tenant already shows signs of the step (e.g. a P. IVA in Settings → Company). */
  readonly looksDone: boolean;
};

const WHERE: Readonly<Record<ChecklistStep, string>> = {
  identity: '/settings/company',
  workspace: '/settings/workspace',
  colleagues: '/users/create',
  dashboard: '/dashboard',
};

export function stepViews(state: SetupState): readonly StepView[] {
  return state.steps
    .filter((s): s is typeof s & { step: ChecklistStep } => s.step !== 'finished')
    .map((s) => ({
      step: s.step,
      href: WHERE[s.step],
      done: s.done,
      doneAt: s.doneAt,
      looksDone: s.step === 'identity' ? state.hints.identityHasVatNumber : s.step === 'colleagues' ? state.hints.users > 1 : false,
    }));
}

/** Share of the steps done, 0–100. */
export const progressOf = (steps: readonly StepView[]): number => (steps.length === 0 ? 100 : Math.round((100 * steps.filter((s) => s.done).length) / steps.length));
