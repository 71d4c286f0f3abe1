// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fromPromise } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { ApiClient, BareApiClient } from '../../../src/api/client.ts';
import type { Tokens } from '../../../src/machines/session/session.types.ts';
import RelatedUsersCreateRoute from '../../../src/ui/admin/RelatedUsersCreateRoute.tsx';
import RelatedUsersRoute from '../../../src/ui/admin/RelatedUsersRoute.tsx';
import RolesListRoute from '../../../src/ui/admin/RolesListRoute.tsx';
import UsersListRoute from '../../../src/ui/admin/UsersListRoute.tsx';
import { ApiClientContext } from '../../../src/ui/app/ApiClientContext.ts';
import { SessionContext } from '../../../src/ui/app/SessionContext.ts';
import { preferences, settings, stubbedSessionMachine, tenant, user } from '../../machines/session/sessionFixtures.ts';

// The users, roles and team lists read their search and filters from the address, so that Back from a user's edit page
// (or a reload, or a shared link) shows the list as it was left, not the whole list again.

afterEach(cleanup);

const admin = stubbedSessionMachine.provide({
  actors: {
    loadTenant: fromPromise(async () => tenant),
    loadSettings: fromPromise(async () => settings),
    loadUser: fromPromise(async () => user),
    loadPermissions: fromPromise(async (): Promise<readonly string[]> => []),
    loadPreferences: fromPromise(async () => preferences),
    revokeSession: fromPromise<void>(async () => undefined),
    refreshToken: fromPromise<Tokens, { refreshToken: string }>(async () => ({ accessToken: 'a', refreshToken: 'r', expiresAt: 9_000_000_000_000 })),
  },
});

type Person = { id: number; name: string; email: string };
const LUCA: Person = { id: 3, name: 'Luca Ferrari', email: 'supervisor@acme.test' };
const SARA: Person = { id: 4, name: 'Sara Esposito', email: 'operator@acme.test' };

const open = (Screen: () => React.JSX.Element, path: string, people: Readonly<Record<string, readonly Person[]>> = {}) => {
  // What the client's middleware hands the call: the envelope unwrapped into items and meta, camelCased.
  const GET = vi.fn(async (called: string) => {
    const items = people[called] ?? [];
    return { data: { items, meta: { currentPage: 1, lastPage: 1, perPage: 50, total: items.length } }, response: new Response() };
  });
  const POST = vi.fn(async () => ({ data: undefined, response: new Response(null, { status: 204 }) }));
  const client = { GET, POST } as unknown as ApiClient;
  const location = memoryLocation({ path, record: true });
  render(
    <SessionContext.Provider logic={admin} options={{ input: { storedSession: { refreshToken: 'refresh-1', expired: false } } }}>
      <ApiClientContext.Provider value={{ client, bareClient: client as unknown as BareApiClient }}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <Screen />
        </Router>
      </ApiClientContext.Provider>
    </SessionContext.Provider>,
  );
  return { GET, POST, location };
};

const queryOf = (GET: ReturnType<typeof vi.fn>, path: string): unknown => {
  const call = GET.mock.calls.find(([called]) => called === path) as [string, { params: { query: unknown } }] | undefined;
  return call?.[1].params.query;
};

describe('administration lists in the address', () => {
  it('the users list opens with the search, role and status the address names', async () => {
    const { GET } = open(UsersListRoute, '/settings/users?search=Sara&role=operator&roleLabel=Operatore&status=active');
    await waitFor(() => expect(queryOf(GET, '/users')).toBeDefined());
    expect(queryOf(GET, '/users')).toMatchObject({ search: 'Sara', role: 'operator', status: 'active' });
    expect(screen.getByRole('searchbox')).toHaveProperty('value', 'Sara');
  });

  it('an unknown status in the address is no filter', async () => {
    const { GET } = open(UsersListRoute, '/settings/users?status=nonsense');
    await waitFor(() => expect(queryOf(GET, '/users')).toBeDefined());
    expect(queryOf(GET, '/users')).not.toHaveProperty('status');
  });

  it('the roles list opens with the search and "hide the administrator role" the address names', async () => {
    const { GET } = open(RolesListRoute, '/settings/roles?search=sup&excludeAdmin=true');
    await waitFor(() => expect(queryOf(GET, '/roles')).toBeDefined());
    expect(queryOf(GET, '/roles')).toMatchObject({ search: 'sup', excludeAdmin: true });
  });

  it('the team list opens on the leader the address names', async () => {
    const { GET } = open(RelatedUsersRoute, '/settings/related-users?leaderId=3&leaderName=Luca+Ferrari');
    await waitFor(() => expect(queryOf(GET, '/users/related-users')).toBeDefined());
    expect(queryOf(GET, '/users/related-users')).toMatchObject({ userId: 3 });
  });

  it("linking members ends on the list showing that leader's team", async () => {
    const user = userEvent.setup();
    const { POST, location } = open(RelatedUsersCreateRoute, '/settings/related-users/create', { '/users': [LUCA], '/users/available-related-users': [SARA] });
    const [leaderBox] = await screen.findAllByRole('combobox');
    if (!leaderBox) throw new Error('no leader picker');
    await user.type(leaderBox, 'Luca');
    await user.click(await screen.findByRole('option', { name: /Luca Ferrari/ }));
    await waitFor(() => expect(screen.getAllByRole('combobox')).toHaveLength(2));
    const memberBox = screen.getAllByRole('combobox')[1];
    if (!memberBox) throw new Error('no member picker');
    await user.type(memberBox, 'Sara');
    await user.click(await screen.findByRole('option', { name: /Sara Esposito/ }));
    await user.click(screen.getByRole('button', { name: 'admin:related.link' }));
    await waitFor(() => expect(POST).toHaveBeenCalled());
    await waitFor(() => expect(location.history.at(-1)).toMatch(/^\/settings\/related-users\?/));
    const shown = new URLSearchParams(location.history.at(-1)?.split('?')[1]);
    expect(shown.get('leaderId')).toBe('3');
    expect(shown.get('leaderName')).toMatch(/^Luca Ferrari/);
  });
});
