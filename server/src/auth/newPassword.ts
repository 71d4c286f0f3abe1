import { password as passwordRule } from '../../../src/domain/validation/password.ts';
import type { FieldErrors } from '../contract/fieldErrors.ts';
import { fieldParam, message } from '../i18n/message.ts';
import { PASSWORD_RULE_MESSAGE } from './passwordMessage.ts';

/**
 * Checks a new password and its confirmation with the same rule the app uses (src/domain), after the contract's
 * pattern has already run: both sides must agree even if the contract is loosened.
 */
export function newPasswordErrors(password: string, confirmation: string): FieldErrors | null {
  const errors: FieldErrors = {};
  if (passwordRule(password) !== null) errors.password = [PASSWORD_RULE_MESSAGE];
  if (password !== confirmation) (errors.password ??= []).push(message('validation.confirmed', { field: fieldParam('password') }));
  return Object.keys(errors).length > 0 ? errors : null;
}
