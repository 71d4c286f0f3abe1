// Fixed choices of the sales documents' forms and filters, as the contract spells them (src/api checks they match
// its types): here so a screen offers them without importing the API edge.

/** A quote's states, in the order the status filter and the edit form offer them. */
export const QUOTE_STATUSES = ['draft', 'sent', 'accepted', 'rejected'] as const;

/** How a sales report's contact happened, in the form's order. */
export const CONTACT_TYPES = ['visit', 'call', 'email', 'fair', 'other'] as const;
