import type { Goal, GoalInput } from '../../api/goals.ts';
import { required } from '../../domain/validation/required.ts';
import type { FormSchema } from '../../domain/validation/validateForm.ts';

/** What the goal form edits; numbers stay text until sent. */
export type GoalFormValues = {
  title: string;
  description: string;
  category: string;
  weight: string;
  target: string;
  measure: string;
  year: string;
};

export const emptyGoal = (year: number): GoalFormValues => ({ title: '', description: '', category: '', weight: '100', target: '', measure: '', year: String(year) });

export const goalToValues = (goal: Goal): GoalFormValues => ({
  title: goal.title,
  description: goal.description ?? '',
  category: goal.category ?? '',
  weight: goal.weight,
  target: goal.target ?? '',
  measure: goal.measure ?? '',
  year: String(goal.year),
});

const blankToNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

export const goalBody = (values: GoalFormValues): GoalInput => ({
  title: values.title.trim(),
  description: blankToNull(values.description),
  category: blankToNull(values.category),
  weight: values.weight.trim().replace(',', '.'),
  target: blankToNull(values.target),
  measure: blankToNull(values.measure),
  year: Number(values.year),
});

export const goalRules: FormSchema<keyof GoalFormValues> = {
  title: [required],
  weight: [required],
  year: [required],
};
