// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiClient, BareApiClient } from '../../../src/api/client.ts';
import { ApiClientContext } from '../../../src/ui/app/ApiClientContext.ts';
import { SessionContext } from '../../../src/ui/app/SessionContext.ts';
import { ProposalSendingPanel } from '../../../src/ui/proposals/ProposalSendingPanel.tsx';
import { signedInSession } from '../../machines/session/sessionFixtures.ts';
import { fullProposal } from './proposalFixture.ts';
import { proposalsI18n } from './proposalsI18n.ts';

// Walk of session 24: in the sending form, Enter in the e-mail field submitted the mail instead of adding the address
// (sent to the addresses already listed, the typed one dropped), an address typed and not added was dropped by
// "Invia", and "mario@" was listed as an address for the server to refuse.
beforeAll(proposalsI18n);
afterEach(cleanup);

const admin = signedInSession();

const open = async () => {
  const proposal = { ...fullProposal(), status: 'draft' as const };
  const POST = vi.fn(async () => ({ data: undefined, response: new Response(null, { status: 204 }) }));
  const GET = vi.fn(async () => ({ data: proposal, response: new Response() }));
  const client = { GET, POST } as unknown as ApiClient;
  render(
    <SessionContext.Provider logic={admin} options={{ input: { storedSession: { refreshToken: 'refresh-1', expired: false } } }}>
      <ApiClientContext.Provider value={{ client, bareClient: client as unknown as BareApiClient }}>
        <ProposalSendingPanel proposal={proposal} onChanged={() => undefined} />
      </ApiClientContext.Provider>
    </SessionContext.Provider>,
  );
  const person = userEvent.setup();
  await person.click(await screen.findByRole('button', { name: 'Invia…' }));
  await person.click(screen.getByRole('combobox', { name: 'Destinatari' }));
  await person.click(await screen.findByRole('option', { name: 'Indirizzi scelti' }));
  return { person, POST };
};

const listed = () => within(screen.getByRole('list', { name: 'Indirizzi' })).queryAllByRole('listitem').map((item) => item.textContent);

describe('ProposalSendingPanel: the chosen addresses', () => {
  it('adds the typed address on Enter, without sending', async () => {
    await i18next.changeLanguage('it');
    const { person, POST } = await open();
    await person.type(screen.getByLabelText('Indirizzo e-mail'), 'acquisti@lombardi.test{Enter}');
    await waitFor(() => expect(listed()).toEqual(['Aacquisti@lombardi.test']));
    expect(POST).not.toHaveBeenCalled();
  });

  it('refuses what is not an e-mail address under the field', async () => {
    const { person } = await open();
    await person.type(screen.getByLabelText('Indirizzo e-mail'), 'mario@');
    await person.click(screen.getByRole('button', { name: 'Aggiungi indirizzo' }));
    expect(await screen.findByText(i18next.t('validation:email'))).toBeTruthy();
    expect(listed()).toEqual([]);
  });

  it('sends the address typed but not yet added', async () => {
    const { person, POST } = await open();
    await person.type(screen.getByLabelText('Indirizzo e-mail'), 'qualita@lombardi.test');
    await person.click(screen.getByRole('button', { name: 'Invia' }));
    await waitFor(() => expect(POST).toHaveBeenCalled());
    expect(JSON.stringify(POST.mock.calls[0])).toContain('qualita@lombardi.test');
  });
});
