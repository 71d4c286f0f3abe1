// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import enCommon from '../../../locales/en/common.json';
import enDirectory from '../../../locales/en/directory.json';
import { ContactsFields } from '../../../src/ui/directory/ContactsFields.tsx';
import type { ContactDraft } from '../../../src/ui/directory/contactDrafts.ts';
import { setupTestI18n } from '../components/i18nForTests.ts';

beforeAll(async () => {
  await setupTestI18n();
  i18next.addResourceBundle('en', 'directory', enDirectory);
  i18next.addResourceBundle('en', 'common', enCommon);
});
afterEach(cleanup);

const saved: ContactDraft[] = [{ id: 21, key: 'c21', name: 'Anna Bianchi', role: 'Buyer', email: 'anna@rossi.it', phone: '' }];

const Harness = ({ errors = {} }: { errors?: Record<string, string[]> }) => {
  const [contacts, setContacts] = useState<readonly ContactDraft[]>(saved);
  return (
    <>
      <ContactsFields contacts={contacts} errors={errors} onChange={setContacts} />
      <output data-testid="contacts">{JSON.stringify(contacts)}</output>
    </>
  );
};

const contactsNow = (): ContactDraft[] => JSON.parse(screen.getByTestId('contacts').textContent ?? '[]') as ContactDraft[];

describe('contacts in the profile form', () => {
  it('adds a row with the keyboard, focusing its name, and edits it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    screen.getByRole('button', { name: 'Add contact' }).focus();
    await user.keyboard('{Enter}');
    const row = screen.getByRole('listitem', { name: 'Contact 2' });
    expect(document.activeElement).toBe(within(row).getByRole('textbox', { name: /^Full name/ }));
    await user.keyboard('Marta Gialli');
    await user.type(within(screen.getByRole('listitem', { name: 'Marta Gialli' })).getByRole('textbox', { name: /^E-mail/ }), 'marta@rossi.it');
    expect(contactsNow()).toEqual([saved[0], { id: null, key: 'n2', name: 'Marta Gialli', role: '', email: 'marta@rossi.it', phone: '' }]);
  });

  it('removes a row only after a confirmation; cancelling keeps it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Remove Anna Bianchi' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove Anna Bianchi?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(contactsNow()).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Remove Anna Bianchi' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(contactsNow()).toEqual([]));
    expect(screen.getByText('No contacts.')).toBeTruthy();
  });

  it("shows a row's errors on its own fields (the server's contacts.<n>.<field> paths)", () => {
    render(<Harness errors={{ 'contacts.0.email': ['The email must be a valid email address.'] }} />);
    const email = within(screen.getByRole('listitem', { name: 'Anna Bianchi' })).getByRole('textbox', { name: /^E-mail/ });
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('The email must be a valid email address.')).toBeTruthy();
  });
});
