import { tidy } from '../../../../src/domain/decimal.ts';
import type { EvaluationRow, RatingRow } from './evaluations.ts';
import { presentRating } from './present.ts';
import type { PackageGoalRow, PackageRow, UserSummary } from './repository.ts';
import { totalWeight, weightedScore } from './score.ts';

export function evaluationSheet(
  pkg: PackageRow,
  people: { user: UserSummary; evaluator: UserSummary },
  goals: readonly PackageGoalRow[],
  evaluations: readonly EvaluationRow[],
  scale: readonly RatingRow[],
) {
  const byGoal = new Map(evaluations.map((e) => [e.goalId, e]));
  const lines = goals.map((g) => {
    const ev = byGoal.get(g.goalId);
    return {
      goal_id: g.goalId,
      title: g.title,
      weight: tidy(g.weight),
      target: g.target,
      measure: g.measure,
      rating: ev ? presentRating(ev.rating) : null,
      score: ev === undefined || ev.score === null ? null : tidy(ev.score),
      notes: ev?.notes ?? null,
      // The value the weighted score uses: the evaluation's score when given, else its rating's value.
      value: ev ? (ev.score ?? String(ev.rating.value)) : null,
    };
  });
  return {
    package_id: pkg.id,
    year: pkg.year,
    user: people.user,
    evaluator: people.evaluator,
    visible: pkg.evaluationSheetVisible,
    ratings: scale.map(presentRating),
    goals: lines.map(({ value: _value, ...line }) => line),
    total_weight: tidy(totalWeight(goals.map((g) => g.weight))),
    weighted_score: weightedScore(lines.map((l) => ({ weight: l.weight, value: l.value }))),
  };
}
