import type { TFunction } from 'i18next';
import { messageFor } from '../../domain/validation/messageFor.ts';
import { validateForm, type FormSchema } from '../../domain/validation/validateForm.ts';
import type { FieldErrors } from '../../machines/generic/errorTag.ts';

/** A form's domain rules (src/domain/validation) as the form machine's `validate`: field → translated messages. */
export const formRules =
  <Values extends Readonly<Record<string, unknown>>>(t: TFunction, schema: FormSchema<Extract<keyof Values, string>>) =>
  (values: Values): FieldErrors =>
    Object.fromEntries(
      Object.entries(validateForm(schema, values)).map(([field, failures]) => [
        field,
        (failures ?? []).map((failure) => {
          const message = messageFor(failure);
          return t(`${message.ns}:${message.key}`, message.params);
        }),
      ]),
    );
