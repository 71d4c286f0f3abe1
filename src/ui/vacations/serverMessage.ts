import type { TFunction } from 'i18next';
import type { ApiError } from '../../api/errors.ts';
import { NO_VACATION_HOURS_MESSAGE, NO_WORKING_HOURS_MESSAGE, NOT_VALID_MESSAGE } from '../../domain/vacationMessages.ts';
import { errorTagOf } from '../../machines/generic/errorTag.ts';
import { errorTagText } from '../components/messageText.ts';

// The contract's exact vacation messages in the app's language; other refusals (overlap, remaining hours) are
// shown as the server words them, with the figures it gives.

const KNOWN: Readonly<Record<string, string>> = {
  [NO_VACATION_HOURS_MESSAGE]: 'errors:vacations.vacationHoursNotSet',
  [NO_WORKING_HOURS_MESSAGE]: 'errors:vacations.workingHoursNotSet',
  [NOT_VALID_MESSAGE]: 'errors:vacations.invalidData',
};

export const vacationErrorText = (t: TFunction, error: ApiError): string => {
  if (error._tag !== 'Invalid' && error._tag !== 'Forbidden') return errorTagText(t, errorTagOf(error));
  const key = KNOWN[error.message];
  return key ? t(key) : error.message;
};
