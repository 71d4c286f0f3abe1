import { message } from '../i18n/message.ts';

/** Spec §5: the one message for every way a new password can be too weak (the spec's English words, catalogue `auth.passwordRule`). */
export const PASSWORD_RULE_MESSAGE = message('auth.passwordRule');

/** The contract schema whose failures are reported with PASSWORD_RULE_MESSAGE instead of the generic text. */
export const PASSWORD_SCHEMA = 'NewPassword';
