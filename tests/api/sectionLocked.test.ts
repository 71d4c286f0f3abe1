import { Effect, Result } from 'effect';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../src/api/client.ts';
import { listGoals } from '../../src/api/goals.ts';
import { onSectionLocked } from '../../src/api/sectionLocks.ts';
import { createTokenStore } from '../../src/api/tokenStore.ts';
import { createFetchDouble, json } from './doubles/fetchDouble.ts';
import { createMemoryStorage } from './doubles/memoryStorage.ts';
import { BASE_URL, NOW, validTokens } from './doubles/session.ts';

// A protected section's call refused for want of a section login (423) tells the section charts, and still fails
// with its tagged error.

const clientAnswering = (status: number, body: unknown) => {
  const tokenStore = createTokenStore(createMemoryStorage());
  tokenStore.write(validTokens);
  const server = createFetchDouble(() => json(status, body));
  return createApiClient({ baseUrl: BASE_URL, fetch: server.fetch, tokenStore, refresher: { refresh: vi.fn() }, onSessionExpired: vi.fn(), now: () => NOW });
};

describe('423 section_login_required', () => {
  it('reports the section and rejects the call as SectionLocked', async () => {
    const heard = vi.fn<(section: string) => void>();
    const stop = onSectionLocked(heard);
    try {
      const client = clientAnswering(423, { message: 'Log in to this section first.', code: 'section_login_required', section: 'evaluators' });
      const result = await Effect.runPromise(Effect.result(listGoals(client, {})));
      expect(heard).toHaveBeenCalledWith('evaluators');
      expect(Result.isFailure(result) && result.failure).toMatchObject({ _tag: 'SectionLocked', section: 'evaluators' });
    } finally {
      stop();
    }
  });

  it('reports nothing for other answers', async () => {
    const heard = vi.fn<(section: string) => void>();
    const stop = onSectionLocked(heard);
    try {
      await Effect.runPromise(Effect.result(listGoals(clientAnswering(423, { message: 'Locked.' }), {})));
      await Effect.runPromise(Effect.result(listGoals(clientAnswering(403, { message: 'No.' }), {})));
      expect(heard).not.toHaveBeenCalled();
    } finally {
      stop();
    }
  });
});
