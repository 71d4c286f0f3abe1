import type { TFunction } from 'i18next';
import type { Goal, GoalInput } from '../../api/goals.ts';
import { parseDecimalInput } from '../../domain/numberFormat.ts';
import { required } from '../../domain/validation/required.ts';
import type { FormSchema } from '../../domain/validation/validateForm.ts';
import type { FieldErrors } from '../../machines/generic/errorTag.ts';
import { decimalErrors, mergeFieldErrors } from '../components/decimalRules.ts';
import { formRules } from '../components/formRules.ts';

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

/** A goal as the form's starting values; `inputText` shows the weight as the reader types it ("12,5" in Italian, not "12.50"). */
export const goalToValues = (goal: Goal, inputText: (value: string) => string): GoalFormValues => ({
  title: goal.title,
  description: goal.description ?? '',
  category: goal.category ?? '',
  weight: inputText(goal.weight),
  target: goal.target ?? '',
  measure: goal.measure ?? '',
  year: String(goal.year),
});

const blankToNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

/** The weight as typed in `language` ("12,5" in Italian), sent as the wire's decimal string (checked first: goalValidate). */
export const goalBody = (values: GoalFormValues, language: string): GoalInput => ({
  title: values.title.trim(),
  description: blankToNull(values.description),
  category: blankToNull(values.category),
  weight: parseDecimalInput(values.weight, language) ?? values.weight.trim(),
  target: blankToNull(values.target),
  measure: blankToNull(values.measure),
  year: Number(values.year),
});

export const goalRules: FormSchema<keyof GoalFormValues> = {
  title: [required],
  weight: [required],
  year: [required],
};

/**
 * The goal form's checks: required fields, a weight that reads as a percentage in the reader's language (0–100, so
 * "150" says so instead of the server's "format is not valid") and a whole year.
 */
export const goalValidate =
  (t: TFunction, language: string) =>
  (values: GoalFormValues): FieldErrors =>
    mergeFieldErrors(formRules<GoalFormValues>(t, goalRules)(values), decimalErrors(t, values, ['weight', 'year'], ['weight'], language, { whole: ['year'] }));
