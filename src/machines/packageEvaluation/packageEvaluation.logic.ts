import { Effect } from 'effect';
import type { ApiClient } from '../../api/client.ts';
import type { ApiError } from '../../api/errors.ts';
import {
  confirmPackageAcknowledgment,
  createPackageEvaluation,
  deletePackageEvaluation,
  getPackage,
  listPackageEvaluations,
  listPackages,
  listRatings,
  makeAnnualSheetsVisible,
  type Evaluation,
  type Package,
  type Rating,
} from '../../api/packages.ts';
import { fromApiEffect } from '../generic/fromApiEffect.ts';
import { remoteValueLogic } from '../generic/remoteValue.logic.ts';
import { createPackageEvaluationMachine, type EvaluationRequest, type PackageFacts } from './packageEvaluation.machine.ts';

// The evaluation statechart bound to the API: each step's call, its notice, and the re-read of the package after
// it (the chart moves on from what the server says), given a client. The panel only renders and words the notices.

export const packageEvaluationMachine = createPackageEvaluationMachine();

/** Which notice a step's call earns, done or not (spec §8: '{0} created / not created', … 'made visible'). */
export type EvaluationNotice = 'created' | 'deleted' | 'madeVisible' | 'updated';

/** What the chart needs to know of a package, from the server's package and its evaluations. */
export const factsOf = (pkg: Package, evaluations: readonly Evaluation[]): PackageFacts => ({
  goals: pkg.goals.length,
  evaluated: new Set(evaluations.map((evaluation) => evaluation.goal.id)).size,
  sheetVisible: pkg.evaluationSheetVisible,
  acknowledged: pkg.acknowledgement.confirmed,
});

/**
 * What the confirmation named, held outside the chart and the view's render: the screen tells it how many unrated
 * packages the dialog listed, the call reads it when the confirmation is accepted.
 */
export const createUnratedConsent = () => {
  let named = 0;
  return {
    name: (count: number): void => {
      named = count;
    },
    includeUnrated: (): boolean => named > 0,
  };
};

export type PackageEvaluationDependencies = {
  readonly client: ApiClient;
  readonly packageId: number;
  /** The confirmation named packages still unrated: confirming it is the explicit consent the server asks for. */
  readonly includeUnrated: () => boolean;
  readonly onNotice: (notice: EvaluationNotice, done: boolean) => void;
  /** The evaluations as re-read after a call, for the rows the panel shows. */
  readonly onEvaluations: (evaluations: readonly Evaluation[]) => void;
};

export const createPackageEvaluationLogic = ({ client, packageId, includeUnrated, onNotice, onEvaluations }: PackageEvaluationDependencies) => {
  const noticed = <A>(notice: EvaluationNotice, call: Effect.Effect<A, ApiError>) =>
    call.pipe(
      Effect.tap(() => Effect.sync(() => onNotice(notice, true))),
      Effect.tapError(() => Effect.sync(() => onNotice(notice, false))),
    );
  const reread = Effect.map(Effect.all([getPackage(client, packageId), listPackageEvaluations(client, packageId)]), ([pkg, page]) => {
    onEvaluations(page.items);
    return factsOf(pkg, page.items);
  });
  const step = <A>(notice: EvaluationNotice, call: Effect.Effect<A, ApiError>): Effect.Effect<PackageFacts, ApiError> => Effect.flatMap(noticed(notice, call), () => reread);
  return packageEvaluationMachine.provide({
    actors: {
      addEvaluation: fromApiEffect((request: EvaluationRequest) => step('created', createPackageEvaluation(client, packageId, { goalId: request.goalId, ratingId: request.ratingId }))),
      removeEvaluation: fromApiEffect((request: { readonly evaluationId: number }) => step('deleted', deletePackageEvaluation(client, packageId, request.evaluationId))),
      showSheets: fromApiEffect((request: { readonly year: number }) => step('madeVisible', makeAnnualSheetsVisible(client, request.year, includeUnrated()))),
      confirmAcknowledgement: fromApiEffect((_: void) => step('updated', confirmPackageAcknowledgment(client, packageId))),
    },
  });
};

export type EvaluationSetup = { readonly evaluations: readonly Evaluation[]; readonly ratings: readonly Rating[] };

/** The package's evaluations and the rating scale, read once (per package) before the panel starts its chart. */
export const evaluationSetup = remoteValueLogic<EvaluationSetup, number>((client, packageId) =>
  Effect.map(Effect.all([listPackageEvaluations(client, packageId), listRatings(client)]), ([evaluations, ratings]) => ({ evaluations: evaluations.items, ratings: ratings.items })),
);

/**
 * The year's packages with goals still unrated (status `assigned`): the confirmation before making sheets visible
 * names them. No year (the confirmation is not open) asks nothing and answers none.
 */
export const unratedPackages = remoteValueLogic<readonly Package[], number | null>((client, year) =>
  year === null ? Effect.succeed([]) : Effect.map(listPackages(client, { year, status: 'assigned', pageSize: 100 }), (page) => page.items),
);
