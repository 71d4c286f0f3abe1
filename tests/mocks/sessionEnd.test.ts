import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { setupMockServer } from '../../mocks/node.ts';
import { SCENARIO_TRAITS } from '../../mocks/scenarios.ts';
import { expireSession } from '../../mocks/tokens.ts';
import { signedInApp, signIn, startMockedSession } from './support/mockedSession.ts';

// How a session ends on the mocked API, in Node (msw/node; moved from tests/e2e-mocked/session.spec.ts, issue 36.7):
// what those browser tests checked is the client's and the session statechart's doing. The login page a signed-out
// session shows stays checked in the browser (tests/e2e/session.spec.ts signs out; the mocked spec's start-up faults).

const { server, runtime } = setupMockServer('normal');

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const refreshesSince = (before: number) => runtime.state.calls.slice(before).filter((call) => call.operation === 'POST /oauth/token').map((call) => call.status);

describe('a session ending on the mocked API (msw/node)', () => {
  it('a failed refresh ends the session: signed out with the expiry notice, tokens gone, one refresh tried', async () => {
    const { session, client, tokenStore } = await signedInApp();
    const signedIn = tokenStore.read();
    if (!signedIn) throw new Error('no tokens after signing in');
    // The access token is past its expiry here, and the server has closed the whole session (refresh token too).
    tokenStore.write({ ...signedIn, expiresAt: Date.now() - 1_000 });
    expireSession(runtime.state);
    const before = runtime.state.calls.length;
    await client.GET('/tasks', {});
    await waitFor(session, (snapshot) => snapshot.matches('unauthenticated'), { timeout: 10_000 });
    expect(session.getSnapshot().context.notice).toBe('sessionExpired');
    expect(tokenStore.read()).toBeUndefined();
    expect(refreshesSince(before)).toEqual([400]);
    expect(runtime.violations).toEqual([]);
    session.stop();
  });

  it('the expired-session scenario: a stored session the server refuses ends with the expiry notice, tokens gone; signing in again works', async () => {
    // The scenario's trait (mocks/scenarios.ts): every token issued before it is refused, refresh tokens too.
    expect(SCENARIO_TRAITS.expired.expireSession).toBe(true);
    const first = await signedInApp();
    first.session.stop();
    expireSession(runtime.state);
    // A page load on the stored tokens: the access token still looks valid, so the start-up calls go out with it.
    const before = runtime.state.calls.length;
    const { session, tokenStore } = startMockedSession(first.tokenStore);
    await waitFor(session, (snapshot) => snapshot.matches('unauthenticated'), { timeout: 10_000 });
    expect(tokenStore.read()).toBeUndefined();
    expect(runtime.state.calls.slice(before).some((call) => call.status === 401)).toBe(true);
    expect(session.getSnapshot().context.notice).toBe('sessionExpired');
    await signIn(session);
    expect(session.getSnapshot().matches({ authenticated: 'active' })).toBe(true);
    expect(tokenStore.read()?.accessToken).toMatch(/^mock-access\.admin\./);
    expect(runtime.violations).toEqual([]);
    session.stop();
  });
});
