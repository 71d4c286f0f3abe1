import type { Package, PackageInput } from '../../api/packages.ts';
import { decimalForInput, parseDecimalInput } from '../../domain/numberFormat.ts';
import { afterOrEqual } from '../../domain/validation/dateOrder.ts';
import { required } from '../../domain/validation/required.ts';
import type { FormSchema } from '../../domain/validation/validateForm.ts';

/**
 * What the package form edits; the chosen goals are ids (as text, like every picker value), each with its weight in
 * this package as typed (a goal's own weight when first chosen). The evaluator rates the package; empty means the
 * signed-in user (the server's default).
 */
export type PackageFormValues = {
  userId: string | null;
  userName: string | null;
  evaluatorId: string | null;
  evaluatorName: string | null;
  year: string;
  periodStart: string | null;
  periodEnd: string | null;
  goalIds: readonly string[];
  weights: Readonly<Record<string, string>>;
};

export const emptyPackage = (year: number): PackageFormValues => ({
  userId: null,
  userName: null,
  evaluatorId: null,
  evaluatorName: null,
  year: String(year),
  periodStart: `${year}-01-01`,
  periodEnd: `${year}-12-31`,
  goalIds: [],
  weights: {},
});

export const packageToValues = (pkg: Package, language: string): PackageFormValues => ({
  userId: String(pkg.user.id),
  userName: pkg.user.name,
  evaluatorId: String(pkg.evaluator.id),
  evaluatorName: pkg.evaluator.name,
  year: String(pkg.year),
  periodStart: pkg.periodStart,
  periodEnd: pkg.periodEnd,
  goalIds: pkg.goals.map((goal) => String(goal.id)),
  weights: Object.fromEntries(pkg.goals.map((goal) => [String(goal.id), decimalForInput(goal.weight, language)])),
});

/** The weights travel as typed (validated first: see packageWeights.ts); a weight left empty takes the goal's own. */
export const packageBody = (values: PackageFormValues, language: string): PackageInput => ({
  userId: Number(values.userId),
  ...(values.evaluatorId === null ? {} : { evaluatorId: Number(values.evaluatorId) }),
  year: Number(values.year),
  periodStart: values.periodStart ?? '',
  periodEnd: values.periodEnd ?? '',
  goals: values.goalIds.map((id) => {
    const weight = parseDecimalInput(values.weights[id] ?? '', language);
    return weight === null ? { goalId: Number(id) } : { goalId: Number(id), weight };
  }),
});

/** Adds or removes one goal, keeping the order of choice. */
export const toggleGoal = (chosen: readonly string[], id: string, on: boolean): readonly string[] =>
  on ? (chosen.includes(id) ? chosen : [...chosen, id]) : chosen.filter((other) => other !== id);

export const packageRules: FormSchema<keyof PackageFormValues> = {
  userId: [required],
  year: [required],
  periodStart: [required],
  periodEnd: [required, afterOrEqual({ field: 'periodStart' })],
  goalIds: [required],
};
