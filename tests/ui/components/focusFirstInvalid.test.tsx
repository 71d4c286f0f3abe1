// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import auth from '../../../locales/en/auth.json';
import common from '../../../locales/en/common.json';
import errors from '../../../locales/en/errors.json';
import ui from '../../../locales/en/ui.json';
import validation from '../../../locales/en/validation.json';
import works from '../../../locales/en/works.json';
import type { ApiClient, BareApiClient } from '../../../src/api/client.ts';
import { sessionEntry } from '../../../src/machines/introspection/entries/session.entry.ts';
import { ApiClientContext } from '../../../src/ui/app/ApiClientContext.ts';
import { SessionContext } from '../../../src/ui/app/SessionContext.ts';
import LoginRoute from '../../../src/ui/auth/LoginRoute.tsx';
import PasswordResetRoute from '../../../src/ui/auth/PasswordResetRoute.tsx';
import WorkCreateRoute from '../../../src/ui/works/WorkCreateRoute.tsx';

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'en',
    ns: ['ui', 'common', 'validation', 'errors', 'works', 'auth'],
    resources: { en: { ui, common, validation, errors, works, auth } },
    interpolation: { escapeValue: false },
  });
});
afterEach(cleanup);

// What openapi-fetch resolves to: the calls under test only read `data`, `error` and `response.status`.
const answer = (status: number, body: unknown) =>
  status < 300 ? { data: body, response: new Response(null, { status }) } : { error: body, response: new Response(null, { status }) };

const emptyPage = { items: [], meta: { currentPage: 1, lastPage: 1, perPage: 20, total: 0 } };

/** A client whose pickers list nothing and whose saves answer `saved`. */
const renderWithClient = (ui: ReactElement, saved: { status: number; body: unknown }) => {
  const POST = vi.fn(async () => answer(saved.status, saved.body));
  const client = { GET: vi.fn(async () => answer(200, emptyPage)), POST } as unknown as ApiClient;
  // Guest screens read the tenant from the session: a session whose start-up never settles is enough.
  render(
    <SessionContext.Provider logic={sessionEntry.stubbed} options={{ input: { storedSession: null } }}>
      <ApiClientContext.Provider value={{ client, bareClient: client as unknown as BareApiClient }}>{ui}</ApiClientContext.Provider>
    </SessionContext.Provider>,
  );
  return { POST };
};

const describedText = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('focus after a failed submit: the first invalid field, in DOM order', () => {
  it('client rules: focus goes to the first invalid field, on every rejected submit, with its errors described', async () => {
    const user = userEvent.setup();
    const { POST } = renderWithClient(<WorkCreateRoute />, { status: 201, body: {} });
    const submit = screen.getByRole('button', { name: common.actions.create });
    const name = screen.getByRole('textbox', { name: /^Name/ });

    await user.click(submit);
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(name)).toContain(validation.required);

    // The same errors a second time (nothing changed) still bring focus back from the button.
    await user.click(submit);
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(POST).not.toHaveBeenCalled();
  });

  it('a 422: focus goes to the first field the server rejected in DOM order, not in the order of its answer', async () => {
    const user = userEvent.setup();
    const { POST } = renderWithClient(<WorkCreateRoute />, {
      status: 422,
      body: { message: 'The given data was invalid.', errors: { notes: ['Too long.'], status: ['Unknown status.'], work_type_id: ['Not found.'] } },
    });
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Ristrutturazione');
    await user.click(screen.getByRole('button', { name: common.actions.create }));

    const workType = screen.getByRole('combobox', { name: works.fields.workType });
    await waitFor(() => expect(document.activeElement).toBe(workType));
    expect(POST).toHaveBeenCalledTimes(1);
    expect(describedText(workType)).toContain('Not found.');
    // Still announced as before: the form-level alert and every rejected field marked invalid.
    expect(screen.getByRole('alert').textContent).toContain(ui.error.Invalid);
    expect(screen.getByRole('textbox', { name: works.fields.notes }).getAttribute('aria-invalid')).toBe('true');
  });

  it('typing after a rejection does not pull focus back', async () => {
    const user = userEvent.setup();
    renderWithClient(<WorkCreateRoute />, {
      status: 422,
      body: { message: 'Invalid.', errors: { name: ['Taken.'], notes: ['Too long.'] } },
    });
    const name = screen.getByRole('textbox', { name: /^Name/ });
    await user.type(name, 'Ristrutturazione');
    await user.click(screen.getByRole('button', { name: common.actions.create }));
    await waitFor(() => expect(document.activeElement).toBe(name));

    // Typing clears this field's error while the name stays invalid: focus must stay where the user is typing.
    const notes = screen.getByRole('textbox', { name: works.fields.notes });
    await user.type(notes, 'x');
    expect(notes.getAttribute('aria-invalid')).toBeNull();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(notes);
  });

  it('a guest form (useGuestForm): a 422 focuses the rejected field', async () => {
    const user = userEvent.setup();
    renderWithClient(<PasswordResetRoute />, { status: 422, body: { message: 'Invalid.', errors: { email: ['We can not find a user with that e-mail address.'] } } });
    const email = screen.getByRole('textbox', { name: new RegExp(`^${auth.fields.email}`) });
    await user.type(email, 'nobody@acme.test');
    await user.click(screen.getByRole('button', { name: auth.reset.submit }));
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(describedText(email)).toContain('We can not find a user');
  });

  it('the login form (its own state, same hook): client rules focus the first invalid field', async () => {
    const user = userEvent.setup();
    renderWithClient(<LoginRoute />, { status: 200, body: {} });
    const email = screen.getByRole('textbox', { name: new RegExp(`^${auth.fields.email}`) });
    const submit = screen.getByRole('button', { name: auth.login.submit });

    await user.click(submit);
    await waitFor(() => expect(document.activeElement).toBe(email));

    await user.type(email, 'anna@acme.test');
    await user.click(submit);
    const password = screen.getByLabelText(new RegExp(`^${auth.fields.password}`));
    await waitFor(() => expect(document.activeElement).toBe(password));
    expect(password.getAttribute('aria-invalid')).toBe('true');
  });
});
