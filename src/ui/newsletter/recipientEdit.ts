import type { NewsletterRecipient, NewsletterRecipientUpdate } from '../../api/newsletter.ts';
import { MAILING_FIELD_IDS } from '../../domain/constants/newsletter.ts';

// The recipient's data a person corrects after adding it (spec §3's mailing fields: first name 1, last name 2,
// business name 3, country 8). The edit sends only what changed, so saving unchanged changes nothing and a field the
// dialog leaves alone is never blanked; the address and the consent are not the dialog's (a new address is a new
// recipient, with its own confirmation).

export type RecipientEditValues = { readonly firstName: string; readonly lastName: string; readonly businessName: string; readonly country: string | null };

type FieldKey = keyof typeof MAILING_FIELD_IDS;

const fieldOf = (recipient: Pick<NewsletterRecipient, 'Fields'>, key: FieldKey): string => recipient.Fields.find((field) => field.Id === MAILING_FIELD_IDS[key])?.Value ?? '';

export const recipientEditValues = (recipient: NewsletterRecipient): RecipientEditValues => ({
  firstName: fieldOf(recipient, 'firstName'),
  lastName: fieldOf(recipient, 'lastName'),
  businessName: fieldOf(recipient, 'businessName'),
  country: fieldOf(recipient, 'country') || null,
});

/** The body of PUT …/recipients/{id}: the changed fields (an emptied one as ''), and the name when first or last name changed. */
export const recipientChanges = (recipient: NewsletterRecipient, values: RecipientEditValues): NewsletterRecipientUpdate => {
  const before = recipientEditValues(recipient);
  const after = { firstName: values.firstName.trim(), lastName: values.lastName.trim(), businessName: values.businessName.trim(), country: values.country ?? '' };
  const keys: readonly FieldKey[] = ['firstName', 'lastName', 'businessName', 'country'];
  const fields = keys.filter((key) => after[key] !== (before[key] ?? '')).map((key) => ({ Id: MAILING_FIELD_IDS[key], Value: after[key] }));
  const nameChanged = after.firstName !== before.firstName || after.lastName !== before.lastName;
  const name = `${after.firstName} ${after.lastName}`.trim();
  return { ...(nameChanged ? { Name: name === '' ? null : name } : {}), ...(fields.length > 0 ? { Fields: fields } : {}) };
};

/** Who the recipient is, for the list: the name (or first and last name) and the company, when known. */
export const recipientWho = (recipient: NewsletterRecipient): { readonly name: string | null; readonly company: string | null } => {
  const joined = `${fieldOf(recipient, 'firstName')} ${fieldOf(recipient, 'lastName')}`.trim();
  const name = recipient.Name?.trim() || joined;
  const company = fieldOf(recipient, 'businessName').trim();
  return { name: name === '' ? null : name, company: company === '' ? null : company };
};

export const recipientCountry = (recipient: NewsletterRecipient): string | null => fieldOf(recipient, 'country') || null;
