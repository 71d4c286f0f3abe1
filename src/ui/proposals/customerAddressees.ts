import type { Profile } from '../../api/profiles.ts';
import { newKey, type AddresseeValues } from './proposalForm.ts';

// A new proposal's addressees from the customer chosen for it. The company line ("Spettabile") is the customer with
// its e-mail, and each of its contacts is a "c.a." line with theirs; the mail is meant for the contacts who have an
// e-mail, or for the company's address when none has. All of it stays editable, and what the person typed is kept.

export type CustomerCard = Pick<Profile, 'name' | 'email' | 'contacts'>;

const text = (value: string | null | undefined): string => (value ?? '').trim();

export const customerAddressees = (customer: CustomerCard): AddresseeValues[] => {
  const people = customer.contacts.filter((contact) => text(contact.name) !== '');
  const someoneHasMail = people.some((contact) => text(contact.email) !== '');
  return [
    { id: null, key: newKey(), role: 'company', name: customer.name, email: text(customer.email), receivesMail: !someoneHasMail && text(customer.email) !== '' },
    ...people.map((contact): AddresseeValues => ({ id: null, key: newKey(), role: 'attention', name: text(contact.name), email: text(contact.email), receivesMail: text(contact.email) !== '' })),
  ];
};

const same = (a: AddresseeValues, b: AddresseeValues): boolean =>
  a.role === b.role && a.name === b.name && a.email === b.email && a.receivesMail === b.receivesMail;

const samePerson = (a: AddresseeValues, b: AddresseeValues): boolean =>
  a.name.trim().toLowerCase() === b.name.trim().toLowerCase() || (a.email.trim() !== '' && a.email.trim().toLowerCase() === b.email.trim().toLowerCase());

/**
 * The addressees after a customer is chosen (or changed, or cleared: `fill` empty). Lines an earlier choice filled
 * and nobody changed make way for the new customer's, and so do empty lines; every line the person typed or changed
 * stays. The new customer's lines are added after them, except a company line when one is already there and a person
 * already listed (same name or e-mail).
 */
export const withCustomerAddressees = (current: readonly AddresseeValues[], earlierFill: readonly AddresseeValues[], fill: readonly AddresseeValues[]): AddresseeValues[] => {
  const untouched = (line: AddresseeValues) => earlierFill.some((filled) => filled.key === line.key && same(filled, line));
  const empty = (line: AddresseeValues) => line.id === null && line.name.trim() === '' && line.email.trim() === '';
  const kept = current.filter((line) => !untouched(line) && !empty(line));
  const added = fill.filter((line) =>
    line.role === 'company' ? !kept.some((other) => other.role === 'company') : !kept.some((other) => other.role === 'attention' && samePerson(other, line)),
  );
  return [...kept, ...added];
};
