import type { Db } from '../../db/client.ts';
import { invalid, type Failure } from '../../http/handler.ts';
import type { Body } from '../../http/operationTypes.ts';
import { goalWeights, packageOfYear, userExists, type AssignedGoal, type PackageFields } from './repository.ts';
import type { FieldErrors } from '../../contract/fieldErrors.ts';
import { message } from '../../i18n/message.ts';
import { selectedInvalid } from '../recordMessages.ts';

// PackageInput → columns and assigned goals. Unknown users or goals, a goal given twice and a period ending
// before it starts answer 422. On create the evaluator defaults to the signed-in user and a weight to the goal's own;
// on update what the body leaves out keeps its value (the edit form shows neither the evaluator nor the weights,
// and saving it must not hand the package to whoever saves nor reset a weight).

/** The package as it is, for an update: its evaluator and each assigned goal's weight. */
export type CurrentPackage = { readonly id: number; readonly userId: number; readonly evaluatorId: number; readonly weights: ReadonlyMap<number, string> };

export async function packageInput(
  db: Db,
  tenantId: number,
  signedInUserId: number,
  body: Body<'createPackage'>,
  current?: CurrentPackage,
): Promise<{ fields: PackageFields; assigned: AssignedGoal[] } | Failure> {
  const errors: FieldErrors = {};
  const evaluatorId = body.evaluator_id ?? current?.evaluatorId ?? signedInUserId;
  if (!(await userExists(db, tenantId, body.user_id))) errors.user_id = [selectedInvalid('user_id')];
  if (!(await userExists(db, tenantId, evaluatorId))) errors.evaluator_id = [selectedInvalid('evaluator_id')];
  // Nobody rates their own goals (ratingRefusal): a package whose evaluator is the person evaluated could never be
  // rated by its evaluator. Refused when made so (an empty evaluator means the signed-in user, who may be the person);
  // a package stored that way before stays editable.
  const unchanged = current !== undefined && current.userId === body.user_id && current.evaluatorId === evaluatorId;
  if (evaluatorId === body.user_id && !unchanged) errors.evaluator_id = [message('packages.evaluatorIsEvaluated')];
  // One package per person and year: the year's sheets are published together (visible_annual), and a second package
  // would split the person's goals and weights (each package must total 100 %) across two sheets of the same year.
  if (errors.user_id === undefined) {
    const existing = await packageOfYear(db, tenantId, body.user_id, body.year, current?.id ?? null);
    if (existing) errors.user_id = [message('packages.personYearTaken', { year: String(body.year), id: existing.id })];
  }
  if (body.period_end < body.period_start) errors.period_end = [message('packages.periodEndBeforeStart')];
  const weights = await goalWeights(
    db,
    tenantId,
    body.goals.map((g) => g.goal_id),
  );
  const seen = new Set<number>();
  body.goals.forEach((g, i) => {
    if (!weights.has(g.goal_id)) errors[`goals.${i}.goal_id`] = [selectedInvalid('goal_id')];
    else if (seen.has(g.goal_id)) errors[`goals.${i}.goal_id`] = [message('packages.goalTwice')];
    seen.add(g.goal_id);
  });
  if (Object.keys(errors).length > 0) return invalid(errors);
  return {
    fields: { userId: body.user_id, evaluatorId, year: body.year, periodStart: body.period_start, periodEnd: body.period_end },
    assigned: body.goals.map((g) => ({ goalId: g.goal_id, weight: g.weight ?? current?.weights.get(g.goal_id) ?? weights.get(g.goal_id) ?? '0' })),
  };
}
