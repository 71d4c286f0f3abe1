/** The tenant settings of the mail sender (openapi: SettingInput). */
export const MAIL_SENDER_KEYS = { name: 'mail.from_name', address: 'mail.from_address', replyTo: 'mail.reply_to' } as const;

export type MailSenderValues = { name: string; address: string; replyTo: string };

// Enough to catch a typo before the server's own check (format: email): one @, something on each side, a dot after it.
const ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Field errors of the sender form: the two addresses, when given, must look like addresses. */
export const mailSenderErrors = (values: MailSenderValues, invalid: string): Readonly<Record<string, readonly string[]>> => {
  const errors: Record<string, readonly string[]> = {};
  if (values.address.trim() !== '' && !ADDRESS.test(values.address.trim())) errors['address'] = [invalid];
  if (values.replyTo.trim() !== '' && !ADDRESS.test(values.replyTo.trim())) errors['replyTo'] = [invalid];
  return errors;
};
