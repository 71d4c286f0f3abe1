// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import common from '../../../locales/en/common.json';
import newsletter from '../../../locales/en/newsletter.json';
import validation from '../../../locales/en/validation.json';
import type { ApiClient } from '../../../src/api/client.ts';
import { ApiClientContext } from '../../../src/ui/app/ApiClientContext.ts';
import { RecipientAddForm } from '../../../src/ui/newsletter/RecipientAddForm.tsx';

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'en', ns: ['common', 'newsletter', 'validation'], resources: { en: { common, newsletter, validation } }, interpolation: { escapeValue: false } });
});
afterEach(cleanup);

describe('RecipientAddForm: the countries come from the subscription logic', () => {
  it('asks for the countries once, however often the form renders again', async () => {
    const GET = vi.fn(async () => ({ data: [{ code: 'IT', name: 'Italia' }], response: new Response('[]', { status: 200 }) }));
    const client = { GET } as unknown as ApiClient;
    const form = (busy: boolean) => (
      <ApiClientContext.Provider value={{ client, bareClient: client as never }}>
        <RecipientAddForm listId={3} groups={[]} busy={busy} onAdd={() => undefined} />
      </ApiClientContext.Provider>
    );
    const { rerender } = render(form(false));
    expect(screen.getByRole('form', { name: newsletter.recipients.addTitle })).toBeTruthy();
    await waitFor(() => expect(GET).toHaveBeenCalledTimes(1));
    rerender(form(true));
    rerender(form(false));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(GET).toHaveBeenCalledTimes(1);
  });
});
