// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import common from '../../../locales/en/common.json';
import errors from '../../../locales/en/errors.json';
import newsletter from '../../../locales/en/newsletter.json';
import ui from '../../../locales/en/ui.json';
import validation from '../../../locales/en/validation.json';
import type { ApiClient, BareApiClient } from '../../../src/api/client.ts';
import { ApiClientContext } from '../../../src/ui/app/ApiClientContext.ts';
import NewsletterGroupEditRoute from '../../../src/ui/newsletter/NewsletterGroupEditRoute.tsx';

// A group is deleted where it is managed (its edit screen), after a confirmation, and the app goes back to its list.

vi.mock('../../../src/ui/components/usePermission.ts', () => ({ usePermission: () => true }));

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'en',
    ns: ['ui', 'common', 'validation', 'errors', 'newsletter'],
    resources: { en: { ui, common, validation, errors, newsletter } },
    interpolation: { escapeValue: false },
  });
});
afterEach(cleanup);

const list = { idList: 3, listGuid: 'g-3', Name: 'Clienti Italia', Company: null, Description: null };
const groups = [
  { idGroup: 4, idList: 3, Name: 'Industria alimentare', Notes: null, Deletable: true },
  { idGroup: 5, idList: 3, Name: 'Sistema', Notes: null, Deletable: false },
];

const renderAt = (path: string) => {
  const ok = (body: unknown) => ({ data: body, response: new Response(null, { status: 200 }) });
  const GET = vi.fn(async (url: string) => ok(url.endsWith('/groups') ? { items: groups, meta: { currentPage: 1, lastPage: 1, perPage: 500, total: 2 } } : list));
  const DELETE = vi.fn(async () => ({ data: undefined, response: new Response(null, { status: 204 }) }));
  const client = { GET, DELETE } as unknown as ApiClient;
  const location = memoryLocation({ path, record: true });
  render(
    <ApiClientContext.Provider value={{ client, bareClient: client as unknown as BareApiClient }}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <Route path="/newsletter/lists/:listId/groups/:groupId/edit" component={NewsletterGroupEditRoute} />
      </Router>
    </ApiClientContext.Provider>,
  );
  return { DELETE, location };
};

describe('newsletter group edit: deleting the group', () => {
  it('asks first, deletes the group of its list, and goes to the list detail', async () => {
    const user = userEvent.setup();
    const { DELETE, location } = renderAt('/newsletter/lists/3/groups/4/edit');
    await user.click(await screen.findByRole('button', { name: common.actions.delete }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Industria alimentare');
    expect(dialog.textContent).toContain(newsletter.groups.deleteHint);
    expect(DELETE).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: common.confirmDeletion.confirm }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/newsletter/lists/3'));
    expect(DELETE).toHaveBeenCalledWith('/newsletter/mailup/lists/{listId}/groups/{groupId}', expect.objectContaining({ params: { path: { listId: 3, groupId: 4 } } }));
  });

  it('offers no deletion for a group the mailing service does not let go', async () => {
    renderAt('/newsletter/lists/3/groups/5/edit');
    await screen.findByDisplayValue('Sistema');
    expect(screen.queryByRole('button', { name: common.actions.delete })).toBeNull();
  });
});
