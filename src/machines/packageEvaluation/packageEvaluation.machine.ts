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

export type PackageEvaluationInput = {
  readonly facts: PackageFacts;
  readonly year: number;
  /** packages.update: may add and delete evaluations. */
  readonly canEvaluate: boolean;
  /** packages.management: may make the year's sheets visible. */
  readonly canManage: boolean;
  /** The signed-in user is the package's assignee: only they confirm the acknowledgement. */
  readonly isAssignee: boolean;
};

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

/**
 * A package's evaluation: draft (goals still to rate) → evaluated (every goal rated) → sheet visible (the year's
 * sheets made visible after a confirmation) → acknowledged (the assignee confirmed). Every call's failure goes back
 * to where it started with the error tag; the package's facts after each call decide where it stands (routing).
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
      canEvaluate: ({ context }) => context.canEvaluate,
      canManage: ({ context }) => context.canManage,
      isAssignee: ({ context }) => context.isAssignee,
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
    on: {
      'evaluation.add': {
        guard: 'canEvaluate',
        target: '.evaluating',
        actions: { type: 'storeEvaluation', params: ({ event }) => ({ evaluation: { goalId: event.goalId, ratingId: event.ratingId } }) },
      },
      'evaluation.remove': { guard: 'canEvaluate', target: '.removing', actions: { type: 'storeRemoval', params: ({ event }) => ({ evaluationId: event.evaluationId }) } },
    },
    states: {
      routing: {
        always: [
          { guard: 'isAcknowledged', target: 'acknowledged' },
          { guard: 'isSheetVisible', target: 'sheetVisible' },
          { guard: 'isFullyEvaluated', target: 'evaluated' },
          { target: 'draft' },
        ],
      },
      draft: {},
      evaluated: {
        on: { 'sheets.show': { guard: 'canManage', target: 'confirmingSheets' } },
      },
      confirmingSheets: {
        on: { 'sheets.confirm': 'showingSheets', 'sheets.cancel': 'evaluated' },
      },
      showingSheets: {
        invoke: {
          id: 'showSheets',
          src: 'showSheets',
          input: ({ context }) => ({ year: context.year }),
          onDone: { target: 'routing', actions: { type: 'storeFacts', params: ({ event }) => ({ facts: event.output }) } },
          onError: { target: 'evaluated', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
        },
      },
      sheetVisible: {
        on: { acknowledge: { guard: 'isAssignee', target: 'acknowledging' } },
      },
      acknowledging: {
        invoke: {
          id: 'confirmAcknowledgement',
          src: 'confirmAcknowledgement',
          onDone: { target: 'routing', actions: { type: 'storeFacts', params: ({ event }) => ({ facts: event.output }) } },
          onError: { target: 'sheetVisible', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
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
