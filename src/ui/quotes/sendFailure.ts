import type { ErrorTag } from '../../machines/generic/errorTag.ts';

/**
 * The notice key for a failed send (spec §8): no e-mail address on the customer is the empty-recipient warning
 * (422 `customer_without_email`, tagged RecipientMissing); a mail the transport could not deliver (502, tagged
 * Server) says so — the quote then stays unsent.
 */
export const sendFailureKey = (tag: ErrorTag | null): string =>
  tag === 'RecipientMissing' ? 'quotes:send.noRecipient' : tag === 'Server' ? 'quotes:send.notDelivered' : 'quotes:send.failed';
