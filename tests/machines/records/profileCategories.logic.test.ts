import { Effect } from 'effect';
import { describe, expect, it } from 'vitest';
import { categoryOptions, profileCategoryRecords } from '../../../src/machines/records/profileCategories.logic.ts';
import { fakeApiClient } from '../fakeApiClient.ts';

// Profile categories bound to the API, driven against a fake client: the profile form's picker and the named-record calls.

const page = { items: [{ id: 2, name: 'Retail 4711' }], meta: { currentPage: 1, lastPage: 1, perPage: 20, total: 1 } };

describe('profileCategories.logic', () => {
  it('the category picker asks one page of 20, with the typed text only when there is one', async () => {
    const { client, calls } = fakeApiClient(() => ({ status: 200, body: page }));
    const options = await Effect.runPromise(categoryOptions(client)('ret'));
    await Effect.runPromise(categoryOptions(client)(''));
    expect(options.items).toEqual([{ value: '2', label: 'Retail 4711' }]);
    expect(calls.map((call) => [call.path, call.params])).toEqual([
      ['/profile-categories', { query: { pageSize: 20, search: 'ret' } }],
      ['/profile-categories', { query: { pageSize: 20 } }],
    ]);
  });

  it('the named-record edit screen saves with a PUT on the category resource', async () => {
    const { client, calls } = fakeApiClient(() => ({ status: 200, body: { id: 2 } }));
    await Effect.runPromise(profileCategoryRecords.save.submit(client, { id: 2, body: { name: 'Retail 4711', description: null } }));
    expect(calls).toEqual([{ method: 'PUT', path: '/profile-categories/{id}', params: { path: { id: 2 } }, body: { name: 'Retail 4711', description: null } }]);
  });
});
