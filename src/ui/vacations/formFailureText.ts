import type { TFunction } from 'i18next';
import type { ErrorTag, FieldErrors } from '../../machines/generic/errorTag.ts';
import { errorTagText } from '../components/messageText.ts';

/**
 * The form-level failure of the request form. The server puts its "whose hours" refusals on `user_id` ('Devi
 * impostare le ore di ferie del 2027'); when the form shows no person field (an operator asking for themselves, any
 * edit) that message has no field to sit under, and the generic "check the highlighted values" pointed at nothing:
 * the message itself is shown instead.
 */
export const vacationFormFailureText = (t: TFunction, formError: ErrorTag | null, fieldErrors: FieldErrors, personShown: boolean): string | null => {
  if (formError === null) return null;
  const unplaced = personShown ? [] : (fieldErrors['userId'] ?? []);
  return unplaced.length > 0 ? unplaced.join(' ') : errorTagText(t, formError);
};
