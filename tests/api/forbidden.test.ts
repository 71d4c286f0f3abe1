import { Effect, Result } from 'effect';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../src/api/client.ts';
import { getTask } from '../../src/api/tasks.ts';
import { createTokenStore } from '../../src/api/tokenStore.ts';
import { createFetchDouble, json } from './doubles/fetchDouble.ts';
import { createMemoryStorage } from './doubles/memoryStorage.ts';
import { BASE_URL, NOW, validTokens } from './doubles/session.ts';

// Issue 11: a refusal tells the session, which reads the permissions again (the role may have changed).

const clientAnswering = (status: number) => {
  const tokenStore = createTokenStore(createMemoryStorage());
  tokenStore.write(validTokens);
  const onForbidden = vi.fn<() => void>();
  const server = createFetchDouble(() => (status === 200 ? json(200, { data: { id: 1, summary: 'T', work_id: null } }) : json(status, { message: 'This action is unauthorized.' })));
  const client = createApiClient({ baseUrl: BASE_URL, fetch: server.fetch, tokenStore, refresher: { refresh: vi.fn() }, onSessionExpired: vi.fn(), onForbidden, now: () => NOW });
  return { client, onForbidden };
};

describe('403 reporting', () => {
  it('reports a 403 and still rejects the call as Forbidden', async () => {
    const { client, onForbidden } = clientAnswering(403);
    const result = await Effect.runPromise(Effect.result(getTask(client, 1)));
    expect(onForbidden).toHaveBeenCalledTimes(1);
    expect(Result.isFailure(result) && result.failure._tag).toBe('Forbidden');
  });

  it('does not report other answers', async () => {
    for (const status of [200, 404, 422]) {
      const { client, onForbidden } = clientAnswering(status);
      await Effect.runPromise(Effect.result(getTask(client, 1)));
      expect(onForbidden).not.toHaveBeenCalled();
    }
  });
});
