import { createActor, waitFor } from 'xstate';
import { createApiClient, createBareClient } from '../../../src/api/client.ts';
import { createTokenStore, type TokenStore } from '../../../src/api/tokenStore.ts';
import { createApiBridge } from '../../../src/machines/session/apiBridge.ts';
import { createSessionLogic, storedSessionOf } from '../../../src/machines/session/session.logic.ts';
import { createMemoryStorage } from '../../api/doubles/memoryStorage.ts';

// The app's own session wiring — API client, session statechart and the bridge between them, as appServices.ts
// builds them — against the mocked API on msw/node (mocks/node.ts): what the mocked-API browser specs checked of the
// client and the machines, without a browser (issue 36.7).

export const MOCKED_BASE = 'http://acme.localhost/api';
export const MOCKED_ADMIN = { username: 'admin@acme.test', password: 'Bottega!2026' } as const;

/**
 * msw/node's answers are streams whose `cancel()` never settles (the client cancels a refused answer before its retry,
 * authMiddleware.ts): the answer is read whole first, as a browser's fetch has it, so a cancel is immediate.
 */
const buffered = async (request: Request): Promise<Response> => {
  const response = await globalThis.fetch(request);
  return new Response(await response.arrayBuffer(), { status: response.status, statusText: response.statusText, headers: response.headers });
};

/** The session as the app starts it: on `tokenStore` (a fresh, empty one by default), as a page load would read it. */
export const startMockedSession = (tokenStore: TokenStore = createTokenStore(createMemoryStorage())) => {
  const bridge = createApiBridge();
  const bareClient = createBareClient({ baseUrl: MOCKED_BASE, fetch: buffered });
  const client = createApiClient({ baseUrl: MOCKED_BASE, fetch: buffered, tokenStore, refresher: bridge.refresher, onSessionExpired: bridge.onSessionExpired, onForbidden: bridge.onForbidden });
  const logic = createSessionLogic({ client, bareClient, tokenStore, bridge, applyLanguage: () => undefined, onWindowFocus: () => () => undefined });
  const session = createActor(logic, { input: { storedSession: storedSessionOf(tokenStore, Date.now()) } });
  session.start();
  return { session, client, tokenStore };
};

/** Signs the demo admin in through the login event and waits for the start-up loads to be done. */
export const signIn = async (session: ReturnType<typeof startMockedSession>['session']): Promise<void> => {
  await waitFor(session, (snapshot) => snapshot.matches('unauthenticated'), { timeout: 10_000 });
  session.send({ type: 'login.submit', ...MOCKED_ADMIN });
  // Signed in: the start-up loads (tenant settings, user, permissions, preferences) are done before `authenticated`.
  await waitFor(session, (snapshot) => snapshot.matches({ authenticated: 'active' }), { timeout: 10_000 });
};

/** A fresh session, signed in as the demo admin. */
export const signedInApp = async () => {
  const app = startMockedSession();
  await signIn(app.session);
  return app;
};
