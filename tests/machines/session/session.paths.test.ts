import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import type { SessionInput } from '../../../src/machines/session/session.types.ts';
import { actorDone, actorError, pathCoverage, shortestMachinePaths, type MachinePath } from '../pathTestHelper.ts';
import { errors, permissions, preferences, settings, stubbedSessionMachine, tenant, tokens, user } from './sessionFixtures.ts';

// Every outcome each invoked actor can have, plus the user's and the API edge's events (with payloads).
const events: readonly (EventObject & Record<string, unknown>)[] = [
  actorDone('loadTenant', tenant),
  actorError('loadTenant', errors.notFound),
  actorError('loadTenant', errors.network),
  actorDone('refreshToken', tokens),
  actorError('refreshToken', errors.badCredentials),
  actorDone('authenticate', tokens),
  actorError('authenticate', errors.badCredentials),
  actorError('authenticate', errors.network),
  actorDone('loadSettings', settings),
  actorError('loadSettings', errors.server),
  actorDone('loadUser', user),
  actorError('loadUser', errors.unauthorized),
  actorDone('loadPermissions', permissions),
  actorError('loadPermissions', errors.network),
  actorDone('loadPreferences', preferences),
  actorError('loadPreferences', errors.server),
  { type: 'xstate.after.tenantRetry.session.noTenant.waiting' },
  { type: 'login.submit', username: 'admin@acme.test', password: 'Bottega!2026' },
  { type: 'session.refresh', refreshToken: 'refresh-1' },
  { type: 'login.adopt', tokens },
  { type: 'preferences.saved', preferences: { 'menu.expanded': 'collapsed' } },
  { type: 'settings.saved', settings: { 'modules.hidden': ['samples'] } },
  { type: 'logout' },
  actorDone('revokeSession', undefined),
  actorError('revokeSession', errors.network),
  { type: 'permissions.reload' },
];

const inputs: Record<string, SessionInput> = {
  'no stored token': { storedSession: null },
  'a valid stored token': { storedSession: { refreshToken: 'refresh-1', expired: false } },
  'an expired stored token': { storedSession: { refreshToken: 'refresh-1', expired: true } },
};

const pathsByInput = Object.entries(inputs).map(
  ([name, input]) => [name, shortestMachinePaths(stubbedSessionMachine, { events, input })] as const,
);

describe('session machine: generated paths', () => {
  for (const [name, paths] of pathsByInput) {
    describe(`starting with ${name}`, () => {
      it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path: MachinePath) => {
        await path.run();
      });
    });
  }

  it('covers every state and every transition', () => {
    const all = pathsByInput.flatMap(([, paths]) => paths);
    const coverage = pathCoverage(stubbedSessionMachine, all);
    // Eventless decision states are never a resting snapshot; session.machine.test.ts checks their branches.
    expect(coverage.unreachedStates).toEqual(['session.booting.checkingToken']);
    // A parallel state's onDone fires on an internal event the coverage cannot attribute; check it by its effect.
    const internal = coverage.untakenTransitions.filter((t) => t.event.startsWith('xstate.done.state.'));
    expect(coverage.untakenTransitions.filter((t) => !internal.includes(t))).toEqual([]);
    for (const { state } of internal) {
      const from = state.replace(/^session\./, '').split('.');
      const taken = all.some((path) =>
        path.snapshots.some(
          (snapshot, index) =>
            index > 0 &&
            snapshot.matches('authenticated') &&
            path.snapshots[index - 1]?.matches({ [from[0] ?? '']: from[1] ?? '' }) === true,
        ),
      );
      expect(taken, `${state} → authenticated`).toBe(true);
    }
  });
});
