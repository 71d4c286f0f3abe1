import type { SetupState, SetupStep } from '../../api/setup.ts';

// The first-run checklist's steps as the screen shows them: where each is done, and what the tenant already has.

export type ChecklistStep = Exclude<SetupStep, 'finished'>;

export type StepView = {
  readonly step: ChecklistStep;
  /** The screen where the step is done. */
  readonly href: string;
  readonly done: boolean;
  /** Done without doing it: the import step marked done with nothing imported. */
  readonly skipped: boolean;
  /** Done by what the tenant did (an import), not by a mark: nothing to unmark. */
  readonly doneByWork: boolean;
  readonly doneAt: string | null;
  /** The tenant already shows signs of the step (e.g. a P. IVA in Settings → Company). */
  readonly looksDone: boolean;
};

const WHERE: Readonly<Record<ChecklistStep, string>> = {
  identity: '/settings/company',
  workspace: '/settings/workspace',
  colleagues: '/users/create',
  // `from=setup`: the import screen offers the way back here (BackToSetup).
  import: '/settings/import?from=setup',
  dashboard: '/dashboard',
};

export function stepViews(state: SetupState): readonly StepView[] {
  return state.steps
    .filter((s): s is typeof s & { step: ChecklistStep } => s.step !== 'finished')
    .map((s) => ({
      step: s.step,
      href: WHERE[s.step],
      done: s.done,
      skipped: s.step === 'import' && s.done && state.hints.imports === 0,
      doneByWork: s.step === 'import' && state.hints.imports > 0,
      doneAt: s.doneAt,
      looksDone: s.step === 'identity' ? state.hints.identityHasVatNumber : s.step === 'colleagues' ? state.hints.users > 1 : false,
    }));
}

/** Share of the steps done, 0–100. */
export const progressOf = (steps: readonly StepView[]): number => (steps.length === 0 ? 100 : Math.round((100 * steps.filter((s) => s.done).length) / steps.length));
