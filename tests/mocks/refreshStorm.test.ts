import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupMockServer } from '../../mocks/node.ts';
import { expireAccessTokens } from '../../mocks/tokens.ts';
import { signedInApp } from './support/mockedSession.ts';

// The 401 storm on the mocked API, in Node (msw/node) instead of a browser (moved from tests/e2e-mocked/session.spec.ts,
// issue 36): the app's own wiring — API client, session statechart and the bridge between them, as appServices.ts
// builds them — signs in against the mocked API; the access token then expires on both sides, and twenty calls at
// once are refused, refreshed once through the session, and each retried once with the new token. The mocked API
// checks every answer against the contract and throws on a violation (the browser spec asked for no violations).

const { server, runtime } = setupMockServer('normal');

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

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
