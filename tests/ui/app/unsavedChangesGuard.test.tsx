// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Effect } from 'effect';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Link, Route, Router, Switch, useLocation } from 'wouter';
import type { ApiClient, BareApiClient } from '../../../src/api/client.ts';
import { formLogic } from '../../../src/machines/generic/form.logic.ts';
import { ApiClientContext } from '../../../src/ui/app/ApiClientContext.ts';
import { useGuardedLocation } from '../../../src/ui/app/navigation/leaveRequests.ts';
import { UnsavedChangesGuard } from '../../../src/ui/app/navigation/UnsavedChangesGuard.tsx';
import { ErrorState } from '../../../src/ui/components/ErrorState.tsx';
import { InlineEdit } from '../../../src/ui/components/InlineEdit.tsx';
import { PageHeader } from '../../../src/ui/components/PageHeader.tsx';
import { resetRouteFocus } from '../../../src/ui/components/routeFocus.ts';
import { useForm } from '../../../src/ui/components/useForm.ts';
import { setupTestI18n } from '../components/i18nForTests.ts';

type Values = { name: string };
// A save that succeeds with what it was given, without a server.
const nameForm = formLogic<Values, Values>((_client, values) => Effect.succeed(values));
const noClient = {} as ApiClient;
const clients = { client: noClient, bareClient: noClient as unknown as BareApiClient };

/** An edit screen that stays after saving (like the task edit screen) and navigates on Cancel. */
const EditScreen = () => {
  const [, navigate] = useLocation();
  const form = useForm(nameForm, { initialValues: { name: 'Anna' }, request: (values) => values, onSucceeded: () => undefined });
  return (
    <form {...form.formProps}>
      <PageHeader title="Edit" />
      <label>
        Name
        <input value={form.values.name} onChange={(event) => form.change('name', event.target.value)} />
      </label>
      <button type="submit" aria-busy={form.saving || undefined}>
        Save
      </button>
      <button type="button" onClick={() => navigate('/list')}>
        Cancel
      </button>
      <Link href="/list">To the list</Link>
      <a href="/list">Plain link</a>
    </form>
  );
};

/** A create screen that navigates away as soon as the save succeeds. */
const CreateScreen = () => {
  const [, navigate] = useLocation();
  const form = useForm(nameForm, { initialValues: { name: '' }, request: (values) => values, onSucceeded: () => navigate('/list') });
  return (
    <form {...form.formProps}>
      <label>
        Name
        <input value={form.values.name} onChange={(event) => form.change('name', event.target.value)} />
      </label>
      <button type="submit">Create</button>
    </form>
  );
};

const App = () => (
  <ApiClientContext.Provider value={clients}>
  <Router hook={useGuardedLocation}>
    <Switch>
      <Route path="/edit">
        <EditScreen />
      </Route>
      <Route path="/create">
        <CreateScreen />
      </Route>
      <Route path="/inline">
        <InlineEdit value="Misure" label="Item" editLabel="Rename Misure" onSave={() => undefined}>
          Misure
        </InlineEdit>
        <Link href="/list">To the list</Link>
      </Route>
      <Route path="/list">
        <PageHeader title="The list" />
      </Route>
    </Switch>
    <UnsavedChangesGuard />
  </Router>
  </ApiClientContext.Provider>
);

const open = (path: string) => {
  window.history.replaceState(null, '', path);
  resetRouteFocus();
  return render(<App />);
};

beforeAll(setupTestI18n);
beforeEach(() => window.history.replaceState(null, '', '/'));
afterEach(cleanup);

describe('unsaved changes guard', () => {
  it('an unchanged form leaves at once', async () => {
    open('/edit');
    await userEvent.click(screen.getByRole('link', { name: 'To the list' }));
    expect(await screen.findByRole('heading', { name: 'The list' })).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('a changed form + link click asks; staying keeps the typed value, discarding navigates', async () => {
    open('/edit');
    await userEvent.type(screen.getByLabelText('Name'), ' Maria');
    await userEvent.click(screen.getByRole('link', { name: 'To the list' }));
    expect(await screen.findByRole('alertdialog')).toBeTruthy();
    expect(window.location.pathname).toBe('/edit');
    await userEvent.click(screen.getByRole('button', { name: 'Stay on the page' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Anna Maria');

    await userEvent.click(screen.getByRole('link', { name: 'Plain link' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Discard changes' }));
    expect(await screen.findByRole('heading', { name: 'The list' })).toBeTruthy();
    expect(window.location.pathname).toBe('/list');
  });

  it("asks for the app's own navigate (Cancel button) too", async () => {
    open('/edit');
    await userEvent.type(screen.getByLabelText('Name'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('alertdialog')).toBeTruthy();
    expect(window.location.pathname).toBe('/edit');
  });

  it('saving ends the question, and the same form saves again', async () => {
    open('/edit');
    await userEvent.type(screen.getByLabelText('Name'), ' Maria');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' }).getAttribute('aria-busy')).toBeNull());
    await userEvent.type(screen.getByLabelText('Name'), '!');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' }).getAttribute('aria-busy')).toBeNull());
    await userEvent.click(screen.getByRole('link', { name: 'To the list' }));
    expect(await screen.findByRole('heading', { name: 'The list' })).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it("a save's own navigation is not asked about", async () => {
    open('/create');
    await userEvent.type(screen.getByLabelText('Name'), 'New');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('heading', { name: 'The list' })).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('the back button asks and puts the address back', async () => {
    window.history.replaceState(null, '', '/list');
    window.history.pushState(null, '', '/edit');
    resetRouteFocus();
    render(<App />);
    await userEvent.type(screen.getByLabelText('Name'), 'x');
    act(() => window.history.back());
    expect(await screen.findByRole('alertdialog')).toBeTruthy();
    expect(window.location.pathname).toBe('/edit');
    expect(screen.getByLabelText('Name')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(await screen.findByRole('heading', { name: 'The list' })).toBeTruthy();
  });

  it('an inline edit with a changed value counts as unsaved too', async () => {
    open('/inline');
    await userEvent.click(screen.getByRole('button', { name: 'Rename Misure' }));
    await userEvent.type(screen.getByLabelText('Item'), ' prese');
    await userEvent.click(screen.getByRole('link', { name: 'To the list' }));
    expect(await screen.findByRole('alertdialog')).toBeTruthy();
  });

  it('closing the tab with changes asks the browser to confirm', async () => {
    open('/edit');
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);
    await userEvent.type(screen.getByLabelText('Name'), 'x');
    const changed = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(changed);
    expect(changed.defaultPrevented).toBe(true);
  });

  it('after a route change focus moves to the new page heading, not on the first page', async () => {
    open('/edit');
    expect(document.activeElement).not.toBe(screen.getByRole('heading', { name: 'Edit' }));
    await userEvent.click(screen.getByRole('link', { name: 'To the list' }));
    const heading = await screen.findByRole('heading', { name: 'The list' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });
});

describe('ErrorState retry', () => {
  it.each([
    ['Network', true],
    ['Server', true],
    ['Forbidden', false],
    ['NotFound', false],
    ['Invalid', false],
  ] as const)('%s → "Try again" shown: %s', (tag, shown) => {
    render(<ErrorState message="Failed" errorTag={tag} onRetry={() => undefined} retryLabel="Try again" />);
    expect(screen.queryByRole('button', { name: 'Try again' }) !== null).toBe(shown);
  });
});
