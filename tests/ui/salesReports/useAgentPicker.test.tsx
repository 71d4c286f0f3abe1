// @vitest-environment happy-dom
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { Effect } from 'effect';
import type { ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient, BareApiClient } from '../../../src/api/client.ts';
import type { CurrentUser, Tokens } from '../../../src/machines/session/session.types.ts';
import { ApiClientContext } from '../../../src/ui/app/ApiClientContext.ts';
import { SessionContext } from '../../../src/ui/app/SessionContext.ts';
import { useAgentPicker } from '../../../src/ui/salesReports/useAgentPicker.ts';
import { preferences, settings, stubbedSessionMachine, tenant, user } from '../../machines/session/sessionFixtures.ts';

// The sales report form's agent field: offered to whom the server lets name another author (x-scope.assignee), with
// the people the server would accept; the operator who may only write their own reports gets no field at all.

afterEach(cleanup);

const operator: CurrentUser = { ...user, id: 4, name: 'Sara Esposito', role: { id: 4, name: 'operator', label: 'Operator' } };
const READER = ['sales-reports', 'sales-reports.viewAny', 'sales-reports.create', 'sales-reports.update'];

const signedInAs = (who: CurrentUser, permissions: readonly string[]) =>
  stubbedSessionMachine.provide({
    actors: {
      loadTenant: fromPromise(async () => tenant),
      loadSettings: fromPromise(async () => settings),
      loadUser: fromPromise(async () => who),
      loadPermissions: fromPromise(async () => permissions),
      loadPreferences: fromPromise(async () => preferences),
      revokeSession: fromPromise<void>(async () => undefined),
      refreshToken: fromPromise<Tokens, { refreshToken: string }>(async () => ({ accessToken: 'a', refreshToken: 'r', expiresAt: 9_000_000_000_000 })),
    },
  });

const pickerOf = (who: CurrentUser, permissions: readonly string[]) => {
  const GET = vi.fn(async () => ({ data: { data: [], meta: { current_page: 1, last_page: 1, per_page: 20, total: 0 } }, response: new Response() }));
  const client = { GET } as unknown as ApiClient;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SessionContext.Provider logic={signedInAs(who, permissions)} options={{ input: { storedSession: { refreshToken: 'refresh-1', expired: false } } }}>
      <ApiClientContext.Provider value={{ client, bareClient: client as unknown as BareApiClient }}>{children}</ApiClientContext.Provider>
    </SessionContext.Provider>
  );
  const hook = renderHook(() => ({ picker: useAgentPicker(), user: SessionContext.useSelector((s) => s.context.user) }), { wrapper });
  return { hook, GET };
};

describe('useAgentPicker', () => {
  it('offers every user to an administrator (the users list)', async () => {
    const { hook, GET } = pickerOf(user, []);
    await waitFor(() => expect(hook.result.current.picker).not.toBeNull());
    const load = hook.result.current.picker;
    // The answer does not matter here, only whom it asks: the users list (every user the server would accept).
    if (load) await Effect.runPromiseExit(load(''));
    expect(GET).toHaveBeenCalledWith('/users', expect.anything());
  });

  it('offers nobody else to an operator without a team: no field, the report is theirs', async () => {
    const { hook } = pickerOf(operator, READER);
    await waitFor(() => expect(hook.result.current.user).not.toBeNull());
    expect(hook.result.current.picker).toBeNull();
  });

  it('offers a team leader themselves and their team, without asking for the users list', async () => {
    const leader: CurrentUser = { ...operator, relationships: [{ id: 9, name: 'Marco Bianchi' }] as CurrentUser['relationships'] };
    const { hook, GET } = pickerOf(leader, READER);
    await waitFor(() => expect(hook.result.current.picker).not.toBeNull());
    const load = hook.result.current.picker;
    const options = load ? await Effect.runPromise(load('')) : null;
    expect(options?.items).toEqual([
      { value: '4', label: 'Sara Esposito' },
      { value: '9', label: 'Marco Bianchi' },
    ]);
    expect(GET).not.toHaveBeenCalled();
  });
});
