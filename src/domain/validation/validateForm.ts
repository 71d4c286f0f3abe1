import type { Rule } from './rule.ts';
import type { RuleFailure } from './ruleFailure.ts';

/** Rules per field, run in order. */
export type FormSchema<Field extends string> = { readonly [K in Field]?: readonly Rule[] };

/** Failures per field; a field without failures is left out, so `{}` means valid. */
export type FormErrors<Field extends string> = { [K in Field]?: readonly RuleFailure[] };

/**
 * Runs every rule of every field and keeps every failure, as Laravel does, so the client can show the
 * same list the server would answer with in a 422.
 */
export const validateForm = <Values extends Readonly<Record<string, unknown>>>(
  schema: FormSchema<Extract<keyof Values, string>>,
  values: Values,
): FormErrors<Extract<keyof Values, string>> => {
  const errors: FormErrors<Extract<keyof Values, string>> = {};
  for (const field of Object.keys(schema) as Extract<keyof Values, string>[]) {
    const rules: readonly Rule[] = schema[field] ?? [];
    const failures = rules
      .map((rule) => rule(values[field], { field, values }))
      .filter((failure): failure is RuleFailure => failure !== null);
    if (failures.length > 0) errors[field] = failures;
  }
  return errors;
};

export const isValidForm = (errors: Readonly<Record<string, readonly RuleFailure[] | undefined>>): boolean =>
  Object.values(errors).every((failures) => failures === undefined || failures.length === 0);
