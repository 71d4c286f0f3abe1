import { Effect, Result } from 'effect';
import { describe, expect, it } from 'vitest';
import { bearerOf } from '../../src/api/authMiddleware.ts';
import { createTask, getTask } from '../../src/api/tasks.ts';
import { json, tick } from './doubles/fetchDouble.ts';
import { createSession, expiredTokens, NOW, validTokens } from './doubles/session.ts';

const task = (id: number) => ({ data: { id, summary: `Task ${id}`, work_id: null } });

/** Accepts only the listed access tokens; everything else is a 401. */
const acceptOnly =
  (...tokens: string[]) =>
  ({ headers, url }: { headers: Headers; url: URL }) => {
    const token = bearerOf(headers);
    return token !== undefined && tokens.includes(token)
      ? json(200, task(Number(url.pathname.split('/').pop())))
      : json(401, { message: 'Unauthenticated.' });
  };

const run = <A, E>(effect: Effect.Effect<A, E>) => Effect.runPromise(Effect.result(effect));

describe('401 policy (spec §4, DESIGN §4)', () => {
  it('shares one refresh between 20 concurrent 401s and retries every request once', async () => {
    const session = createSession(acceptOnly('new'), { tokens: expiredTokens });
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => run(getTask(session.client, i + 1))));

    expect(session.refresh).toHaveBeenCalledTimes(1);
    expect(session.refresh).toHaveBeenCalledWith('r1');
    expect(results.every(Result.isSuccess)).toBe(true);
    expect(results.map((r) => (Result.isSuccess(r) ? r.success.id : 0))).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    expect(session.server.seen).toHaveLength(40);
    expect(session.server.seen.slice(20).every((r) => bearerOf(r.headers) === 'new')).toBe(true);
    expect(session.tokenStore.read()).toEqual({ accessToken: 'new', refreshToken: 'r2', expiresAt: NOW + 3_600_000 });
    expect(session.onSessionExpired).not.toHaveBeenCalled();
  });

  it('retries a POST with its original body bytes', async () => {
    const session = createSession(
      ({ headers }) => (bearerOf(headers) === 'new' ? json(201, task(7)) : json(401, { message: 'Unauthenticated.' })),
      { tokens: expiredTokens },
    );
    const result = await run(
      createTask(session.client, { summary: 'Pack the order', workId: 3, withEvent: true }),
    );

    expect(Result.isSuccess(result)).toBe(true);
    const [first, retry] = session.server.seen;
    const wire = '{"summary":"Pack the order","work_id":3,"with_event":true}';
    expect(first?.body).toBe(wire);
    expect(retry?.body).toBe(wire);
    expect(retry?.method).toBe('POST');
    expect(retry?.headers.get('content-type')).toBe('application/json');
  });

  it('does not loop: a retry that gets 401 again fails Unauthorized after one refresh', async () => {
    const session = createSession(acceptOnly(), { tokens: expiredTokens });
    const result = await run(getTask(session.client, 1));

    expect(Result.isFailure(result) && result.failure._tag).toBe('Unauthorized');
    expect(session.refresh).toHaveBeenCalledTimes(1);
    expect(session.server.seen).toHaveLength(2);
    // Even the fresh token was refused: the session is over.
    expect(session.tokenStore.read()).toBeUndefined();
    expect(session.onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('never refreshes on a 401 from the token endpoint', async () => {
    const session = createSession(() => json(401, { message: 'The credentials were incorrect.' }), {
      tokens: expiredTokens,
    });
    const { refreshGrantRequest } = await import('../../src/api/auth.ts');
    const { request } = await import('../../src/api/request.ts');
    const failure: unknown = await request(refreshGrantRequest(session.client, { clientId: 'c', clientSecret: 's' }, 'r1')).catch((error: unknown) => error);

    expect(failure).toMatchObject({ _tag: 'Unauthorized' });
    expect(session.refresh).not.toHaveBeenCalled();
    expect(session.server.seen).toHaveLength(1);
    expect(session.server.seen[0]?.headers.get('authorization')).toBeNull();
    expect(session.tokenStore.read()).toEqual(expiredTokens);
  });

  it('clears the tokens and notifies once when the refresh fails, for the whole burst', async () => {
    const session = createSession(acceptOnly('new'), {
      tokens: expiredTokens,
      refresh: () => ({ _tag: 'Failed', cause: 'invalid_grant' }),
    });
    const results = await Promise.all(Array.from({ length: 5 }, (_, i) => run(getTask(session.client, i + 1))));

    expect(results.every((r) => Result.isFailure(r) && r.failure._tag === 'Unauthorized')).toBe(true);
    expect(session.refresh).toHaveBeenCalledTimes(1);
    expect(session.server.seen).toHaveLength(5);
    expect(session.tokenStore.read()).toBeUndefined();
    expect(session.storage.entries.size).toBe(0);
    expect(session.onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('treats a refresher that throws as a failed refresh', async () => {
    const session = createSession(acceptOnly('new'), {
      tokens: expiredTokens,
      refresh: () => {
        throw new Error('offline');
      },
    });
    const result = await run(getTask(session.client, 1));
    expect(Result.isFailure(result) && result.failure._tag).toBe('Unauthorized');
    expect(session.onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('does not refresh a 401 on a token that has not expired: clears the tokens (revoked session)', async () => {
    const session = createSession(acceptOnly(), { tokens: validTokens });
    const results = await Promise.all([run(getTask(session.client, 1)), run(getTask(session.client, 2))]);

    expect(results.every((r) => Result.isFailure(r) && r.failure._tag === 'Unauthorized')).toBe(true);
    expect(session.refresh).not.toHaveBeenCalled();
    expect(session.server.seen).toHaveLength(2);
    expect(session.tokenStore.read()).toBeUndefined();
    expect(session.onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('starts a new refresh for a later burst, once the first one has settled', async () => {
    let accepted = 'new';
    let issued = 0;
    const session = createSession(({ headers }) => (bearerOf(headers) === accepted ? json(200, task(1)) : json(401, {})), {
      tokens: expiredTokens,
      refresh: (refreshToken) => {
        issued += 1;
        return {
          _tag: 'Refreshed',
          // The second token is already expired, so that the next burst needs a refresh again.
          tokens: { accessToken: `new${issued}`, refreshToken: `${refreshToken}+`, expiresAt: NOW - 1 },
        };
      },
    });
    accepted = 'new1';
    expect(Result.isSuccess(await run(getTask(session.client, 1)))).toBe(true);
    accepted = 'new2';
    expect(Result.isSuccess(await run(getTask(session.client, 1)))).toBe(true);

    expect(session.refresh).toHaveBeenCalledTimes(2);
    expect(session.refresh.mock.calls.map(([token]) => token)).toEqual(['r1', 'r1+']);
    expect(session.tokenStore.refreshToken()).toBe('r1++');
  });

  it('keeps tokens written by someone else during the refresh and retries with them', async () => {
    const session = createSession(acceptOnly('other'), { tokens: expiredTokens });
    const pending = run(getTask(session.client, 1));
    await tick(1);
    // A new login (or another tab) stores its own tokens while our refresh is in flight.
    session.tokenStore.write({ accessToken: 'other', refreshToken: 'r9', expiresAt: NOW + 60_000 });
    const result = await pending;

    expect(Result.isSuccess(result)).toBe(true);
    expect(session.refresh).toHaveBeenCalledTimes(1);
    expect(session.tokenStore.read()).toEqual({ accessToken: 'other', refreshToken: 'r9', expiresAt: NOW + 60_000 });
  });

  it('retries without refreshing when the token changed after the request left', async () => {
    const session: ReturnType<typeof createSession> = createSession(
      ({ headers }) => {
        if (bearerOf(headers) === 'fresh') return json(200, task(1));
        // The answer to the stale request arrives after somebody else already refreshed.
        session.tokenStore.write({ accessToken: 'fresh', refreshToken: 'r2', expiresAt: NOW + 60_000 });
        return json(401, {});
      },
      { tokens: expiredTokens },
    );
    const result = await run(getTask(session.client, 1));

    expect(Result.isSuccess(result)).toBe(true);
    expect(session.refresh).not.toHaveBeenCalled();
    expect(session.server.seen.map((r) => bearerOf(r.headers))).toEqual(['old', 'fresh']);
  });

  it('reads the token from storage for every request', async () => {
    const session = createSession(() => json(200, task(1)), { tokens: validTokens });
    await run(getTask(session.client, 1));
    session.tokenStore.write({ ...validTokens, accessToken: 'rotated' });
    await run(getTask(session.client, 1));
    expect(session.server.seen.map((r) => bearerOf(r.headers))).toEqual(['old', 'rotated']);
  });
});
