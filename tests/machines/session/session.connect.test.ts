import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import {
  accessOf,
  connectAccount,
  connectSignIn,
  connectTenantRetry,
  sessionAccess,
  sessionCommands,
  sessionPhase,
  sessionPreference,
  sessionSetting,
  sessionTenant,
  sessionTimeZone,
  sessionUser,
  sessionWeekStart,
} from '../../../src/machines/session/session.connect.ts';
import { sessionMachine } from '../../../src/machines/session/session.machine.ts';
import type { Preferences, SessionInput, Settings, Tenant, Tokens } from '../../../src/machines/session/session.types.ts';
import { errors, permissions, tenant, tokens, user } from './sessionFixtures.ts';

// What views read of the session, from real snapshots of the machine (no React): phase, user, tenant, access,
// settings and preferences with their defaults, and the three small views that send events.

type Answers = { settings?: Settings; preferences?: Preferences; tenant?: () => Promise<Tenant>; authenticate?: () => Promise<Tokens> };

const start = (input: SessionInput, answers: Answers = {}) => {
  const logic = sessionMachine.provide({
    actors: {
      loadTenant: fromPromise(answers.tenant ?? (async () => tenant)),
      refreshToken: fromPromise(async () => tokens),
      authenticate: fromPromise(answers.authenticate ?? (async () => tokens)),
      loadSettings: fromPromise(async () => answers.settings ?? {}),
      loadUser: fromPromise(async () => user),
      loadPermissions: fromPromise(async () => permissions),
      loadPreferences: fromPromise(async () => answers.preferences ?? {}),
      revokeSession: fromPromise(() => new Promise<void>(() => undefined)),
      bridgeApi: fromCallback(() => undefined),
      watchFocus: fromCallback(() => undefined),
    },
  });
  return createActor(logic, { input }).start();
};

const signedIn: SessionInput = { storedSession: { refreshToken: 'refresh-1', expired: false } };
const guest: SessionInput = { storedSession: null };

