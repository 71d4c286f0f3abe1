import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { createApiBridge } from '../../../src/machines/session/apiBridge.ts';
import { sessionMachine, TENANT_RETRY_MS } from '../../../src/machines/session/session.machine.ts';
import { sessionPhase } from '../../../src/machines/session/session.connect.ts';
import type { SessionInput, Tokens } from '../../../src/machines/session/session.types.ts';
import { errors, permissions, preferences, settings, tenant, tokens, user } from './sessionFixtures.ts';

type Overrides = {
  loadTenant?: () => Promise<typeof tenant>;
  refreshToken?: (refreshToken: string) => Promise<Tokens>;
  authenticate?: () => Promise<Tokens>;
  loadUser?: () => Promise<typeof user>;
  loadPermissions?: () => Promise<readonly string[]>;
  revokeSession?: () => Promise<void>;
};

const start = (input: SessionInput, overrides: Overrides = {}, options: { clock?: SimulatedClock } = {}) => {
  const spies = {
    persistTokens: vi.fn<(tokens: Tokens) => void>(),
    forgetTokens: vi.fn(),
    applyLanguage: vi.fn<(language: string | null | undefined) => void>(),
    refreshToken: vi.fn<(refreshToken: string) => Promise<Tokens>>(overrides.refreshToken ?? (async () => tokens)),
    loadTenant: vi.fn(overrides.loadTenant ?? (async () => tenant)),
    revokeSession: vi.fn(overrides.revokeSession ?? (async () => undefined)),
  };
  const bridge = createApiBridge();
  let focus: (() => void) | undefined;
  const logic = sessionMachine.provide({
    actors: {
      loadTenant: fromPromise(() => spies.loadTenant()),
      refreshToken: fromPromise(({ input }) => spies.refreshToken(input.refreshToken)),
      authenticate: fromPromise(overrides.authenticate ?? (async () => tokens)),
      loadSettings: fromPromise(async () => settings),
      loadUser: fromPromise(overrides.loadUser ?? (async () => user)),
      loadPermissions: fromPromise(overrides.loadPermissions ?? (async () => permissions)),
      loadPreferences: fromPromise(async () => preferences),
      revokeSession: fromPromise(() => spies.revokeSession()),
      bridgeApi: bridge.actor,
      watchFocus: fromCallback(({ sendBack }) => {
        focus = () => sendBack({ type: 'tenant.retry' });
        return () => {
          focus = undefined;
        };
      }),
    },
    actions: {
      persistTokens: (_, params) => spies.persistTokens(params.tokens),
      forgetTokens: () => spies.forgetTokens(),
      applyLanguage: (_, params) => spies.applyLanguage(params.language),
    },
  });
  const actor = createActor(logic, { input, ...(options.clock ? { clock: options.clock } : {}) });
  actor.start();
  return { actor, spies, bridge, focus: () => focus?.() };
};

const valid: SessionInput = { storedSession: { refreshToken: 'refresh-1', expired: false } };
const expired: SessionInput = { storedSession: { refreshToken: 'refresh-1', expired: true } };
const none: SessionInput = { storedSession: null };

