import type { Package, PackageInput } from '../../api/packages.ts';
import { afterOrEqual } from '../../domain/validation/dateOrder.ts';
import { required } from '../../domain/validation/required.ts';
import type { FormSchema } from '../../domain/validation/validateForm.ts';

/** What the package form edits; the chosen goals are ids (as text, like every picker value). */
export type PackageFormValues = {
  userId: string | null;
  userName: string | null;
  year: string;
  periodStart: string | null;
  periodEnd: string | null;
  goalIds: readonly string[];
};

export const emptyPackage = (year: number): PackageFormValues => ({
  userId: null,
  userName: null,
  year: String(year),
  periodStart: `${year}-01-01`,
  periodEnd: `${year}-12-31`,
  goalIds: [],
});

export const packageToValues = (pkg: Package): PackageFormValues => ({
  userId: String(pkg.user.id),
  userName: pkg.user.name,
  year: String(pkg.year),
  periodStart: pkg.periodStart,
  periodEnd: pkg.periodEnd,
  goalIds: pkg.goals.map((goal) => String(goal.id)),
});

/** Each goal keeps its own default weight (the server applies it when none is sent). */
export const packageBody = (values: PackageFormValues): PackageInput => ({
  userId: Number(values.userId),
  year: Number(values.year),
  periodStart: values.periodStart ?? '',
  periodEnd: values.periodEnd ?? '',
  goals: values.goalIds.map((id) => ({ goalId: Number(id) })),
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
