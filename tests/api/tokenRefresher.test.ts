import { describe, expect, it } from 'vitest';
import { createBareClient } from '../../src/api/client.ts';
import { createTokenRefresher } from '../../src/api/tokenRefresher.ts';
import { createFetchDouble, json } from './doubles/fetchDouble.ts';

const oauth = { clientId: 'bottega-web', clientSecret: 'bottega-web-secret' };

describe('tokenRefresher (refresh_token grant)', () => {
  it('posts the grant in snake_case and answers the new tokens with their expiry', async () => {
    const server = createFetchDouble(() =>
      json(200, { token_type: 'Bearer', expires_in: 3600, access_token: 'a2', refresh_token: 'r2' }),
    );
    const refresher = createTokenRefresher({
      client: createBareClient({ baseUrl: 'http://bottega.test/api', fetch: server.fetch }),
      oauth,
      now: () => 1_000,
    });

    const outcome = await refresher.refresh('r1');

    expect(outcome).toEqual({ _tag: 'Refreshed', tokens: { accessToken: 'a2', refreshToken: 'r2', expiresAt: 3_601_000 } });
    expect(server.seen[0]?.url.pathname).toBe('/api/oauth/token');
    expect(JSON.parse(server.seen[0]?.body ?? '')).toEqual({
      grant_type: 'refresh_token',
      client_id: 'bottega-web',
      client_secret: 'bottega-web-secret',
      refresh_token: 'r1',
    });
    expect(server.seen[0]?.headers.get('authorization')).toBeNull();
  });

  it('answers Failed (never rejects) when the grant is refused', async () => {
    const server = createFetchDouble(() => json(400, { error: 'invalid_grant', message: 'The credentials were incorrect.' }));
    const refresher = createTokenRefresher({
      client: createBareClient({ baseUrl: 'http://bottega.test/api', fetch: server.fetch }),
      oauth,
    });
    const outcome = await refresher.refresh('revoked');
    expect(outcome._tag).toBe('Failed');
  });
});
