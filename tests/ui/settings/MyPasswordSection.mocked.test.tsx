// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import en from '../../../locales/en/settings.json';
import common from '../../../locales/en/common.json';
import errors from '../../../locales/en/errors.json';
import ui from '../../../locales/en/ui.json';
import validation from '../../../locales/en/validation.json';
import { setupMockServer } from '../../../mocks/node.ts';
import { mintTokens } from '../../../mocks/tokens.ts';
import { createApiClient, createBareClient } from '../../../src/api/client.ts';
import { createTokenStore } from '../../../src/api/tokenStore.ts';
import { ApiClientContext } from '../../../src/ui/app/ApiClientContext.ts';
import { MyPasswordSection } from '../../../src/ui/settings/MyPasswordSection.tsx';
import { createMemoryStorage } from '../../api/doubles/memoryStorage.ts';

// Settings → General → Your password through the mocked API (msw/node): the mock answers as the server does — a
// wrong current password on its field, the new password afterwards required at sign-in.

const BASE = 'http://acme.localhost/api';
const { server, runtime } = setupMockServer('normal');

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await i18next.use(initReactI18next).init({ lng: 'en', ns: ['settings', 'common', 'ui', 'validation', 'errors'], resources: { en: { settings: en, common, ui, validation, errors } }, interpolation: { escapeValue: false } });
});
afterAll(() => server.close());
afterEach(cleanup);

/** The operator signed in on the mock, as the app's client sends calls. */
const renderSignedIn = () => {
  const minted = mintTokens('operator');
  const tokenStore = createTokenStore(createMemoryStorage());
  tokenStore.write({ accessToken: minted.access_token, refreshToken: minted.refresh_token, expiresAt: Date.now() + 3_600_000 });
  const client = createApiClient({ baseUrl: BASE, tokenStore, refresher: { refresh: async () => ({ _tag: 'Failed', cause: 'not needed: the token is fresh' }) }, onSessionExpired: () => undefined, onForbidden: () => undefined });
  render(
    <ApiClientContext.Provider value={{ client, bareClient: createBareClient({ baseUrl: BASE }) }}>
      <MyPasswordSection />
    </ApiClientContext.Provider>,
  );
};

const fill = async (current: string, next: string) => {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^Current password/), current);
  await user.type(screen.getByLabelText(/^New password/), next);
  await user.type(screen.getByLabelText(/^Confirm the new password/), next);
  await user.click(screen.getByRole('button', { name: 'Change the password' }));
};

const signInStatus = async (password: string) =>
  (await fetch(`${BASE}/oauth/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ grant_type: 'password', client_id: 'bottega-web', client_secret: 'bottega-web-secret', username: 'operator@acme.test', password }) })).status;

describe('changing one’s own password on the mocked API', () => {
  it('shows the mock’s refusal of a wrong current password on its field, as the server words it', async () => {
    renderSignedIn();
    await fill('Sbagliata!1', 'Nuova!2027x');
    expect(await screen.findByText('The current password is not correct.')).toBeTruthy();
    expect(runtime.violations).toEqual([]);
  });

  it('changes it: the fields empty, and the next sign-in needs the new password', async () => {
    renderSignedIn();
    await fill('Bottega!2026', 'Nuova!2027x');
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>(/^Current password/).value).toBe(''));
    expect(await signInStatus('Bottega!2026')).toBe(400);
    expect(await signInStatus('Nuova!2027x')).toBe(200);
    expect(runtime.violations).toEqual([]);
  });
});
