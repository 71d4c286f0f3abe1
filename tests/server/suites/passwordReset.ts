import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { RESET_ANSWER_FLOOR_MS, resetMailsSettled } from '../../../server/src/auth/passwordReset.ts';
import { createResetLimiter, RESET_LIMITS } from '../../../server/src/auth/resetLimiter.ts';
import { outbox, passwordResets } from '../../../server/src/db/schema/core.ts';
import { DEMO_PASSWORD } from '../../../server/src/db/seed/demoTenants.ts';
import { TEST_CLIENT, type TestServer } from '../harness.ts';

const NEW_PASSWORD = 'Nuova#Password9';
const RULE = 'Password must contain a digit, a lower case letter, an upper case letter, a special character, and must be at least 8 characters long';

export function passwordResetSuite(server: () => TestServer): void {
  async function lastMailTo(email: string) {
    // The mail is written after the answer (so the answer's timing tells nothing): wait for it, never sleep.
    await resetMailsSettled();
    const [row] = await server().database.db.select().from(outbox).where(eq(outbox.to, email)).orderBy(desc(outbox.id)).limit(1);
    return row;
  }
  const tokenFrom = (text: string): string => {
    const m = /\/password\/set\/([A-Za-z0-9_-]+)/.exec(text);
    if (!m?.[1]) throw new Error(`no reset link in: ${text}`);
    return m[1];
  };
  const signIn = (email: string, password: string) =>
    server().request('acme', 'POST', '/oauth/token', {
      body: { grant_type: 'password', ...TEST_CLIENT, username: email, password },
      headers: { 'x-forwarded-for': `10.7.0.${Math.floor(Math.random() * 250)}` },
    });

  describe('password reset', () => {
    it('mails a link, finds the token, sets a new password and consumes the token', async () => {
      const email = 'supervisor@acme.test';
      const sent = await server().request('acme', 'POST', '/password/reset', { body: { email } });
      expect(sent.status).toBe(200);
      expect(sent.body).toEqual({ data: { message: 'email sent correctly' } });

      const mail = await lastMailTo(email);
      expect(mail?.text).toContain(`http://acme.localhost:${server().config.port}/password/set/`);
      const token = tokenFrom(mail?.text ?? '');

      const found = await server().request('acme', 'GET', `/password/find/${token}`);
      expect(found.status).toBe(200);
      expect(found.body).toEqual({ data: { email, token } });

      const weak = await server().request('acme', 'POST', '/password/create', {
        body: { email, token, password: 'weakpass', password_confirmation: 'weakpass' },
      });
      expect(weak.status).toBe(422);
      expect(weak.body).toMatchObject({ errors: { password: [RULE] } });

      const mismatch = await server().request('acme', 'POST', '/password/create', {
        body: { email, token, password: NEW_PASSWORD, password_confirmation: 'Different#1' },
      });
      expect(mismatch.status).toBe(422);
      expect(mismatch.body).toMatchObject({ errors: { password: ['The password field confirmation does not match.'] } });

      const changed = await server().request('acme', 'POST', '/password/create', {
        body: { email, token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
      });
      expect(changed.status).toBe(200);
      expect(changed.body).toEqual({ data: { message: 'password changed correctly' } });

      expect((await signIn(email, DEMO_PASSWORD)).status).toBe(400);
      expect((await signIn(email, NEW_PASSWORD)).status).toBe(200);
      expect((await server().request('acme', 'GET', `/password/find/${token}`)).status).toBe(404);
    });

    it("answers 404 for an unknown token and 422 for an expired one (60 minutes)", async () => {
      const missing = await server().request('acme', 'GET', '/password/find/doesNotExist123');
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ message: "This password reset token doesn't exist." });

      const email = 'subadmin@acme.test';
      await server().request('acme', 'POST', '/password/reset', { body: { email } });
      const token = tokenFrom((await lastMailTo(email))?.text ?? '');
      await server().database.db.update(passwordResets).set({ createdAt: new Date(Date.now() - 61 * 60 * 1000) }).where(eq(passwordResets.email, email));
      const expired = await server().request('acme', 'GET', `/password/find/${token}`);
      expect(expired.status).toBe(422);
      expect(expired.body).toMatchObject({ message: 'This password reset token is expired.' });
      const create = await server().request('acme', 'POST', '/password/create', {
        body: { email, token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
      });
      expect(create.status).toBe(422);
    });

    it('answers the same, in the same time class, for unknown addresses, without sending mail', async () => {
      const timed = async (email: string) => {
        const t0 = performance.now();
        const r = await server().request('acme', 'POST', '/password/reset', { body: { email }, headers: { 'x-forwarded-for': '10.77.0.1' } });
        return { r, ms: performance.now() - t0 };
      };
      const known = await timed('supervisor@acme.test');
      const unknown = await timed('stranger@example.com');
      expect(unknown.r.status).toBe(known.r.status);
      expect(unknown.r.text).toBe(known.r.text);
      expect(unknown.r.body).toEqual({ data: { message: 'email sent correctly' } });
      // Both wait for the same floor; the mail itself is written after the answer.
      expect(known.ms).toBeGreaterThanOrEqual(RESET_ANSWER_FLOOR_MS - 5);
      expect(unknown.ms).toBeGreaterThanOrEqual(RESET_ANSWER_FLOOR_MS - 5);
      expect(await lastMailTo('stranger@example.com')).toBeUndefined();
    });

    it('throttles mails per address without telling: a second request within a minute answers the same and sends nothing', async () => {
      const email = 'operator@acme.test';
      const first = await server().request('acme', 'POST', '/password/reset', { body: { email } });
      expect(first.status).toBe(200);
      const firstMail = await lastMailTo(email);
      const again = await server().request('acme', 'POST', '/password/reset', { body: { email } });
      expect(again.status).toBe(200);
      expect(again.text).toBe(first.text);
      expect(again.headers.get('retry-after')).toBeNull();
      expect((await lastMailTo(email))?.id).toBe(firstMail?.id);
    });

    it('limits mails per target (one a minute, five an hour) and requests per client address (twenty an hour)', () => {
      const limiter = createResetLimiter();
      const min = 60 * 1000;
      let now = Date.UTC(2026, 0, 5, 9);
      expect(limiter.allow('1:a@x.test', '10.0.0.1', now)).toBe(true);
      expect(limiter.allow('1:a@x.test', '10.0.0.2', now + 30_000)).toBe(false);
      for (let i = 1; i < RESET_LIMITS.targetPerHour; i++) expect(limiter.allow('1:a@x.test', `10.0.1.${i}`, (now += min))).toBe(true);
      // Five sent within the hour: the sixth waits until the first is an hour old.
      expect(limiter.allow('1:a@x.test', '10.0.2.1', now + min)).toBe(false);
      expect(limiter.allow('1:a@x.test', '10.0.2.2', Date.UTC(2026, 0, 5, 10, 0, 1))).toBe(true);

      const spray = createResetLimiter();
      const t = Date.UTC(2026, 0, 6, 9);
      for (let i = 0; i < RESET_LIMITS.addressPerHour; i++) expect(spray.allow(`1:user${i}@x.test`, '192.0.2.9', t + i)).toBe(true);
      expect(spray.allow('1:another@x.test', '192.0.2.9', t + 100)).toBe(false);
      // Another address is not affected, and the sprayer is served again an hour later.
      expect(spray.allow('1:another@x.test', '192.0.2.10', t + 100)).toBe(true);
      expect(spray.allow('1:third@x.test', '192.0.2.9', t + 60 * min + 100)).toBe(true);
    });

    it('refuses a token used with another e-mail address', async () => {
      const email = 'admin@acme.test';
      await server().request('acme', 'POST', '/password/reset', { body: { email } });
      const token = tokenFrom((await lastMailTo(email))?.text ?? '');
      const r = await server().request('acme', 'POST', '/password/create', {
        body: { email: 'operator@acme.test', token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
      });
      expect(r.status).toBe(404);
    });
  });
}
