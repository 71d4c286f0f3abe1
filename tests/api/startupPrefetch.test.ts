import { describe, expect, it } from 'vitest';
import { STARTUP_CALLS } from '../../build/startupPreloadPlugin.ts';
import { EARLY_CALLS_GLOBAL, earlyOr, PREFETCH_FRESH_MS, startStartupPrefetch, takeEarlyStartupCalls, type EarlyStartupCalls } from '../../src/api/startupPrefetch.ts';
import { createTokenStore } from '../../src/api/tokenStore.ts';
import { createFetchDouble, json, tick, type Handler } from './doubles/fetchDouble.ts';
import { createMemoryStorage } from './doubles/memoryStorage.ts';
import { BASE_URL, expiredTokens, NOW, validTokens } from './doubles/session.ts';

const answers: Handler = ({ url }) => {
  switch (url.pathname) {
    case '/api/tenants/current':
      return json(200, { data: { id: 1, slug: 'acme', name: 'Acme' } });
    case '/api/users/me':
      return json(200, { data: { id: 7, name: 'Anna' } });
    case '/api/users/me/permissions':
      return json(200, { data: { permissions: ['tasks.viewAny'] } });
    default:
      return json(200, { data: [{ key: 'first_day_of_week', value: 1 }], meta: { current_page: 1, last_page: 1, per_page: 100, total: 1 } });
  }
};

const start = (tokens: typeof validTokens | null = validTokens, handler: Handler = answers, early?: EarlyStartupCalls) => {
  const storage = createMemoryStorage();
  const tokenStore = createTokenStore(storage);
  if (tokens) tokenStore.write(tokens);
  const server = createFetchDouble(handler);
  let now = NOW;
  const prefetch = startStartupPrefetch({ baseUrl: BASE_URL, tokenStore, now: () => now, fetch: server.fetch, ...(early ? { early } : {}) });
  return { prefetch, server, tokenStore, later: (ms: number) => (now += ms) };
};

const paths = (seen: readonly { url: URL }[]) => seen.map((request) => `${request.url.pathname}${request.url.search}`).sort();

describe('start-up prefetch', () => {
  it('with a live stored token, sends the tenant and the four session calls at once, the session calls with the token', async () => {
    const { prefetch, server } = start();
    await tick();
    expect(paths(server.seen)).toEqual([
      '/api/settings?page_size=100',
      '/api/tenants/current',
      '/api/users/me',
      '/api/users/me/permissions',
      '/api/users/me/preferences?page_size=100',
    ]);
    expect(server.seen.filter((request) => request.url.pathname !== '/api/tenants/current').every((request) => request.headers.get('authorization') === 'Bearer old')).toBe(true);
    expect(server.seen.find((request) => request.url.pathname === '/api/tenants/current')?.headers.has('authorization')).toBe(false);
    expect(await prefetch.take('user')).toMatchObject({ id: 7, name: 'Anna' });
    expect(await prefetch.take('settings')).toMatchObject({ items: [{ key: 'first_day_of_week', value: 1 }] });
  });

  it('hands each answer out once: a later load (permissions after a 403) goes to the server', async () => {
    const { prefetch } = start();
    expect(prefetch.take('permissions')).toBeDefined();
    expect(prefetch.take('permissions')).toBeUndefined();
  });

  it('without a stored token, or with an expired one, asks only for the tenant', async () => {
    const none = start(null);
    const expired = start(expiredTokens);
    await tick();
    expect(paths(none.server.seen)).toEqual(['/api/tenants/current']);
    expect(paths(expired.server.seen)).toEqual(['/api/tenants/current']);
    expect(expired.prefetch.take('user')).toBeUndefined();
  });

  it('never hands a session answer to another token (signed out and in again) nor a stale one', () => {
    const changed = start();
    changed.tokenStore.write({ ...validTokens, accessToken: 'someone-else' });
    expect(changed.prefetch.take('user')).toBeUndefined();
    expect(changed.prefetch.take('tenant')).toBeDefined();

    const stale = start();
    stale.later(PREFETCH_FRESH_MS + 1);
    expect(stale.prefetch.take('tenant')).toBeUndefined();
  });

  it('a failed early answer is dropped and the actor’s own call is made (refresh, no-tenant, faults behave as before)', async () => {
    const { prefetch } = start(validTokens, () => json(401, { message: 'Unauthenticated.' }));
    let ownCalls = 0;
    const user = await earlyOr(prefetch.take('user'), async () => {
      ownCalls += 1;
      return { id: 7 } as never;
    });
    expect(ownCalls).toBe(1);
    expect(user).toEqual({ id: 7 });
    // A successful early answer spares the call.
    const fine = start();
    await earlyOr(fine.prefetch.take('tenant'), () => Promise.reject(new Error('must not be called')));
  });

  it('lets the dashboard read an answer without taking it, before and after the session takes it, under the same rules', async () => {
    const { prefetch, tokenStore, later } = start();
    expect(await prefetch.peek('user')).toMatchObject({ id: 7 });
    expect(await prefetch.take('user')).toMatchObject({ id: 7 });
    expect(prefetch.take('user')).toBeUndefined();
    expect(await prefetch.peek('user')).toMatchObject({ id: 7 });
    tokenStore.write({ ...validTokens, accessToken: 'someone-else' });
    expect(prefetch.peek('permissions')).toBeUndefined();
    tokenStore.write(validTokens);
    later(PREFETCH_FRESH_MS + 1);
    expect(prefetch.peek('permissions')).toBeUndefined();
  });
});