describe('session machine', () => {
  it('starts up with a valid stored token: tenant, then settings, user, permissions, preferences', async () => {
    const { actor, spies } = start(valid);
    const snapshot = await waitFor(actor, (s) => s.matches('authenticated'));
    expect(snapshot.context).toMatchObject({ tenant, user, permissions, settings, preferences, notice: null });
    expect(spies.refreshToken).not.toHaveBeenCalled();
    expect(spies.applyLanguage).toHaveBeenCalledWith('en');
  });

  it('without a stored token goes to unauthenticated after loading the tenant', async () => {
    const { actor } = start(none);
    const snapshot = await waitFor(actor, (s) => s.matches('unauthenticated'));
    expect(snapshot.context.tenant).toEqual(tenant);
  });

  it('refreshes an expired stored token first and stores the new tokens', async () => {
    const { actor, spies } = start(expired);
    await waitFor(actor, (s) => s.matches('authenticated'));
    expect(spies.refreshToken).toHaveBeenCalledWith('refresh-1');
    expect(spies.persistTokens).toHaveBeenCalledWith(tokens);
  });

  it('counts a failed refresh at start as unauthenticated and removes the stored credential', async () => {
    const { actor, spies } = start(expired, { refreshToken: () => Promise.reject(errors.badCredentials) });
    const snapshot = await waitFor(actor, (s) => s.matches('unauthenticated'));
    expect(spies.forgetTokens).toHaveBeenCalled();
    expect(snapshot.context.storedSession).toBeNull();
  });

  it('tells a stored session an administrator closed from one that ran out, at start', async () => {
    const revoked = start(expired, { refreshToken: () => Promise.reject(errors.sessionRevoked) });
    expect((await waitFor(revoked.actor, (s) => s.matches('unauthenticated'))).context.notice).toBe('sessionRevoked');
    // A session that ran out while the app was closed goes to login quietly, as before.
    const ranOut = start(expired, { refreshToken: () => Promise.reject(errors.sessionExpired) });
    expect((await waitFor(ranOut.actor, (s) => s.matches('unauthenticated'))).context.notice).toBeNull();
  });

  it('reads a 401 at start-up as a session that ended, never as a failed sign-in', async () => {
    const plain = start(valid, { loadUser: () => Promise.reject(errors.unauthorized) });
    expect((await waitFor(plain.actor, (s) => s.matches('unauthenticated'))).context.notice).toBe('sessionExpired');
    const revoked = start(valid, { loadUser: () => Promise.reject(errors.revokedToken) });
    expect((await waitFor(revoked.actor, (s) => s.matches('unauthenticated'))).context.notice).toBe('sessionRevoked');
  });

  it('resets the authentication data when any start-up load fails', async () => {
    const { actor, spies } = start(valid, { loadUser: () => Promise.reject(errors.network) });
    const snapshot = await waitFor(actor, (s) => s.matches('unauthenticated'));
    expect(spies.forgetTokens).toHaveBeenCalled();
    expect(snapshot.context).toMatchObject({ user: null, permissions: [], notice: 'Network' });
  });

  it('goes to no-tenant when the tenant is unknown, and retries periodically and on window focus', async () => {
    const clock = new SimulatedClock();
    let calls = 0;
    const { actor, focus } = start(
      none,
      { loadTenant: () => (++calls < 3 ? Promise.reject(errors.notFound) : Promise.resolve(tenant)) },
      { clock },
    );
    await waitFor(actor, (s) => s.matches({ noTenant: 'waiting' }));
    expect(actor.getSnapshot().context.tenantFailure).toBe('NotFound');
    clock.increment(TENANT_RETRY_MS);
    await waitFor(actor, (s) => s.matches({ noTenant: 'waiting' }) && calls === 2);
    focus();
    const snapshot = await waitFor(actor, (s) => s.matches('unauthenticated'));
    expect(snapshot.context.tenant).toEqual(tenant);
  });

  it('signs in: authenticates, stores the tokens, then runs start-up', async () => {
    const { actor, spies } = start(none);
    await waitFor(actor, (s) => s.matches('unauthenticated'));
    actor.send({ type: 'login.submit', username: 'admin@acme.test', password: 'Bottega!2026' });
    expect(actor.getSnapshot().matches({ signingIn: 'authenticating' })).toBe(true);
    await waitFor(actor, (s) => s.matches('authenticated'));
    expect(spies.persistTokens).toHaveBeenCalledWith(tokens);
  });

  it.each([
    ['wrong credentials (400)', errors.badCredentials, 'invalidCredentials'],
    ['a network failure', errors.network, 'Network'],
    ['a server error', errors.server, 'Server'],
  ] as const)('reports %s at login', async (_name, error, notice) => {
    const { actor } = start(none, { authenticate: () => Promise.reject(error) });
    await waitFor(actor, (s) => s.matches('unauthenticated'));
    actor.send({ type: 'login.submit', username: 'a@acme.test', password: 'x' });
    const snapshot = await waitFor(actor, (s) => s.matches('unauthenticated'));
    expect(snapshot.context.notice).toBe(notice);
  });

  it('logs out: revokes the session on the server, then forgets the tokens and the user', async () => {
    const { actor, spies } = start(valid);
    await waitFor(actor, (s) => s.matches('authenticated'));
    actor.send({ type: 'logout' });
    expect(actor.getSnapshot().matches('signingOut')).toBe(true);
    // Neither the app nor the sign-in page shows while the browser still holds the session.
    expect(sessionPhase(actor.getSnapshot())).toBe('signingOut');
    expect(spies.forgetTokens).not.toHaveBeenCalled();
    const snapshot = await waitFor(actor, (s) => s.matches('unauthenticated'));
    expect(sessionPhase(snapshot)).toBe('guest');
    expect(spies.revokeSession).toHaveBeenCalledTimes(1);
    expect(snapshot.context.user).toBeNull();
    expect(spies.forgetTokens).toHaveBeenCalled();
  });

  it('logs out in the browser even when the server cannot be reached', async () => {
    const { actor, spies } = start(valid, { revokeSession: () => Promise.reject(errors.network) });
    await waitFor(actor, (s) => s.matches('authenticated'));
    actor.send({ type: 'logout' });
    const snapshot = await waitFor(actor, (s) => s.matches('unauthenticated'));
    expect(snapshot.context.user).toBeNull();
    expect(snapshot.context.notice).toBeNull();
    expect(spies.forgetTokens).toHaveBeenCalled();
  });

  it('reads the permissions again after a refusal (403) reported by the API edge, without a new sign-in', async () => {
    let current: readonly string[] = permissions;
    let currentUser = user;
    const { actor, bridge } = start(valid, { loadPermissions: async () => current, loadUser: async () => currentUser });
    await waitFor(actor, (s) => s.matches('authenticated'));
    current = ['tasks'];
    currentUser = { ...user, role: { id: 3, name: 'supervisor', label: 'Supervisore' } };
    bridge.onForbidden();
    const snapshot = await waitFor(actor, (s) => s.matches({ authenticated: 'active' }) && s.context.permissions.length === 1);
    expect(snapshot.context.permissions).toEqual(['tasks']);
    expect(snapshot.context.user?.role.name).toBe('supervisor');
  });

  it('keeps the permissions it had when reading them again fails', async () => {
    let fail = false;
    const { actor, bridge } = start(valid, { loadPermissions: async () => (fail ? Promise.reject(errors.network) : permissions) });
    await waitFor(actor, (s) => s.matches('authenticated'));
    fail = true;
    bridge.onForbidden();
    expect(actor.getSnapshot().matches({ authenticated: 'reloadingPermissions' })).toBe(true);
    await waitFor(actor, (s) => !s.matches({ authenticated: { reloadingPermissions: 'loadingUser' } }));
    const snapshot = await waitFor(actor, (s) => s.matches({ authenticated: 'active' }));
    expect(snapshot.context.permissions).toEqual(permissions);
  });

  it('applies and keeps saved preferences', async () => {
    const { actor, spies } = start(valid);
    await waitFor(actor, (s) => s.matches('authenticated'));
    actor.send({ type: 'preferences.saved', preferences: { language: 'it' } });
    expect(actor.getSnapshot().context.preferences).toMatchObject({ language: 'it', 'menu.size': 'small' });
    expect(spies.applyLanguage).toHaveBeenLastCalledWith('it');
  });

  it("follows saved tenant settings: the tenant's language for a user who chose none, the own choice otherwise", async () => {
    const { actor, spies } = start(valid);
    await waitFor(actor, (s) => s.matches('authenticated'));
    // The fixture user chose English: a tenant default of Italian does not override it.
    actor.send({ type: 'settings.saved', settings: { language: 'it', 'modules.hidden': ['samples'] } });
    expect(actor.getSnapshot().context.settings).toMatchObject({ language: 'it', 'modules.hidden': ['samples'] });
    expect(spies.applyLanguage).toHaveBeenLastCalledWith('en');
    // Without a choice of their own, the tenant's language applies.
    actor.send({ type: 'preferences.saved', preferences: { language: null } });
    expect(spies.applyLanguage).toHaveBeenLastCalledWith('it');
  });
});