describe('session connect', () => {
  it('answers nothing signed in while booting, then the user, tenant and access once started', async () => {
    const actor = start(signedIn, { settings: { 'modules.hidden': ['proposals'] } });
    expect(sessionPhase(actor.getSnapshot())).toBe('booting');
    expect(sessionUser(actor.getSnapshot())).toBeNull();
    const snapshot = await waitFor(actor, (s) => s.matches('authenticated'));
    expect(sessionPhase(snapshot)).toBe('authenticated');
    expect(sessionUser(snapshot)).toEqual(user);
    expect(sessionTenant(snapshot)).toEqual(tenant);
    expect(sessionAccess(snapshot)).toEqual({ permissions: new Set(permissions), role: 'admin', hiddenModules: new Set(['proposals']) });
    actor.stop();
  });

  it('keeps one Access per session data, and a new one when the data changes', async () => {
    const actor = start(signedIn);
    const first = await waitFor(actor, (s) => s.matches('authenticated'));
    // The same context read twice: the same object (a view selecting it does not render again).
    expect(sessionAccess(first)).toBe(sessionAccess(actor.getSnapshot()));
    actor.send({ type: 'settings.saved', settings: { 'modules.hidden': ['tasks'] } });
    const changed = sessionAccess(actor.getSnapshot());
    expect(changed).not.toBe(sessionAccess(first));
    expect(changed.hiddenModules).toEqual(new Set(['tasks']));
    actor.stop();
  });

  it('an unknown role gives no role; no user gives no role and no permissions', () => {
    expect(accessOf({ user: { ...user, role: { ...user.role, name: 'pirate' } }, permissions: [], settings: {} }).role).toBeNull();
    expect(accessOf({ user: null, permissions: [], settings: { 'modules.hidden': 'tasks' } })).toEqual({ permissions: new Set(), role: null, hiddenModules: new Set() });
  });

  it('reads one setting or preference, null when not set; time zone and first day of week have their defaults', async () => {
    const actor = start(signedIn);
    const bare = await waitFor(actor, (s) => s.matches('authenticated'));
    expect(sessionSetting('evaluators.title')(bare)).toBeNull();
    expect(sessionPreference('theme')(bare)).toBeNull();
    expect(sessionTimeZone(bare)).toBe('Europe/Rome');
    expect(sessionWeekStart(bare)).toBe(1);
    // The tenant's default first day counts until the user chooses their own.
    actor.send({ type: 'settings.saved', settings: { timezone: 'America/New_York', first_day_of_week: '0', 'evaluators.title': 'Panel' } });
    expect(sessionTimeZone(actor.getSnapshot())).toBe('America/New_York');
    expect(sessionSetting('evaluators.title')(actor.getSnapshot())).toBe('Panel');
    expect(sessionWeekStart(actor.getSnapshot())).toBe(0);
    actor.send({ type: 'preferences.saved', preferences: { first_day_of_week: '6', theme: 'dark' } });
    expect(sessionWeekStart(actor.getSnapshot())).toBe(6);
    expect(sessionPreference('theme')(actor.getSnapshot())).toBe('dark');
    actor.stop();
  });

  it('sign-in: not busy with no notice, busy while signing in, then the refusal as the notice', async () => {
    let refuse: (error: unknown) => void = () => undefined;
    const actor = start(guest, { authenticate: () => new Promise<Tokens>((_, reject) => (refuse = reject)) });
    await waitFor(actor, (s) => s.matches('unauthenticated'));
    const idle = connectSignIn(actor.getSnapshot(), actor.send);
    expect(idle).toMatchObject({ signingIn: false, notice: null });
    idle.signIn({ username: 'ada@acme.test', password: 'secret' });
    expect(connectSignIn(actor.getSnapshot(), actor.send).signingIn).toBe(true);
    refuse(errors.badCredentials);
    await waitFor(actor, (s) => s.matches('unauthenticated'));
    expect(connectSignIn(actor.getSnapshot(), actor.send)).toMatchObject({ signingIn: false, notice: 'invalidCredentials' });
    actor.stop();
  });

  it('handlers are the same functions for one actor, so a view of equal values compares equal', () => {
    const send = vi.fn();
    expect(sessionCommands(send)).toBe(sessionCommands(send));
    sessionCommands(send).adopt(tokens);
    sessionCommands(send).logout();
    expect(send.mock.calls).toEqual([[{ type: 'login.adopt', tokens }], [{ type: 'logout' }]]);
  });

  it('tenant not found: the failure tag, retry offered, and busy while retrying', async () => {
    let answer: (value: Tenant) => void = () => undefined;
    let calls = 0;
    const actor = start(guest, {
      tenant: () => (++calls === 1 ? Promise.reject(errors.notFound) : new Promise<Tenant>((resolve) => (answer = resolve))),
    });
    await waitFor(actor, (s) => s.matches('noTenant'));
    const view = connectTenantRetry(actor.getSnapshot(), actor.send);
    expect(view).toMatchObject({ failure: 'NotFound', retrying: false, canRetry: true });
    view.retry();
    expect(connectTenantRetry(actor.getSnapshot(), actor.send)).toMatchObject({ retrying: true });
    answer(tenant);
    await waitFor(actor, (s) => s.matches('unauthenticated'));
    expect(sessionPhase(actor.getSnapshot())).toBe('guest');
    actor.stop();
  });

  it('account: the user and logout while signed in; logging out goes to signingOut and logout is no longer offered', async () => {
    const actor = start(signedIn);
    await waitFor(actor, (s) => s.matches('authenticated'));
    const view = connectAccount(actor.getSnapshot(), actor.send);
    expect(view).toMatchObject({ user, canLogout: true });
    view.logout();
    expect(sessionPhase(actor.getSnapshot())).toBe('signingOut');
    expect(connectAccount(actor.getSnapshot(), actor.send).canLogout).toBe(false);
    actor.stop();
  });
});
