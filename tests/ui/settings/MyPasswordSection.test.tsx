// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import common from '../../../locales/it/common.json';
import errors from '../../../locales/it/errors.json';
import settings from '../../../locales/it/settings.json';
import ui from '../../../locales/it/ui.json';
import validation from '../../../locales/it/validation.json';
import type { ApiClient, BareApiClient } from '../../../src/api/client.ts';
import { ApiClientContext } from '../../../src/ui/app/ApiClientContext.ts';
import { MyPasswordSection } from '../../../src/ui/settings/MyPasswordSection.tsx';

// Settings → General → Your password: the current password and the new one by the rule, sent to
// POST /users/me/password; a wrong current password is shown on its field; after a change the fields are empty.

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'it', ns: ['settings', 'common', 'ui', 'validation', 'errors'], resources: { it: { settings, common, ui, validation, errors } }, interpolation: { escapeValue: false } });
});
afterEach(cleanup);

const answer = (status: number, body: unknown) => (status < 300 ? { data: body, response: new Response(null, { status }) } : { error: body, response: new Response(null, { status }) });

const renderWith = (POST: ReturnType<typeof vi.fn>) => {
  const client = { POST } as unknown as ApiClient;
  render(
    <ApiClientContext.Provider value={{ client, bareClient: client as unknown as BareApiClient }}>
      <MyPasswordSection />
    </ApiClientContext.Provider>,
  );
};

const fill = async (current: string, next: string, confirmation = next) => {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^Password attuale/), current);
  await user.type(screen.getByLabelText(/^Nuova password/), next);
  await user.type(screen.getByLabelText(/^Conferma la nuova password/), confirmation);
  await user.click(screen.getByRole('button', { name: 'Cambia la password' }));
};

describe('changing one’s own password', () => {
  it('refuses a weak new password before calling', async () => {
    const POST = vi.fn();
    renderWith(POST);
    await fill('Bottega!2026', 'debole');
    expect(await screen.findByText(/^La password deve contenere una cifra/)).toBeTruthy();
    expect(POST).not.toHaveBeenCalled();
  });

  it('sends the current and the new password, and empties the fields once changed', async () => {
    const POST = vi.fn(async (_path: string, _init: { body: unknown }) => answer(200, { message: 'password cambiata correttamente' }));
    renderWith(POST);
    await fill('Bottega!2026', 'Nuova!2027x');
    await waitFor(() => expect(POST).toHaveBeenCalledTimes(1));
    expect(POST.mock.calls[0]?.[0]).toBe('/users/me/password');
    expect(POST.mock.calls[0]?.[1].body).toEqual({ currentPassword: 'Bottega!2026', password: 'Nuova!2027x', passwordConfirmation: 'Nuova!2027x' });
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>(/^Password attuale/).value).toBe(''));
  });

  it('shows the server’s refusal of the current password on its field', async () => {
    const POST = vi.fn(async () => answer(422, { message: 'I dati inviati non sono validi.', errors: { current_password: ['La password attuale non è corretta.'] } }));
    renderWith(POST);
    await fill('sbagliata', 'Nuova!2027x');
    expect(await screen.findByText('La password attuale non è corretta.')).toBeTruthy();
  });
});
