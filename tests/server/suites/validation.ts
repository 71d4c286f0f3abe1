import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TestServer } from '../harness.ts';

export function validationSuite(server: () => TestServer): void {
  const admin = () => server().token('acme', 'admin@acme.test');

  describe('request validation', () => {
    it('answers malformed JSON with 400 and a message', async () => {
      const r = await server().request('acme', 'POST', '/users/me/preferences', {
        token: await admin(),
        rawBody: '{"key": "language",',
        headers: { 'content-type': 'application/json' },
      });
      expect(r.status).toBe(400);
      expect((r.body as { message: string }).message).toMatch(/not valid JSON/);
    });

    it('answers a wrong type with 422 and snake_case field errors', async () => {
      const r = await server().request('acme', 'POST', '/users/me/preferences', { token: await admin(), body: { key: 'language', value: 5 } });
      expect(r.status).toBe(422);
      expect(r.body).toMatchObject({ message: 'The given data was invalid.', errors: { value: expect.any(Array) } });
    });

    it('answers an unknown enum value with 422', async () => {
      const r = await server().request('acme', 'POST', '/users/me/preferences', { token: await admin(), body: { key: 'language', value: 'fr' } });
      expect(r.status).toBe(422);
      expect(r.body).toMatchObject({ errors: { value: ['The choice for value is not valid.'] } });
      const key = await server().request('acme', 'POST', '/users/me/preferences', { token: await admin(), body: { key: 'no.such.key', value: 'x' } });
      expect(key.status).toBe(422);
      expect(key.body).toMatchObject({ errors: { key: ['The choice for key is not valid.'] } });
    });

    it('says why a nullable field was refused once, without "must be empty" for its null alternative', async () => {
      const r = await server().request('acme', 'POST', '/price-lists', { token: await admin(), body: { name: 'Listino prova', valid_from: '2026-02-31', valid_to: 12 } });
      expect(r.status).toBe(422);
      const errors = (r.body as { errors: Record<string, string[]> }).errors;
      expect(errors.valid_from).toEqual([expect.stringMatching(/must be a valid date/)]);
      expect(errors.valid_to).toHaveLength(1);
      expect(errors.valid_to?.[0]).not.toMatch(/empty/);
    });

    it('lists missing and unexpected fields', async () => {
      const r = await server().request('acme', 'POST', '/settings', { token: await admin(), body: { value: 'x', colour: 'red' } });
      expect(r.status).toBe(422);
      expect(r.body).toMatchObject({ errors: { key: ['The key field is required.'], colour: ['The colour field is not allowed.'] } });
    });

    it('validates and coerces query parameters', async () => {
      const bad = await server().request('acme', 'GET', '/settings?page=zero', { token: await admin() });
      expect(bad.status).toBe(422);
      expect(bad.body).toMatchObject({ errors: { page: ['The page field must be a whole number.'] } });
      const big = await server().request('acme', 'GET', '/settings?page_size=100000', { token: await admin() });
      expect(big.status).toBe(422);
      const ok = await server().request('acme', 'GET', '/settings?page=1&page_size=1', { token: await admin() });
      expect(ok.status).toBe(200);
      expect(ok.body).toMatchObject({ meta: { current_page: 1, per_page: 1 } });
    });

    it('reads ids and integers only in canonical decimal: another spelling is no resource (404) or bad input (422)', async () => {
      const token = await admin();
      const canonical = await server().request('acme', 'GET', '/tasks?page_size=1', { token });
      const id = (canonical.body as { data: { id: number }[] }).data[0]?.id ?? 1;
      expect((await server().request('acme', 'GET', `/tasks/${id}`, { token })).status).toBe(200);
      for (const spelling of [`0x${id.toString(16)}`, `${id / 10}e1`, `%20${id}`, `0${id}`, `${id}.0`, `+${id}`]) {
        const r = await server().request('acme', 'GET', `/tasks/${spelling}`, { token });
        expect([404, 422], `/tasks/${spelling}`).toContain(r.status);
        expect(r.status, `/tasks/${spelling}`).not.toBe(200);
      }
      for (const spelling of ['0x1', '1e0', '01', '1.0']) {
        const r = await server().request('acme', 'GET', `/settings?page=${spelling}`, { token });
        expect(r.status, `page=${spelling}`).toBe(422);
        expect(r.body, `page=${spelling}`).toMatchObject({ errors: { page: ['The page field must be a whole number.'] } });
      }
      const negative = await server().request('acme', 'GET', '/settings?page=-1', { token });
      expect(negative.body, 'one message per problem').not.toMatchObject({ errors: { page: ['The page field must be a whole number.', expect.any(String)] } });
    });

    it('answers an oversized body with 413', async () => {
      const huge = JSON.stringify({ key: 'language', value: 'x'.repeat(server().config.bodyMaxBytes) });
      const r = await server().request('acme', 'POST', '/users/me/preferences', {
        token: await admin(),
        rawBody: huge,
        headers: { 'content-type': 'application/json' },
      });
      expect(r.status).toBe(413);
      expect(r.body).toMatchObject({ message: expect.any(String) });
    });

    it('answers a wrong content type with 415', async () => {
      const r = await server().request('acme', 'POST', '/users/me/preferences', {
        token: await admin(),
        rawBody: 'key=language&value=it',
        headers: { 'content-type': 'text/plain' },
      });
      expect(r.status).toBe(415);
    });

    it('treats a missing body as empty: 422 listing the required fields', async () => {
      const r = await server().request('acme', 'POST', '/users/me/preferences', { token: await admin() });
      expect(r.status).toBe(422);
      expect(r.body).toMatchObject({ errors: { key: expect.any(Array), value: expect.any(Array) } });
    });

    it('treats field names that shadow Object.prototype as plain fields', async () => {
      const token = await admin();
      for (const raw of ['{"valueOf":[]}', '{"__proto__":{"key":"x"}}', '{"constructor":1,"toString":2}']) {
        const r = await server().request('acme', 'POST', '/settings', { token, rawBody: raw, headers: { 'content-type': 'application/json' } });
        expect(r.status).toBe(422);
      }
      const q = await server().request('acme', 'GET', '/settings?valueOf=1&__proto__=2&page=x', { token });
      expect(q.status).toBe(422);
    });

    it('never answers 5xx to arbitrary JSON bodies and query strings', async () => {
      const token = await admin();
      await fc.assert(
        fc.asyncProperty(fc.jsonValue(), fc.string({ maxLength: 30 }), async (body, q) => {
          const r = await server().request('acme', 'POST', `/settings?${encodeURIComponent(q)}=${encodeURIComponent(q)}`, { token, body });
          expect(r.status).toBeLessThan(500);
          const p = await server().request('acme', 'POST', '/users/me/preferences', { token, rawBody: JSON.stringify(body).slice(0, 20), headers: { 'content-type': 'application/json' } });
          expect(p.status).toBeLessThan(500);
        }),
        { numRuns: 60 },
      );
    });
  });
}
