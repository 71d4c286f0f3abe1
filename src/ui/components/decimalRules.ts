import type { TFunction } from 'i18next';
import type { FieldErrors } from '../../machines/generic/errorTag.ts';
import { parseDecimalInput } from '../../domain/numberFormat.ts';

/**
 * Field errors for decimal fields whose text does not read as a number (`parseDecimalInput`), or, with
 * `percent`, lies outside 0–100; blank fields are left to the `required` rule. Merge with `formRules(...)` in a
 * form's `validate`. Give the `language` the form's body reads its numbers in, so that what passes here is what
 * the body sends (read without it, a guess: an Italian "1.2.3" passed, then read as nothing in Italian).
 */
export const decimalErrors = (
  t: TFunction,
  values: Readonly<Record<string, unknown>>,
  fields: readonly string[],
  percentFields: readonly string[] = [],
  language?: string,
): FieldErrors => {
  const errors: Record<string, string[]> = {};
  for (const field of fields) {
    const text = values[field];
    if (typeof text !== 'string' || text.trim() === '') continue;
    const parsed = parseDecimalInput(text, language);
    if (parsed === null || parsed.startsWith('-')) errors[field] = [t('ui:decimal.invalid')];
    else if (percentFields.includes(field) && !/^(100(\.0+)?|\d{1,2}(\.\d+)?)$/.test(parsed)) errors[field] = [t('ui:decimal.percent')];
  }
  return errors;
};

/** Two validations' errors together (a field keeps the messages of both). */
export const mergeFieldErrors = (a: FieldErrors, b: FieldErrors): FieldErrors => {
  const out: Record<string, string[]> = {};
  for (const [field, messages] of [...Object.entries(a), ...Object.entries(b)]) out[field] = [...(out[field] ?? []), ...(messages ?? [])];
  return out;
};
