/** Spec §5: the one message for every way a new password can be too weak. */
export const PASSWORD_RULE_MESSAGE =
  'Password must contain a digit, a lower case letter, an upper case letter, a special character, and must be at least 8 characters long';

/** The contract schema whose failures are reported with PASSWORD_RULE_MESSAGE instead of the generic text. */
export const PASSWORD_SCHEMA = 'NewPassword';
