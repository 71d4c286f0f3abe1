import type { TFunction } from 'i18next';
import type { ApiError } from '../../../api/errors.ts';
import { errorTagOf } from '../../../machines/generic/errorTag.ts';
import { errorTagText } from '../messageText.ts';

// The server words its vacation refusals in the reader's language (catalogue `vacations.*` in
// locales/*/messages.json, the spec's fixed texts among them: "Devi impostare le ore di ferie"), with the figures it
// gives; they are shown as they come. Other failures get the app's text for their kind.

export const vacationErrorText = (t: TFunction, error: ApiError): string =>
  error._tag !== 'Invalid' && error._tag !== 'Forbidden' ? errorTagText(t, errorTagOf(error)) : error.message;
