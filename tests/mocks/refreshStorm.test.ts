import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createApiClient, createBareClient } from '../../src/api/client.ts';
import { createTokenStore } from '../../src/api/tokenStore.ts';
import { createApiBridge } from '../../src/machines/session/apiBridge.ts';
import { createSessionLogic } from '../../src/machines/session/session.logic.ts';
import { setupMockServer } from '../../mocks/node.ts';
import { expireAccessTokens } from '../../mocks/tokens.ts';
import { createMemoryStorage } from '../api/doubles/memoryStorage.ts';

// The 401 storm on the mocked API, in Node (msw/node) instead of a browser (moved from tests/e2e-mocked/session.spec.ts,
// issue 36): the app's own wiring — API client, session statechart and the bridge between them, as appServices.ts
// builds them — signs in against the mocked API; the access token then expires on both sides, and twenty calls at
// once are refused, refreshed once through the session, and each retried once with the new token. The mocked API
// checks every answer against the contract and throws on a violation (the browser spec asked for no violations).

const BASE = 'http://acme.localhost/api';
const { server, runtime } = setupMockServer('normal');

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

/**
 * msw/node's answers are streams whose `cancel()` never settles (the client cancels a refused answer before its retry,
 * authMiddleware.ts): the answer is read whole first, as a browser's fetch has it, so a cancel is immediate.
 */
const buffered = async (request: Request): Promise<Response> => {
  const response = await globalThis.fetch(request);
  return new Response(await response.arrayBuffer(), { status: response.status, statusText: response.statusText, headers: response.headers });
};

const signedInApp = async () => {
  const tokenStore = createTokenStore(createMemoryStorage());
  const bridge = createApiBridge();
  const bareClient = createBareClient({ baseUrl: BASE, fetch: buffered });
  const client = createApiClient({ baseUrl: BASE, fetch: buffered, tokenStore, refresher: bridge.refresher, onSessionExpired: bridge.onSessionExpired, onForbidden: bridge.onForbidden });
  const logic = createSessionLogic({ client, bareClient, tokenStore, bridge, applyLanguage: () => undefined, onWindowFocus: () => () => undefined });
  const session = createActor(logic, { input: { storedSession: null } });
  session.start();
  await waitFor(session, (snapshot) => snapshot.matches('unauthenticated'), { timeout: 10_000 });
  session.send({ type: 'login.submit', username: 'admin@acme.test', password: 'Bottega!2026' });
  // Signed in: the start-up loads (tenant settings, user, permissions, preferences) are done before `authenticated`.
  await waitFor(session, (snapshot) => snapshot.matches({ authenticated: 'active' }), { timeout: 10_000 });
  return { session, client, tokenStore };
};

describe('the 401 storm on the mocked API (msw/node)', () => {
  it('twenty calls refused at once: one refresh, each call retried once with the new token, the session still signed in', async () => {
    const { session, client, tokenStore } = await signedInApp();
    const signedIn = tokenStore.read();
    if (!signedIn) throw new Error('no tokens after signing in');
    // The access token is past its expiry and the server refuses it: the next calls all answer 401.
    tokenStore.write({ ...signedIn, expiresAt: Date.now() - 1_000 });
    expireAccessTokens(runtime.state);
    const before = runtime.state.calls.length;
    const statuses = await Promise.all(Array.from({ length: 20 }, (_, i) => client.GET('/tasks', { params: { query: { page: i + 1 } } }).then((r) => r.response.status)));
    expect(statuses).toEqual(Array(20).fill(200));
    const calls = runtime.state.calls.slice(before);
    expect(calls.filter((c) => c.operation === 'POST /oauth/token')).toHaveLength(1);
    const tasks = calls.filter((c) => c.operation === 'GET /tasks');
    expect(tasks.filter((c) => c.status === 401)).toHaveLength(20);
    expect(tasks.filter((c) => c.status === 200)).toHaveLength(20);
    // Each retry carries the refreshed token, which the session stored.
    const retried = new Set(tasks.filter((c) => c.status === 200).map((c) => c.authorization));
    expect(retried).toEqual(new Set([`Bearer ${tokenStore.read()?.accessToken ?? ''}`]));
    expect(tokenStore.read()?.accessToken).not.toBe(signedIn.accessToken);
    expect(session.getSnapshot().matches('authenticated')).toBe(true);
    expect(runtime.violations).toEqual([]);
    session.stop();
  });
});
