import type { TFunction } from 'i18next';
import { messageFor } from '../../domain/validation/messageFor.ts';
import type { FieldErrors } from '../../machines/generic/errorTag.ts';
import { formRules } from '../components/formRules.ts';
import { contactFailures } from './contactDrafts.ts';
import { profileRules, type ProfileFormValues } from './profileForm.ts';

/** The profile form's `validate`: the profile's own rules plus each contact row's (name required, e-mail format). */
export const profileValidation = (t: TFunction) => {
  const profileFieldErrors = formRules<ProfileFormValues>(t, profileRules);
  return (values: ProfileFormValues): FieldErrors => {
    const contacts = Object.entries(contactFailures(values.contacts)).map(([field, failures]) => [
      field,
      failures.map((failure) => {
        const message = messageFor(failure);
        return t(`${message.ns}:${message.key}`, message.params);
      }),
    ]);
    return { ...profileFieldErrors(values), ...Object.fromEntries(contacts) };
  };
};
