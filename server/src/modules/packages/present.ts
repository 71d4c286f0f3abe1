import type { Db } from '../../db/client.ts';
import { presentMedia } from '../../media/store.ts';
import { tidy } from '../../../../src/domain/decimal.ts';
import { mediaByOwner, PACKAGE_MEDIA } from '../goals/attachments.ts';
import { ratedValues, type EvaluationRow, type RatingRow } from './evaluations.ts';
import { seesRatings, type PackageReader } from './privacy.ts';
import { goalsOf, userSummaries, type PackageRow, type UserSummary } from './repository.ts';
import { totalWeight, weightedScore } from './score.ts';

const unknownUser = (id: number): UserSummary => ({
  id,
  name: '',
  email: '',
  avatar_url: null,
});

export const presentRating = (r: RatingRow) => ({
  id: r.id,
  value: r.value,
  label: r.label,
  color: r.color,
});

export const presentEvaluation = (r: EvaluationRow, evaluator: UserSummary | undefined) => ({
  id: r.id,
  package_id: r.packageId,
  goal: { id: r.goalId, title: r.goalTitle },
  rating: presentRating(r.rating),
  score: r.score === null ? null : tidy(r.score),
  notes: r.notes,
  evaluator: evaluator ?? unknownUser(r.evaluatorId),
  created_at: r.createdAt,
  updated_at: r.updatedAt,
});

/** Evaluations with their evaluators loaded in one query. */
export async function presentEvaluations(db: Db, tenantId: number, rows: readonly EvaluationRow[]) {
  const people = await userSummaries(db, tenantId, [...new Set(rows.map((r) => r.evaluatorId))]);
  return rows.map((r) => presentEvaluation(r, people.get(r.evaluatorId)));
}

/**
 * Packages with their users, goals, media and weighted score (four queries for a whole page). The score is null for
 * the person evaluated until their sheet is visible (privacy.ts), and when nothing is rated.
 */
export async function presentPackages(db: Db, tenantId: number, reader: PackageReader, rows: readonly PackageRow[]) {
  const ids = rows.map((r) => r.id);
  const [goals, values, media, people] = await Promise.all([
    goalsOf(db, tenantId, ids),
    ratedValues(
      db,
      tenantId,
      ids.filter((_, i) => rows[i] !== undefined && seesRatings(rows[i], reader)),
    ),
    mediaByOwner(db, tenantId, PACKAGE_MEDIA, ids),
    userSummaries(db, tenantId, [...new Set(rows.flatMap((r) => [r.userId, r.evaluatorId]))]),
  ]);
  return rows.map((r) => {
    const assigned = goals.get(r.id) ?? [];
    const rated = values.get(r.id);
    return {
      id: r.id,
      user: people.get(r.userId) ?? unknownUser(r.userId),
      evaluator: people.get(r.evaluatorId) ?? unknownUser(r.evaluatorId),
      year: r.year,
      period_start: r.periodStart,
      period_end: r.periodEnd,
      status: r.status,
      goals: assigned.map((g) => ({
        id: g.goalId,
        title: g.title,
        weight: tidy(g.weight),
      })),
      total_weight: tidy(totalWeight(assigned.map((g) => g.weight))),
      weighted_score: rated
        ? weightedScore(
            assigned.map((g) => ({
              weight: g.weight,
              value: rated.get(g.goalId) ?? null,
            })),
          )
        : null,
      acknowledgement: {
        confirmed: r.acknowledgedAt !== null,
        confirmed_at: r.acknowledgedAt,
      },
      evaluation_sheet_visible: r.evaluationSheetVisible,
      media: (media.get(r.id) ?? []).map(presentMedia),
      created_at: r.createdAt,
      updated_at: r.updatedAt,
    };
  });
}
