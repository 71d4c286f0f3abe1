/** Adding recipients does not ask them to confirm by e-mail unless requested (spec §7, §9). */
export const NEWSLETTER_CONFIRM_EMAIL_DEFAULT = false;

/** Field ids of the external mailing service for the recipient data we send (spec §3). */
export const MAILING_FIELD_IDS = {
  firstName: 1,
  lastName: 2,
  businessName: 3,
  country: 8,
} as const;