describe('session machine as the API edge refresher', () => {
  it('serves concurrent refreshes with one refresh (single flight)', async () => {
    let release: (value: Tokens) => void = () => undefined;
    const { actor, spies, bridge } = start(valid, {
      refreshToken: () => new Promise<Tokens>((resolve) => (release = resolve)),
    });
    await waitFor(actor, (s) => s.matches('authenticated'));
    const first = bridge.refresher.refresh('refresh-1');
    const second = bridge.refresher.refresh('refresh-1');
    expect(actor.getSnapshot().matches({ authenticated: 'refreshing' })).toBe(true);
    release(tokens);
    const outcomes = await Promise.all([first, second]);
    expect(outcomes).toEqual([
      { _tag: 'Refreshed', tokens },
      { _tag: 'Refreshed', tokens },
    ]);
    expect(spies.refreshToken).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().matches({ authenticated: 'active' })).toBe(true);
  });

  it('answers "Failed" and goes to login when the refresh is refused', async () => {
    const { actor, bridge, spies } = start(valid, { refreshToken: () => Promise.reject(errors.badCredentials) });
    await waitFor(actor, (s) => s.matches('authenticated'));
    const outcome = await bridge.refresher.refresh('refresh-1');
    expect(outcome._tag).toBe('Failed');
    expect(actor.getSnapshot().matches('unauthenticated')).toBe(true);
    expect(actor.getSnapshot().context.notice).toBe('sessionExpired');
    expect(spies.forgetTokens).toHaveBeenCalled();
  });

  it('says an administrator closed the session when the refresh is refused as revoked, not that it expired', async () => {
    const { actor, bridge } = start(valid, { refreshToken: () => Promise.reject(errors.sessionRevoked) });
    await waitFor(actor, (s) => s.matches('authenticated'));
    expect((await bridge.refresher.refresh('refresh-1'))._tag).toBe('Failed');
    expect(actor.getSnapshot().context.notice).toBe('sessionRevoked');
  });

  it('says the session expired when the refresh token simply ran out', async () => {
    const { actor, bridge } = start(valid, { refreshToken: () => Promise.reject(errors.sessionExpired) });
    await waitFor(actor, (s) => s.matches('authenticated'));
    await bridge.refresher.refresh('refresh-1');
    expect(actor.getSnapshot().context.notice).toBe('sessionExpired');
  });

  it('answers "Failed" at once when nobody is signed in', async () => {
    const { actor, bridge } = start(none);
    await waitFor(actor, (s) => s.matches('unauthenticated'));
    expect((await bridge.refresher.refresh('refresh-1'))._tag).toBe('Failed');
  });

  it('goes to login when the API edge reports the session expired', async () => {
    const { actor, bridge } = start(valid);
    await waitFor(actor, (s) => s.matches('authenticated'));
    bridge.onSessionExpired();
    expect(actor.getSnapshot().matches('unauthenticated')).toBe(true);
    expect(actor.getSnapshot().context.notice).toBe('sessionExpired');
  });
});
