import { describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { createApiClient } from '../../../src/api/client.ts';
import { listGoals } from '../../../src/api/goals.ts';
import { createTokenStore } from '../../../src/api/tokenStore.ts';
import { sectionAccessActor } from '../../../src/machines/sectionAccess/sectionAccess.actors.ts';
import { Effect } from 'effect';
import { createFetchDouble, json } from '../../api/doubles/fetchDouble.ts';
import { createMemoryStorage } from '../../api/doubles/memoryStorage.ts';
import { BASE_URL, NOW, validTokens } from '../../api/doubles/session.ts';

// The server is the judge of a section login: when it refuses a call of the section (423), the open section asks
// for the password again, even though the browser's own countdown had time left.

const access = { id: 1, section: 'evaluators', user: { id: 7, name: 'Sara', email: 's@acme.test', avatar_url: null }, logged_in_at: '2026-03-01 11:00:00', valid_until: '2026-03-01 11:10:00', valid: true, remaining_seconds: 540 };

describe('section access actors and the server', () => {
  it('close the open section when the server answers 423 section_login_required for it', async () => {
    const tokenStore = createTokenStore(createMemoryStorage());
    tokenStore.write(validTokens);
    const server = createFetchDouble((request) =>
      request.url.pathname.endsWith('/access')
        ? json(200, { data: [access], meta: { current_page: 1, last_page: 1, per_page: 1, total: 1 } })
        : json(423, { message: 'Log in to this section first.', code: 'section_login_required', section: 'evaluators' }),
    );
    const client = createApiClient({ baseUrl: BASE_URL, fetch: server.fetch, tokenStore, refresher: { refresh: vi.fn() }, onSessionExpired: vi.fn(), now: () => NOW });
    const actor = sectionAccessActor(client, { tenant: 'acme', userId: 7, section: 'evaluators', canList: true });
    const other = sectionAccessActor(client, { tenant: 'acme', userId: 7, section: 'reports', canList: true });
    await waitFor(actor, (snapshot) => snapshot.matches('open'));
    await waitFor(other, (snapshot) => snapshot.matches('open'));
    await Effect.runPromise(Effect.result(listGoals(client, {})));
    expect(actor.getSnapshot().value).toBe('expired');
    expect(actor.getSnapshot().context.remainingSeconds).toBe(0);
    // Another section's chart stays open.
    expect(other.getSnapshot().value).toBe('open');
  });
});
