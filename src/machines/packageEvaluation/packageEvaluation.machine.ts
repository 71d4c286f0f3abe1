import { assign, fromPromise, setup } from 'xstate';
import { errorTagOf, type ErrorTag } from '../generic/errorTag.ts';

/** What the chart needs to know of a package (the screen derives it from the server's answer). */
export type PackageFacts = {
  readonly goals: number;
  readonly evaluated: number;
  readonly sheetVisible: boolean;
  readonly acknowledged: boolean;
};

export type EvaluationRequest = { readonly goalId: number; readonly ratingId: number };

/** Who the signed-in user is to this package (the server applies the same rule: packages/privacy.ts). */
export type PackageRole = {
  /** The person evaluated: never rates their own goals; acknowledges their visible sheet. */
  readonly isAssignee: boolean;
  /** The package's evaluator: rates its goals. */
  readonly isEvaluator: boolean;
  /** Administrator or holder of packages.management: rates any package but their own, makes the year's sheets visible. */
  readonly canManage: boolean;
};

export type PackageEvaluationInput = PackageRole & { readonly facts: PackageFacts; readonly year: number };

export type PackageEvaluationContext = PackageEvaluationInput & {
  evaluation: EvaluationRequest | null;
  removal: number | null;
  errorTag: ErrorTag | null;
};

export type PackageEvaluationEvent =
  | { type: 'evaluation.add'; goalId: number; ratingId: number }
  | { type: 'evaluation.remove'; evaluationId: number }
  | { type: 'sheets.show' }
  | { type: 'sheets.confirm' }
  | { type: 'sheets.cancel' }
  | { type: 'acknowledge' };

const allEvaluated = (facts: PackageFacts) => facts.goals > 0 && facts.evaluated >= facts.goals;

/** Why a step is refused to this user on this package (null: allowed); the guards and the view read the same reasons. */
export type Refusal = 'ownPackage' | 'notEvaluator' | 'frozen' | 'notManager' | 'notAssignee' | 'notVisible' | 'alreadyAcknowledged';

export function refusalOf(context: PackageEvaluationInput, step: 'rate' | 'publish' | 'acknowledge'): Refusal | null {
  switch (step) {
    case 'rate':
      if (context.isAssignee) return 'ownPackage';
      if (!context.isEvaluator && !context.canManage) return 'notEvaluator';
      return context.facts.sheetVisible ? 'frozen' : null;
    case 'publish':
      if (!context.canManage) return 'notManager';
      return context.facts.sheetVisible ? 'frozen' : null;
    case 'acknowledge':
      if (!context.isAssignee) return 'notAssignee';
      if (!context.facts.sheetVisible) return 'notVisible';
      return context.facts.acknowledged ? 'alreadyAcknowledged' : null;
  }
}

/**
 * A package's evaluation, one way only (issue 30): assigned (goals still to rate) → rated (every goal rated) →
 * visible (the year's sheets made visible after a confirmation naming the packages still unrated) → acknowledged (the
 * person evaluated confirmed their sheet). Rating and deleting a rating happen only before the sheet is visible and
 * only for the evaluator or a manager, never the person evaluated: guarded transitions, so `snapshot.can()` tells
 * the view what is possible and `refusalOf` why not. A call the server refuses (403, 409, 422) or that fails goes
 * back to where the package stands, with the error's tag; the package's facts after each call decide where it
 * stands (routing), so nothing moves it backwards on the screen that the server did not.
 */
