import { vi } from 'vitest';
import type { RefreshOutcome, Refresher } from '../../../src/api/authPolicy.ts';
import { createApiClient, type ApiClient } from '../../../src/api/client.ts';
import { createTokenStore, type Tokens, type TokenStore } from '../../../src/api/tokenStore.ts';
import { createFetchDouble, tick, type Handler } from './fetchDouble.ts';
import { createMemoryStorage } from './memoryStorage.ts';

export const NOW = Date.parse('2026-03-01T10:00:00Z');
export const BASE_URL = 'http://bottega.test/api';

export const expiredTokens: Tokens = { accessToken: 'old', refreshToken: 'r1', expiresAt: NOW - 60_000 };
export const validTokens: Tokens = { accessToken: 'old', refreshToken: 'r1', expiresAt: NOW + 3_600_000 };

/** A client wired to a fake server, an in-memory token store and a refresher double that answers after a tick. */
export const createSession = (
  handler: Handler,
  options: { tokens?: Tokens; refresh?: (refreshToken: string) => RefreshOutcome } = {},
) => {
  const storage = createMemoryStorage();
  const tokenStore: TokenStore = createTokenStore(storage);
  if (options.tokens) tokenStore.write(options.tokens);
  const server = createFetchDouble(handler);
  const refresh = vi.fn<Refresher['refresh']>(async (refreshToken) => {
    await tick();
    return (
      options.refresh?.(refreshToken) ?? {
        _tag: 'Refreshed',
        tokens: { accessToken: 'new', refreshToken: 'r2', expiresAt: NOW + 3_600_000 },
      }
    );
  });
  const onSessionExpired = vi.fn<() => void>();
  const client: ApiClient = createApiClient({
    baseUrl: BASE_URL,
    fetch: server.fetch,
    tokenStore,
    refresher: { refresh },
    onSessionExpired,
    now: () => NOW,
  });
  return { client, tokenStore, storage, server, refresh, onSessionExpired };
};
