import type { TFunction } from 'i18next';
import type { FieldErrors } from '../../machines/generic/errorTag.ts';
import { parseDecimalInput } from '../../domain/numberFormat.ts';

/** Optional rules of `decimalErrors` beyond decimals and percentages. */
export type DecimalFieldOptions = {
  /** Fields that take a whole number: anything else there (text that does not read, 1,5) says so. */
  readonly whole?: readonly string[];
  /** The key a field's error shows under where it is not the field's name (the server's 422 path, camelCased). */
  readonly keys?: Readonly<Record<string, string>>;
};

/**
 * Field errors for decimal fields whose text does not read as a non-negative number (`parseDecimalInput`), or, with
 * `percent`, lies outside 0–100, or, listed in `options.whole`, is not whole; blank fields are left to the
 * `required` rule. Merge with `formRules(...)` in a form's `validate`. Give the `language` the form's body reads its
 * numbers in, so that what passes here is what the body sends (read without it, a guess: an Italian "1.2.3"
 * passed, then read as nothing in Italian).
 */
export const decimalErrors = (
  t: TFunction,
  values: Readonly<Record<string, unknown>>,
  fields: readonly string[],
  percentFields: readonly string[] = [],
  language?: string,
  options: DecimalFieldOptions = {},
): FieldErrors => {
  const errors: Record<string, string[]> = {};
  for (const field of fields) {
    const text = values[field];
    if (typeof text !== 'string' || text.trim() === '') continue;
    const key = options.keys?.[field] ?? field;
    const whole = options.whole?.includes(field) === true;
    const parsed = parseDecimalInput(text, language);
    if (parsed === null || parsed.startsWith('-')) errors[key] = [t(whole ? 'ui:decimal.whole' : 'ui:decimal.invalid')];
    else if (whole && !/^\d+(\.0*)?$/.test(parsed)) errors[key] = [t('ui:decimal.whole')];
    else if (percentFields.includes(field) && !/^(100(\.0+)?|\d{1,2}(\.\d+)?)$/.test(parsed)) errors[key] = [t('ui:decimal.percent')];
  }
  return errors;
};

/** Two validations' errors together (a field keeps the messages of both). */
export const mergeFieldErrors = (a: FieldErrors, b: FieldErrors): FieldErrors => {
  const out: Record<string, string[]> = {};
  for (const [field, messages] of [...Object.entries(a), ...Object.entries(b)]) out[field] = [...(out[field] ?? []), ...(messages ?? [])];
  return out;
};
