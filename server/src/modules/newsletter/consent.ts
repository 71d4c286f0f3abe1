import { conflict, type Failure } from '../../http/failure.ts';
import { message } from '../../i18n/message.ts';
import { isProviderFailure, type MailingProvider, type MailingRecipient, type ProviderFailure, type RecipientStatus } from '../../providers/mailing/provider.ts';

// Consent is the recipient's, not the office's (issue 30): adding an address that is already in the list or group
// changes nothing and says so; a PENDING recipient stays pending until they confirm through the mailing service; an
// unsubscribed recipient comes back only through a new confirmation e-mail (double opt-in), never silently.
// MailUp itself would subscribe anyone added again without ConfirmEmail (OPTIN) and overwrite their name and
// fields, so the rule lives here, in front of every provider.

/** Why an add is refused; the client words it in the reader's language from the code. */
export type ConsentRefusal = 'recipient_exists' | 'recipient_pending' | 'recipient_unsubscribed';

/** 409 with the refusal's code and the recipient's status, nothing written; the words from `newsletter.consent.<code>`. */
export const consentRefused = (code: ConsentRefusal, status: RecipientStatus): Failure => ({ ...conflict(message(`newsletter.consent.${code}`)), extra: { code, status } });

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The recipient with this address among the first page a search for it returns (searches match parts of addresses). */
const exact = (items: readonly MailingRecipient[], email: string): MailingRecipient | null => items.find((r) => sameAddress(r.Email, email)) ?? null;

const SEARCH = { pageNumber: 0, pageSize: 50 } as const;

/** The list's recipient with this address (any status), or null. */
export async function listMember(provider: MailingProvider, idList: number, email: string): Promise<MailingRecipient | null | ProviderFailure> {
  const page = await provider.listRecipients(idList, { ...SEARCH, search: email.trim() });
  return isProviderFailure(page) ? page : exact(page.Items, email);
}

/** The group's recipient with this address, or null. */
export async function groupMember(provider: MailingProvider, idGroup: number, email: string): Promise<MailingRecipient | null | ProviderFailure> {
  const page = await provider.groupRecipients(idGroup, { ...SEARCH, search: email.trim() });
  return isProviderFailure(page) ? page : exact(page.Items, email);
}

/**
 * Whether someone already in the list may be put into one of its groups, as they are: a subscribed or pending
 * recipient may (a pending one stays pending: only their own confirmation subscribes them); an unsubscribed one
 * only with a new confirmation e-mail.
 */
export function groupEntryRefusal(status: RecipientStatus, confirmEmail: boolean): ConsentRefusal | null {
  return status === 'OPTOUT' && !confirmEmail ? 'recipient_unsubscribed' : null;
}

/** Whether the provider must ask for a confirmation when the recipient joins a group: unless they already gave it. */
export const groupEntryNeedsConfirmation = (status: RecipientStatus): boolean => status !== 'OPTIN';

/** Whether an address already in the list may be added to it again: only an unsubscribed one, with a confirmation e-mail. */
export function listEntryRefusal(status: RecipientStatus, confirmEmail: boolean): ConsentRefusal | null {
  if (status === 'OPTOUT') return confirmEmail ? null : 'recipient_unsubscribed';
  return status === 'PENDING' ? 'recipient_pending' : 'recipient_exists';
}
