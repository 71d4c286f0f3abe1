import { describe, expect, it } from 'vitest';
import { createBareClient } from '../../src/api/client.ts';

// Every call carries the app's current language, so a reader who is not signed in (login, password reset) reads
// the server's refusals in the language the app shows.

describe('the Accept-Language of API calls', () => {
  it("is the app's language at the time of each call", async () => {
    const seen: (string | null)[] = [];
    let language = 'it';
    const client = createBareClient({
      baseUrl: 'http://acme.test/api',
      language: () => language,
      fetch: async (request) => {
        seen.push(request.headers.get('accept-language'));
        return new Response(JSON.stringify({ data: [] }), { status: 200, headers: { 'content-type': 'application/json' } });
      },
    });
    await client.GET('/users/me', {});
    language = 'en';
    await client.GET('/users/me', {});
    expect(seen).toEqual(['it', 'en']);
  });

  it('is left to the browser when the app has no language yet', async () => {
    const seen: (string | null)[] = [];
    const client = createBareClient({
      baseUrl: 'http://acme.test/api',
      language: () => undefined,
      fetch: async (request) => {
        seen.push(request.headers.get('accept-language'));
        return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
      },
    });
    await client.GET('/users/me', {});
    expect(seen).toEqual([null]);
  });
});
