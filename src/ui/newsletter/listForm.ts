import type { NewsletterList, NewsletterListInput } from '../../api/newsletter.ts';
import { email } from '../../domain/validation/email.ts';
import { required } from '../../domain/validation/required.ts';
import type { FormSchema } from '../../domain/validation/validateForm.ts';

/** What the list form edits. */
export type ListFormValues = { name: string; description: string; ownerEmail: string; notes: string; business: boolean; customer: boolean };

export const emptyList: ListFormValues = { name: '', description: '', ownerEmail: '', notes: '', business: false, customer: true };

export const listToValues = (list: NewsletterList): ListFormValues => ({
  name: list.Name,
  description: list.Description ?? '',
  ownerEmail: list.OwnerEmail ?? '',
  notes: list.Notes ?? '',
  business: list.Business ?? false,
  customer: list.Customer ?? true,
});

const blankToNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

/** MailUp's PascalCase body, sent as written. */
export const listBody = (values: ListFormValues): NewsletterListInput => ({
  Name: values.name.trim(),
  Description: blankToNull(values.description),
  OwnerEmail: blankToNull(values.ownerEmail),
  Notes: blankToNull(values.notes),
  Business: values.business,
  Customer: values.customer,
});

export const listRules: FormSchema<keyof ListFormValues> = { name: [required], ownerEmail: [email] };
