import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ADDRESS_HARD_LIMIT, assessThrottle, delayAfter, FREE_ACCOUNT_FAILURES, FREE_ADDRESS_FAILURES, recordFailure, THROTTLE_WINDOW_MS } from '../../../server/src/auth/throttle.ts';
import { loginAttempts, tenants } from '../../../server/src/db/schema/core.ts';
import { DEMO_PASSWORD } from '../../../server/src/db/seed/demoTenants.ts';
import { TEST_CLIENT, type TestServer } from '../harness.ts';

type Tokens = { token_type: string; expires_in: number; access_token: string; refresh_token: string };

let ipCounter = 0;
/** A distinct client address per call, so the per-address limit only trips where a test wants it to. */
const freshIp = (): string => `10.1.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

export function oauthSuite(server: () => TestServer): void {
  const signIn = (slug: string, username: string, password: string, ip = freshIp()) =>
    server().request(slug, 'POST', '/oauth/token', {
      body: { grant_type: 'password', ...TEST_CLIENT, username, password },
      headers: { 'x-forwarded-for': ip },
    });
  const refresh = (slug: string, refresh_token: string, language = 'en') =>
    server().request(slug, 'POST', '/oauth/token', { body: { grant_type: 'refresh_token', ...TEST_CLIENT, refresh_token }, headers: { 'accept-language': language } });

  describe('oauth', () => {
    it('answers a password grant with the plain Passport shape', async () => {
      const r = await signIn('acme', 'admin@acme.test', DEMO_PASSWORD);
      expect(r.status).toBe(200);
      const body = r.body as Tokens;
      expect(Object.keys(body).sort()).toEqual(['access_token', 'expires_in', 'refresh_token', 'token_type']);
      expect(body.token_type).toBe('Bearer');
      expect(body.expires_in).toBe(3600);
      expect(body.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(body.refresh_token).not.toBe(body.access_token);
    });

    it('accepts the e-mail in any letter case', async () => {
      expect((await signIn('acme', 'Admin@ACME.test', DEMO_PASSWORD)).status).toBe(200);
    });

    it('refuses wrong credentials with 400 and the spec message, the same for unknown users', async () => {
      const wrong = await signIn('acme', 'supervisor@acme.test', 'Nope!2026');
      expect(wrong.status).toBe(400);
      expect(wrong.body).toMatchObject({ message: 'The credentials were incorrect.', error: 'invalid_grant' });
      const unknown = await signIn('acme', 'nobody@acme.test', 'Nope!2026');
      expect(unknown.status).toBe(400);
      expect(unknown.body).toMatchObject({ message: 'The credentials were incorrect.' });
    });

    it('refuses a wrong client secret with 401 invalid_client', async () => {
      const r = await server().request('acme', 'POST', '/oauth/token', {
        body: { grant_type: 'password', client_id: 'bottega-web', client_secret: 'guess', username: 'admin@acme.test', password: DEMO_PASSWORD },
      });
      expect(r.status).toBe(401);
      expect(r.body).toMatchObject({ message: 'The credentials were incorrect.', error: 'invalid_client' });
    });

    it('delays an account after 5 failures (429, short Retry-After) but lets its owner in from a known address', async () => {
      const known = '10.60.0.1';
      expect((await signIn('borgo', 'operator@borgo.test', DEMO_PASSWORD, known)).status).toBe(200);
      for (let i = 0; i < 5; i++) expect((await signIn('borgo', 'operator@borgo.test', `Wrong!${i}aA`)).status).toBe(400);
      // From the known address a wrong password is checked and counted (the first wait is 1 s: a slow machine may
      // already be past it), and waits; the next wait is longer.
      expect([400, 429]).toContain((await signIn('borgo', 'operator@borgo.test', 'Wrong!xaA', known)).status);
      expect((await signIn('borgo', 'operator@borgo.test', 'Wrong!zaA', known)).status).toBe(429);
      const delayed = await signIn('borgo', 'operator@borgo.test', DEMO_PASSWORD);
      expect(delayed.status).toBe(429);
      const retry = Number(delayed.headers.get('retry-after'));
      expect(retry).toBeGreaterThan(0);
      expect(retry).toBeLessThanOrEqual(60);
      // The right password from the known address goes through and forgives the failures.
      expect((await signIn('borgo', 'operator@borgo.test', DEMO_PASSWORD, known)).status).toBe(200);
      expect((await signIn('borgo', 'operator@borgo.test', 'Wrong!yaA')).status).toBe(400);
      // Another account of the tenant is not affected.
      expect((await signIn('borgo', 'supervisor@borgo.test', DEMO_PASSWORD)).status).toBe(200);
    });

    it('delays a client address after 20 failures across accounts, briefly, and not for accounts known there', async () => {
      const ip = '192.0.2.77';
      expect((await signIn('cantiere', 'operator@cantiere.test', DEMO_PASSWORD, ip)).status).toBe(200);
      for (let i = 0; i < 20; i++) expect((await signIn('cantiere', `ghost${i}@cantiere.test`, 'Wrong!1aA', ip)).status).toBe(400);
      const delayed = await signIn('cantiere', 'admin@cantiere.test', DEMO_PASSWORD, ip);
      expect(delayed.status).toBe(429);
      expect(Number(delayed.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(delayed.headers.get('retry-after'))).toBeLessThanOrEqual(60);
      // The office is not locked out: someone who signed in from this address before gets in.
      expect((await signIn('cantiere', 'operator@cantiere.test', DEMO_PASSWORD, ip)).status).toBe(200);
      expect((await signIn('cantiere', 'admin@cantiere.test', DEMO_PASSWORD)).status).toBe(200);
    });

    it('refuses an address outright after 300 failures in an hour, even a known account with the right password', async () => {
      const ip = '192.0.2.88';
      expect((await signIn('cantiere', 'supervisor@cantiere.test', DEMO_PASSWORD, ip)).status).toBe(200);
      const [tenant] = await server().database.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, 'cantiere'));
      const at = new Date();
      await server().database.db.insert(loginAttempts).values(Array.from({ length: ADDRESS_HARD_LIMIT }, (_, i) => ({ tenantId: tenant?.id ?? 0, email: `spray${i}@cantiere.test`, ip, attemptedAt: at })));
      const blocked = await signIn('cantiere', 'supervisor@cantiere.test', DEMO_PASSWORD, ip);
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(60 * 59);
      expect((await signIn('cantiere', 'supervisor@cantiere.test', DEMO_PASSWORD)).status).toBe(200);
    });

    it('doubles the wait after each further failure, up to a minute, and forgets failures after an hour (moved clock)', async () => {
      const db = server().database.db;
      const [tenant] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, 'borgo'));
      const tenantId = tenant?.id ?? 0;
      const key = 'clock@borgo.test';
      const ip = '203.0.113.5';
      const t0 = Date.now();
      const at = (ms: number) => new Date(t0 + ms);
      for (let i = 0; i < 4; i++) await recordFailure(db, tenantId, key, ip, at(0));
      expect(await assessThrottle(db, tenantId, key, ip, at(0))).toEqual({ _tag: 'Free' });
      await recordFailure(db, tenantId, key, ip, at(0));
      expect(await assessThrottle(db, tenantId, key, ip, at(0))).toEqual({ _tag: 'Delayed', retryAfterMs: 1000 });
      expect(await assessThrottle(db, tenantId, key, ip, at(1000))).toEqual({ _tag: 'Free' });
      await recordFailure(db, tenantId, key, ip, at(1000));
      expect(await assessThrottle(db, tenantId, key, ip, at(2999))).toEqual({ _tag: 'Delayed', retryAfterMs: 1 });
      expect(await assessThrottle(db, tenantId, key, ip, at(3000))).toEqual({ _tag: 'Free' });
      expect([5, 6, 7, 8, 11, 30].map((n) => delayAfter(n, FREE_ACCOUNT_FAILURES))).toEqual([1000, 2000, 4000, 8000, 60_000, 60_000]);
      expect(delayAfter(19, FREE_ADDRESS_FAILURES)).toBe(0);
      // An hour after the last failure nothing counts any more.
      expect(await assessThrottle(db, tenantId, key, ip, at(1000 + THROTTLE_WINDOW_MS + 1))).toEqual({ _tag: 'Free' });
    });

    it('ignores X-Forwarded-For unless a trusted proxy is configured', async () => {
      const direct = server().withConfig({ trustProxy: false });
      const attempt = (username: string, password: string, i: number) =>
        direct.request('cantiere', 'POST', '/oauth/token', {
          body: { grant_type: 'password', ...TEST_CLIENT, username, password },
          headers: { 'x-forwarded-for': `198.51.100.${i}` },
        });
      // Twenty failures "from" twenty addresses are twenty failures from the one socket address.
      for (let i = 0; i < 20; i++) expect((await attempt(`nobody${i}@cantiere.test`, 'Wrong!1aA', i)).status).toBe(400);
      expect((await attempt('supervisor@cantiere.test', DEMO_PASSWORD, 99)).status).toBe(429);
      // Behind a trusted proxy the forwarded address is the client's.
      expect((await signIn('cantiere', 'supervisor@cantiere.test', DEMO_PASSWORD, '198.51.100.99')).status).toBe(200);
    });

    it('rotates refresh tokens: the new pair works, the old access token stops working', async () => {
      const first = (await signIn('acme', 'subadmin@acme.test', DEMO_PASSWORD)).body as Tokens;
      const r = await refresh('acme', first.refresh_token);
      expect(r.status).toBe(200);
      const second = r.body as Tokens;
      expect(second.refresh_token).not.toBe(first.refresh_token);
      expect((await server().request('acme', 'GET', '/users/me', { token: second.access_token })).status).toBe(200);
      expect((await server().request('acme', 'GET', '/users/me', { token: first.access_token })).status).toBe(401);
    });

    it('refuses a spent refresh token and revokes its whole family', async () => {
      const first = (await signIn('acme', 'operator@acme.test', DEMO_PASSWORD)).body as Tokens;
      const second = (await refresh('acme', first.refresh_token)).body as Tokens;
      const reuse = await refresh('acme', first.refresh_token);
      expect(reuse.status).toBe(400);
      expect(reuse.body).toMatchObject({ message: 'This session is no longer valid: sign in again.', error: 'invalid_grant', code: 'session_invalid' });
      // The thief and the owner alike must sign in again; neither is told an administrator closed the session.
      const owner = await refresh('acme', second.refresh_token, 'it');
      expect(owner.status).toBe(400);
      expect(owner.body).toMatchObject({ message: 'Questa sessione non è più valida: accedi di nuovo.', code: 'session_invalid' });
      expect((await server().request('acme', 'GET', '/users/me', { token: second.access_token })).status).toBe(401);
    });

    it('tells a session an administrator closed from one that ran out, in the reader language', async () => {
      const mine = (await signIn('acme', 'operator@acme.test', DEMO_PASSWORD)).body as Tokens;
      const me = (await server().request('acme', 'GET', '/users/me', { token: mine.access_token })).body as { data: { id: number } };
      const admin = await server().token('acme', 'admin@acme.test');
      expect((await server().request('acme', 'DELETE', `/users/${me.data.id}/sessions`, { token: admin })).status).toBe(204);
      const closed = await refresh('acme', mine.refresh_token, 'it');
      expect(closed.body).toMatchObject({ error: 'invalid_grant', code: 'session_revoked', message: 'Un amministratore ha chiuso la tua sessione: accedi di nuovo.' });
      const sameInEnglish = await refresh('acme', mine.refresh_token, 'en');
      expect(sameInEnglish.body).toMatchObject({ code: 'session_revoked', message: 'An administrator closed your session: sign in again.' });
      const stale = server().withConfig({ refreshTokenTtl: -1 });
      const short = (await stale.request('acme', 'POST', '/oauth/token', {
        body: { grant_type: 'password', ...TEST_CLIENT, username: 'supervisor@acme.test', password: DEMO_PASSWORD },
        headers: { 'x-forwarded-for': freshIp() },
      })).body as Tokens;
      const ran = await refresh('acme', short.refresh_token, 'it');
      expect(ran.body).toMatchObject({ code: 'session_expired', message: 'Sessione scaduta: accedi di nuovo.' });
    });

    it('refuses an unknown refresh token, and one from another tenant', async () => {
      expect((await refresh('acme', 'not-a-token')).status).toBe(400);
      const borgo = (await signIn('borgo', 'admin@borgo.test', DEMO_PASSWORD)).body as Tokens;
      expect((await refresh('acme', borgo.refresh_token)).status).toBe(400);
    });

    it('answers 401 Unauthenticated without a token, with a bad token, and with an expired one', async () => {
      expect((await server().request('acme', 'GET', '/users/me')).body).toEqual({ message: 'Unauthenticated.' });
      expect((await server().request('acme', 'GET', '/users/me', { token: 'garbage' })).status).toBe(401);
      const short = server().withConfig({ accessTokenTtl: 1 });
      const tokens = (await short.request('acme', 'POST', '/oauth/token', {
        body: { grant_type: 'password', ...TEST_CLIENT, username: 'admin@acme.test', password: DEMO_PASSWORD },
        headers: { 'x-forwarded-for': freshIp() },
      })).body as Tokens;
      expect(tokens.expires_in).toBe(1);
      await new Promise((r) => setTimeout(r, 1300));
      const expired = await short.request('acme', 'GET', '/users/me', { token: tokens.access_token });
      expect(expired.status).toBe(401);
      expect(expired.body).toEqual({ message: 'Unauthenticated.' });
      // The refresh token still renews the session.
      expect((await short.request('acme', 'POST', '/oauth/token', { body: { grant_type: 'refresh_token', ...TEST_CLIENT, refresh_token: tokens.refresh_token } })).status).toBe(200);
    });

    it('validates the grant: unknown grant_type and missing fields answer 422', async () => {
      const unknown = await server().request('acme', 'POST', '/oauth/token', { body: { grant_type: 'client_credentials', ...TEST_CLIENT } });
      expect(unknown.status).toBe(422);
      expect(unknown.body).toMatchObject({ message: 'The given data was invalid.', errors: { grant_type: expect.any(Array) } });
      const missing = await server().request('acme', 'POST', '/oauth/token', { body: { grant_type: 'password', ...TEST_CLIENT } });
      expect(missing.status).toBe(422);
      expect(Object.keys((missing.body as { errors: object }).errors)).toEqual(expect.arrayContaining(['username', 'password']));
    });
  });
}
