// Fixed choices of the sales documents' forms and filters, as the contract spells them (src/api checks they match
// its types): here so a screen offers them without importing the API edge.

/** A quote's states, in the order the status filter and the edit form offer them. */
export const QUOTE_STATUSES = ['draft', 'sent', 'accepted', 'rejected'] as const;

/** How a sales report's contact happened, in the form's order. */
export const CONTACT_TYPES = ['visit', 'call', 'email', 'fair', 'other'] as const;

type QuoteStatusChoice = (typeof QUOTE_STATUSES)[number];

/**
 * The states a quote's edit may set, given the one it has. A quote leaves `draft` only by being e-mailed (the send
 * call records when), so a draft offers no other state: "sent" set by hand would claim a sending that never happened,
 * and an answer to a quote the customer never received is not an answer. Once sent it never returns to `draft` (its
 * rows are what the customer holds); the customer's answer is recorded, or corrected back to `sent`.
 */
export const quoteStatusChoices = (current: QuoteStatusChoice): readonly QuoteStatusChoice[] => (current === 'draft' ? ['draft'] : ['sent', 'accepted', 'rejected']);
