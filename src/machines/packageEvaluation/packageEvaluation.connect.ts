import type { ErrorTag } from '../generic/errorTag.ts';
import { refusalOf, type PackageEvaluationContext, type PackageEvaluationEvent, type Refusal } from './packageEvaluation.machine.ts';

// What the evaluation panel shows, from a snapshot alone (DESIGN.md §6): the controls follow what the chart would
// take (`snapshot.can`) and the reasons it gives (`refusalOf`), never a rule redone in the view. Pure: no React.

type Snapshot = {
  readonly context: PackageEvaluationContext;
  readonly value: unknown;
  can: (event: PackageEvaluationEvent) => boolean;
};

const BUSY: readonly unknown[] = ['evaluating', 'removing', 'showingSheets', 'acknowledging'];

export type PackageEvaluationView = {
  /** The resting or working state, for the line that says where the package stands. */
  readonly state: string;
  /**
   * Whether that line is shown: not to the person evaluated while their ratings are hidden, since it is read from the
   * ratings this user receives (none then) and said "some goals are still to be rated" of a fully rated package.
   */
  readonly showsState: boolean;
  /** A call is on its way: the controls wait. */
  readonly busy: boolean;
  readonly canRate: boolean;
  readonly canRemove: boolean;
  readonly canShowSheets: boolean;
  readonly canAcknowledge: boolean;
  /** The confirmation before making the year's sheets visible is open (and `showingSheets` while its call runs). */
  readonly confirmingSheets: boolean;
  readonly showingSheets: boolean;
  /** Why this user rates nothing here, when it is who they are (not the sheet being frozen). */
  readonly rateRefusal: Extract<Refusal, 'ownPackage' | 'notEvaluator'> | null;
  /** The person evaluated, before their sheet is visible: their ratings are hidden until then. */
  readonly hiddenUntilVisible: boolean;
  readonly errorTag: ErrorTag | null;
};

export const connectPackageEvaluation = (snapshot: Snapshot): PackageEvaluationView => {
  const { context } = snapshot;
  const state = String(snapshot.value);
  const rate = refusalOf(context, 'rate');
  const hiddenUntilVisible = refusalOf(context, 'acknowledge') === 'notVisible';
  return {
    state,
    showsState: !hiddenUntilVisible,
    busy: BUSY.includes(state),
    // Ids do not matter to the guards: they ask whether this user may rate this package now.
    canRate: snapshot.can({ type: 'evaluation.add', goalId: 0, ratingId: 0 }),
    canRemove: snapshot.can({ type: 'evaluation.remove', evaluationId: 0 }),
    canShowSheets: snapshot.can({ type: 'sheets.show' }),
    canAcknowledge: snapshot.can({ type: 'acknowledge' }),
    confirmingSheets: state === 'confirmingSheets' || state === 'showingSheets',
    showingSheets: state === 'showingSheets',
    rateRefusal: rate === 'ownPackage' || rate === 'notEvaluator' ? rate : null,
    hiddenUntilVisible,
    errorTag: context.errorTag,
  };
};
