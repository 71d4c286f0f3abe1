// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import common from '../../../locales/en/common.json';
import newsletter from '../../../locales/en/newsletter.json';
import ui from '../../../locales/en/ui.json';
import type { ApiClient } from '../../../src/api/client.ts';
import type { NewsletterRecipient } from '../../../src/api/newsletter.ts';
import { ApiClientContext } from '../../../src/ui/app/ApiClientContext.ts';
import { RecipientEditDialog } from '../../../src/ui/newsletter/RecipientEditDialog.tsx';
import { recipientChanges, recipientEditValues, recipientWho } from '../../../src/ui/newsletter/recipientEdit.ts';

// A recipient's name, company and country are corrected after adding it; the edit sends only what changed.

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'en', ns: ['common', 'newsletter', 'ui'], resources: { en: { common, newsletter, ui } }, interpolation: { escapeValue: false } });
});
afterEach(cleanup);

const recipient: NewsletterRecipient = {
  idRecipient: 7,
  idGroup: null,
  Email: 'gianni@example.it',
  Name: 'Gianni Vrdi',
  MobilePrefix: null,
  MobileNumber: null,
  Status: 'OPTIN',
  Fields: [
    { Id: 1, Value: 'Gianni', Description: 'nome' },
    { Id: 2, Value: 'Vrdi', Description: 'cognome' },
    { Id: 3, Value: 'Verdi Srl', Description: 'azienda' },
  ],
} as NewsletterRecipient;

describe('recipient edit: the changes sent', () => {
  it('sends nothing when nothing changed, the changed fields (an emptied one as empty) and the name when first or last name changed', () => {
    const values = recipientEditValues(recipient);
    expect(values).toEqual({ firstName: 'Gianni', lastName: 'Vrdi', businessName: 'Verdi Srl', country: null });
    expect(recipientChanges(recipient, values)).toEqual({});
    expect(recipientChanges(recipient, { ...values, lastName: ' Verdi ', country: 'IT' })).toEqual({
      Name: 'Gianni Verdi',
      Fields: [
        { Id: 2, Value: 'Verdi' },
        { Id: 8, Value: 'IT' },
      ],
    });
    expect(recipientChanges(recipient, { ...values, businessName: '' })).toEqual({ Fields: [{ Id: 3, Value: '' }] });
  });

  it('names the recipient and their company for the list', () => {
    expect(recipientWho(recipient)).toEqual({ name: 'Gianni Vrdi', company: 'Verdi Srl' });
    expect(recipientWho({ ...recipient, Name: null, Fields: [] })).toEqual({ name: null, company: null });
  });
});

describe('RecipientEditDialog', () => {
  it('shows the data as it is and saves the correction through PUT …/recipients/{id}', async () => {
    const GET = vi.fn(async () => ({ data: [{ code: 'IT', name: 'Italia' }], response: new Response('{}', { status: 200 }) }));
    const saved = { ...recipient, Name: 'Gianni Verdi' };
    const PUT = vi.fn(async () => ({ data: saved, response: new Response('{}', { status: 200 }) }));
    const client = { GET, PUT } as unknown as ApiClient;
    const onSaved = vi.fn();
    render(
      <ApiClientContext.Provider value={{ client, bareClient: client as never }}>
        <RecipientEditDialog listId={3} recipient={recipient} onClose={() => undefined} onSaved={onSaved} />
      </ApiClientContext.Provider>,
    );
    const lastName = await screen.findByRole('textbox', { name: 'Last name' });
    expect(lastName).toHaveProperty('value', 'Vrdi');
    expect(screen.getByRole('textbox', { name: 'Business name' })).toHaveProperty('value', 'Verdi Srl');
    await userEvent.clear(lastName);
    await userEvent.type(lastName, 'Verdi');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(PUT).toHaveBeenCalledWith('/newsletter/mailup/lists/{listId}/recipients/{recipientId}', expect.objectContaining({ params: { path: { listId: 3, recipientId: 7 } }, body: { Name: 'Gianni Verdi', Fields: [{ Id: 2, Value: 'Verdi' }] } }));
  });
});
