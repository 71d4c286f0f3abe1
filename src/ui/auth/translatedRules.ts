import type { TFunction } from 'i18next';
import type { FieldErrors } from '../../machines/generic/errorTag.ts';
import { validateForm, type FormSchema } from '../../domain/validation/validateForm.ts';
import { failureMessages } from './fieldMessages.ts';

/** The domain rules of a form as the form machine's `validate`: field → translated messages. */
export const translatedRules =
  <Values extends Readonly<Record<string, unknown>>>(t: TFunction, schema: FormSchema<Extract<keyof Values, string>>) =>
  (values: Values): FieldErrors =>
    Object.fromEntries(
      Object.entries(validateForm(schema, values)).map(([field, failures]) => [field, failureMessages(t, failures)]),
    );
