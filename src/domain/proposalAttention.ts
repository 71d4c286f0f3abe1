// The "for the attention of" line of a proposal: the people its addressees name with the attention role, in their
// order. One rule for both sides: the PDF prints it when the sender gives no other line, and the sending panel
// offers it as the field's starting value (so what the field shows is what the PDF prints).

export type NamedAddressee = { readonly role: string; readonly name: string };

export const attentionLine = (addressees: readonly NamedAddressee[]): string =>
  addressees
    .filter((addressee) => addressee.role === 'attention')
    .map((addressee) => addressee.name.trim())
    .filter((name) => name !== '')
    .join(', ');
