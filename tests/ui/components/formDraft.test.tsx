// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Effect } from 'effect';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import common from '../../../locales/en/common.json';
import type { ApiClient, BareApiClient } from '../../../src/api/client.ts';
import { formLogic } from '../../../src/machines/generic/form.logic.ts';
import type { sessionMachine } from '../../../src/machines/session/session.machine.ts';
import type { CurrentUser, Tokens } from '../../../src/machines/session/session.types.ts';
import { ApiClientContext } from '../../../src/ui/app/ApiClientContext.ts';
import { SessionContext } from '../../../src/ui/app/SessionContext.ts';
import { keepDraft } from '../../../src/ui/components/formDrafts.ts';
import { notify } from '../../../src/ui/components/notify.ts';
import { useForm } from '../../../src/ui/components/useForm.ts';
import { permissions, preferences, settings, stubbedSessionMachine, tenant, user } from '../../machines/session/sessionFixtures.ts';

// A session that ends under a form (refresh token expired) sends the person to sign in, and back to the same
// address: what they had typed must be there again, for them only, and a sign-out they asked for keeps nothing.

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'en', ns: ['common'], resources: { en: { common } }, interpolation: { escapeValue: false } });
});
beforeEach(() => {
  scope = undefined;
  sessionStorage.clear();
  window.history.replaceState(null, '', '/articles/create');
});
afterEach(cleanup);

const signedInAs = (who: CurrentUser) =>
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

// The save waits for ever: the session ends while the form is still submitting, as when a 401 ends it.
const articleSave = formLogic<{ code: string }, { code: string }>(() => Effect.never);

// The record a form of this address edits, when the address does not name it (one dialog per row): useForm's draftScope.
let scope: string | undefined;

const ArticleForm = () => {
  const form = useForm(articleSave, {
    initialValues: { code: '', description: '' },
    request: (values) => ({ code: values.code }),
    onSucceeded: () => undefined,
    ...(scope === undefined ? {} : { draftScope: scope }),
  });
  return (
    <form {...form.formProps}>
      <label>
        Code
        <input value={form.values.code} onChange={(e) => form.change('code', e.target.value)} />
      </label>
      <button type="submit">Save</button>
    </form>
  );
};

let session: ActorRefFrom<typeof sessionMachine> | null = null;
/** As the router does: the form shows while signed in, and goes when the session ends (to the sign-in screen). */
const Gate = () => {
  session = SessionContext.useActorRef();
  const signedIn = SessionContext.useSelector((s) => s.matches('authenticated'));
  return signedIn ? <ArticleForm /> : null;
};

const client = {} as ApiClient;
const mount = (who: CurrentUser) =>
  render(
    <SessionContext.Provider logic={signedInAs(who)} options={{ input: { storedSession: { refreshToken: 'refresh-1', expired: false } } }}>
      <ApiClientContext.Provider value={{ client, bareClient: client as unknown as BareApiClient }}>
        <Gate />
      </ApiClientContext.Provider>
    </SessionContext.Provider>,
  );

/** Signs in as `who` at the form's address: the form as it comes up. */
const signIn = async (who: CurrentUser) => {
  mount(who);
  return screen.findByLabelText<HTMLInputElement>('Code');
};

/** Types a code and saves; the session then ends as `end` says, and the form goes. */
const typeThenEnd = async (who: CurrentUser, end: 'session.expired' | 'logout') => {
  const user = userEvent.setup();
  await user.type(await signIn(who), 'EXP-001');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  act(() => session?.send({ type: end }));
  await waitFor(() => expect(screen.queryByLabelText('Code')).toBeNull());
  cleanup();
};

describe('a form when the session ends under it', () => {
  it('gives back what was typed to the same person at the same address, once, and says so', async () => {
    const info = vi.spyOn(notify, 'info');
    await typeThenEnd(user, 'session.expired');
    const code = await signIn(user);
    await waitFor(() => expect(code.value).toBe('EXP-001'));
    expect(info).toHaveBeenCalledWith(common.notices.draftRestored);
    cleanup();
    expect((await signIn(user)).value).toBe('');
  });

  it("gives a row's dialog its own draft back, not another row's with the same fields at the same address", async () => {
    scope = 'phase-1';
    await typeThenEnd(user, 'session.expired');
    scope = 'phase-2';
    expect((await signIn(user)).value).toBe('');
    cleanup();
    scope = 'phase-1';
    const code = await signIn(user);
    await waitFor(() => expect(code.value).toBe('EXP-001'));
  });

  it('keeps nothing for another person signing in on the same tab', async () => {
    await typeThenEnd(user, 'session.expired');
    expect((await signIn({ ...user, id: 2, email: 'other@acme.test' })).value).toBe('');
  });

  it('keeps nothing after a sign-out the person asked for', async () => {
    await typeThenEnd(user, 'logout');
    expect((await signIn(user)).value).toBe('');
  });

  it('never writes a password to storage', () => {
    const stored = new Map<string, string>();
    const storage = { getItem: (k: string) => stored.get(k) ?? null, setItem: (k: string, v: string) => void stored.set(k, v), removeItem: (k: string) => void stored.delete(k) };
    keepDraft(storage, 'k', 1, { current_password: 'Segreta!1', password: 'Nuova!2027x', note: 'kept' });
    expect(JSON.parse(stored.get('k') ?? '{}')).toEqual({ userId: 1, values: { note: 'kept' } });
  });
});