export const createPackageEvaluationMachine = () =>
  setup({
    types: { context: {} as PackageEvaluationContext, events: {} as PackageEvaluationEvent, input: {} as PackageEvaluationInput },
    actors: {
      addEvaluation: fromPromise<PackageFacts, EvaluationRequest>(async () => {
        throw new Error('addEvaluation must be provided by the screen');
      }),
      removeEvaluation: fromPromise<PackageFacts, { evaluationId: number }>(async () => {
        throw new Error('removeEvaluation must be provided by the screen');
      }),
      showSheets: fromPromise<PackageFacts, { year: number }>(async () => {
        throw new Error('showSheets must be provided by the screen');
      }),
      confirmAcknowledgement: fromPromise<PackageFacts, void>(async () => {
        throw new Error('confirmAcknowledgement must be provided by the screen');
      }),
    },
    guards: {
      isAcknowledged: ({ context }) => context.facts.acknowledged,
      isSheetVisible: ({ context }) => context.facts.sheetVisible,
      isFullyEvaluated: ({ context }) => allEvaluated(context.facts),
      mayRate: ({ context }) => refusalOf(context, 'rate') === null,
      canManage: ({ context }) => refusalOf(context, 'publish') === null,
      isAssignee: ({ context }) => refusalOf(context, 'acknowledge') === null,
    },
    actions: {
      storeFacts: assign((_, params: { facts: PackageFacts }) => ({ facts: params.facts, errorTag: null, evaluation: null, removal: null })),
      storeError: assign((_, params: { error: unknown }) => ({ errorTag: errorTagOf(params.error) })),
      storeEvaluation: assign((_, params: { evaluation: EvaluationRequest }) => ({ evaluation: params.evaluation, errorTag: null })),
      storeRemoval: assign((_, params: { evaluationId: number }) => ({ removal: params.evaluationId, errorTag: null })),
    },
  }).createMachine({
    id: 'packageEvaluation',
    context: ({ input }) => ({ ...input, evaluation: null, removal: null, errorTag: null }),
    initial: 'routing',
    states: {
      routing: {
        always: [
          { guard: 'isAcknowledged', target: 'acknowledged' },
          { guard: 'isSheetVisible', target: 'visible' },
          { guard: 'isFullyEvaluated', target: 'rated' },
          { target: 'assigned' },
        ],
      },
      assigned: {
        on: {
          'evaluation.add': {
            guard: 'mayRate',
            target: 'evaluating',
            actions: { type: 'storeEvaluation', params: ({ event }) => ({ evaluation: { goalId: event.goalId, ratingId: event.ratingId } }) },
          },
          'evaluation.remove': { guard: 'mayRate', target: 'removing', actions: { type: 'storeRemoval', params: ({ event }) => ({ evaluationId: event.evaluationId }) } },
          'sheets.show': { guard: 'canManage', target: 'confirmingSheets' },
        },
      },
      rated: {
        on: {
          'evaluation.remove': { guard: 'mayRate', target: 'removing', actions: { type: 'storeRemoval', params: ({ event }) => ({ evaluationId: event.evaluationId }) } },
          'sheets.show': { guard: 'canManage', target: 'confirmingSheets' },
        },
      },
      confirmingSheets: {
        on: { 'sheets.confirm': 'showingSheets', 'sheets.cancel': 'routing' },
      },
      showingSheets: {
        invoke: {
          id: 'showSheets',
          src: 'showSheets',
          input: ({ context }) => ({ year: context.year }),
          onDone: { target: 'routing', actions: { type: 'storeFacts', params: ({ event }) => ({ facts: event.output }) } },
          onError: { target: 'routing', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
        },
      },
      visible: {
        on: { acknowledge: { guard: 'isAssignee', target: 'acknowledging' } },
      },
      acknowledging: {
        invoke: {
          id: 'confirmAcknowledgement',
          src: 'confirmAcknowledgement',
          onDone: { target: 'routing', actions: { type: 'storeFacts', params: ({ event }) => ({ facts: event.output }) } },
          onError: { target: 'visible', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
        },
      },
      acknowledged: {},
      evaluating: {
        invoke: {
          id: 'addEvaluation',
          src: 'addEvaluation',
          input: ({ context }) => context.evaluation ?? { goalId: 0, ratingId: 0 },
          onDone: { target: 'routing', actions: { type: 'storeFacts', params: ({ event }) => ({ facts: event.output }) } },
          onError: { target: 'routing', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
        },
      },
      removing: {
        invoke: {
          id: 'removeEvaluation',
          src: 'removeEvaluation',
          input: ({ context }) => ({ evaluationId: context.removal ?? 0 }),
          onDone: { target: 'routing', actions: { type: 'storeFacts', params: ({ event }) => ({ facts: event.output }) } },
          onError: { target: 'routing', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
        },
      },
    },
  });

export type PackageEvaluationMachine = ReturnType<typeof createPackageEvaluationMachine>;
