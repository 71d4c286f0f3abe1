import { createActor, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { sectionAccessesList } from '../../../src/machines/records/sectionAccesses.logic.ts';
import { fakeApiClient } from '../fakeApiClient.ts';

// The section-access list against a fake client: page, order and the section filter reach the query.

describe('sectionAccesses logic', () => {
  it('asks for the page in the order chosen, filtered by section only when one is chosen', async () => {
    const page = { items: [], meta: { currentPage: 1, lastPage: 1, perPage: 50, total: 0 } };
    const { client, calls } = fakeApiClient(() => ({ status: 200, body: page }));
    const actor = createActor(sectionAccessesList.bind(client, undefined), { input: {} }).start();
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    actor.send({ type: 'list.restore', page: 1, filters: { section: 'statistics' }, sort: '-created_at' });
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(calls.map((call) => call.params)).toEqual([
      expect.objectContaining({ query: { page: 1, pageSize: 50 } }),
      expect.objectContaining({ query: { page: 1, pageSize: 50, sort: '-created_at', section: 'statistics' } }),
    ]);
  });
});
