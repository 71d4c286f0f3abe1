import { sessionMachine } from '../../session/session.machine.ts';
import type { BridgeEvent } from '../../session/session.types.ts';
import { neverSettling, silentCallback } from '../neverSettling.ts';
import { actorDone, actorError, afterDelay, taggedError, type MachineRegistryEntry } from '../registryEntry.ts';

const tenant = { slug: 'acme', name: 'Acme', avatarUrl: null, faviconUrl: null };
const tokens = { accessToken: 'access-2', refreshToken: 'refresh-2', expiresAt: 2_000_000 };
const user = { id: 1, name: 'Ada Admin', email: 'admin@acme.test', role: { id: 1, name: 'admin', label: 'Administrator' } };

// The token endpoint answers wrong credentials with 400 (tagged Server): the guard reads the status.
const errors = {
  notFound: taggedError('NotFound'),
  network: taggedError('Network'),
  badCredentials: taggedError('Server', { status: 400 }),
  unauthorized: taggedError('Unauthorized'),
  server: taggedError('Server', { status: 500 }),
};

export const sessionEntry: MachineRegistryEntry = {
  id: 'session',
  titleKey: 'machines.session.title',
  descriptionKey: 'machines.session.description',
  machine: sessionMachine,
  stubbed: sessionMachine.provide({
    actors: {
      loadTenant: neverSettling(),
      refreshToken: neverSettling(),
      authenticate: neverSettling(),
      loadSettings: neverSettling(),
      loadUser: neverSettling(),
      loadPermissions: neverSettling(),
      loadPreferences: neverSettling(),
      revokeSession: neverSettling(),
      bridgeApi: silentCallback<BridgeEvent>(),
      watchFocus: silentCallback(),
    },
  }),
  paths: {
    // Four parallel start-up regions, in two places: simple paths explode, shortest ones take every transition.
    strategy: 'shortest',
    starts: [
      { id: 'noToken', labelKey: 'starts.session.noToken', input: { storedSession: null } },
      { id: 'validToken', labelKey: 'starts.session.validToken', input: { storedSession: { refreshToken: 'refresh-1', expired: false } } },
      { id: 'expiredToken', labelKey: 'starts.session.expiredToken', input: { storedSession: { refreshToken: 'refresh-1', expired: true } } },
    ],
    events: [
      actorDone('loadTenant', tenant),
      actorError('loadTenant', errors.notFound),
      actorError('loadTenant', errors.network),
      actorDone('refreshToken', tokens),
      actorError('refreshToken', errors.badCredentials),
      actorDone('authenticate', tokens),
      actorError('authenticate', errors.badCredentials),
      actorError('authenticate', errors.network),
      actorDone('loadSettings', { 'modules.hidden': [] }),
      actorError('loadSettings', errors.server),
      actorDone('loadUser', user),
      actorError('loadUser', errors.unauthorized),
      actorDone('loadPermissions', ['tasks', 'tasks.viewAny']),
      actorError('loadPermissions', errors.network),
      actorDone('loadPreferences', { language: 'en' }),
      actorError('loadPreferences', errors.server),
      actorDone('revokeSession', undefined),
      actorError('revokeSession', errors.network),
      afterDelay('tenantRetry', 'session.noTenant.waiting'),
      { type: 'login.submit', username: 'admin@acme.test', password: 'secret' },
      { type: 'session.refresh', refreshToken: 'refresh-1' },
      { type: 'login.adopt', tokens },
      { type: 'preferences.saved', preferences: { 'menu.size': 'small' } },
      { type: 'settings.saved', settings: { language: 'en' } },
    ],
  },
};
