// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import common from '../../../locales/en/common.json';
import errors from '../../../locales/en/errors.json';
import newsletter from '../../../locales/en/newsletter.json';
import ui from '../../../locales/en/ui.json';
import validation from '../../../locales/en/validation.json';
import type { ApiClient, BareApiClient } from '../../../src/api/client.ts';
import { ApiClientContext } from '../../../src/ui/app/ApiClientContext.ts';
import NewsletterListCreateRoute from '../../../src/ui/newsletter/NewsletterListCreateRoute.tsx';

// The list form against a server that refuses the save: the mailing service's bodies are PascalCase, so its field
// errors are too (`OwnerEmail`), and each must still show under the form's own field.

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'en',
    ns: ['ui', 'common', 'validation', 'errors', 'newsletter'],
    resources: { en: { ui, common, validation, errors, newsletter } },
    interpolation: { escapeValue: false },
  });
});
afterEach(cleanup);

const describedText = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('newsletter list form: a refused save', () => {
  it("shows the server's message under the field it names and focuses it", async () => {
    const user = userEvent.setup();
    const refusal = { message: 'The given data was invalid.', errors: { Description: ['The description field must not be longer than 1,000 characters.'] } };
    const POST = vi.fn(async () => ({ error: refusal, response: new Response(null, { status: 422 }) }));
    const client = { POST } as unknown as ApiClient;
    render(
      <ApiClientContext.Provider value={{ client, bareClient: client as unknown as BareApiClient }}>
        <NewsletterListCreateRoute />
      </ApiClientContext.Provider>,
    );
    await user.type(screen.getByRole('textbox', { name: new RegExp(`^${newsletter.fields.name}`) }), 'Fiere 2027');
    await user.click(screen.getByRole('button', { name: common.actions.create }));

    const description = screen.getByRole('textbox', { name: newsletter.fields.description });
    await waitFor(() => expect(document.activeElement).toBe(description));
    expect(POST).toHaveBeenCalledTimes(1);
    expect(description.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(description)).toContain('must not be longer than 1,000 characters');
  });

  it('holds the description and the notes to the length the mailing service accepts', () => {
    const client = {} as ApiClient;
    render(
      <ApiClientContext.Provider value={{ client, bareClient: client as unknown as BareApiClient }}>
        <NewsletterListCreateRoute />
      </ApiClientContext.Provider>,
    );
    expect(screen.getByRole('textbox', { name: newsletter.fields.description }).getAttribute('maxlength')).toBe('1000');
    expect(screen.getByRole('textbox', { name: newsletter.fields.notes }).getAttribute('maxlength')).toBe('1000');
  });
});