describe('start-up calls sent by the page\'s head script (build/startupPreloadPlugin.ts)', () => {
  const earlyAnswer = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }));

  it('are the very calls the prefetch sends (path and query), the tenant without a token', async () => {
    const { server } = start();
    await tick();
    expect(paths(server.seen)).toEqual([...STARTUP_CALLS.public, ...STARTUP_CALLS.authorized].sort());
    expect(server.seen.filter((request) => !request.headers.has('authorization')).map((request) => request.url.pathname)).toEqual([...STARTUP_CALLS.public]);
  });

  it('are adopted for the same token: those answers are not asked again, a failed one is', async () => {
    const early: EarlyStartupCalls = {
      token: 'old',
      answers: {
        '/api/users/me': earlyAnswer({ data: { id: 9, name: 'Early' } }),
        '/api/users/me/permissions': Promise.reject(new Error('offline')),
      },
    };
    const { prefetch, server } = start(validTokens, answers, early);
    expect(await prefetch.take('user')).toMatchObject({ id: 9, name: 'Early' });
    expect(await prefetch.take('permissions')).toMatchObject({ permissions: ['tasks.viewAny'] });
    expect(paths(server.seen)).not.toContain('/api/users/me');
    expect(paths(server.seen)).toContain('/api/users/me/permissions');
  });

  it('are ignored when they carry another token', async () => {
    const early: EarlyStartupCalls = { token: 'someone-else', answers: { '/api/users/me': earlyAnswer({ data: { id: 9, name: 'Early' } }) } };
    const { prefetch, server } = start(validTokens, answers, early);
    expect(await prefetch.take('user')).toMatchObject({ id: 7, name: 'Anna' });
    expect(paths(server.seen)).toContain('/api/users/me');
  });

  it('are taken off the page once, and only in the expected shape', () => {
    const answer = earlyAnswer({});
    const page: Record<string, unknown> = { [EARLY_CALLS_GLOBAL]: { token: 't', answers: { '/api/users/me': answer } } };
    const taken = takeEarlyStartupCalls(page);
    expect(taken).toMatchObject({ token: 't', answers: { '/api/users/me': answer } });
    expect(takeEarlyStartupCalls(page)).toBeUndefined();
    // Left on the page, marked taken: the second head script adds the dashboard panels' reads to them.
    expect(page[EARLY_CALLS_GLOBAL]).toBe(taken);
    // None there: the place is marked taken, so a head script that runs late does not send them.
    const empty: Record<string, unknown> = {};
    expect(takeEarlyStartupCalls(empty)).toBeUndefined();
    expect(empty[EARLY_CALLS_GLOBAL]).toBe(false);
    expect(takeEarlyStartupCalls({ [EARLY_CALLS_GLOBAL]: { token: 1 } })).toBeUndefined();
  });
});
