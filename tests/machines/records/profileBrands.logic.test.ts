import { Effect } from 'effect';
import { describe, expect, it } from 'vitest';
import { brandOptions, profileBrandRecords } from '../../../src/machines/records/profileBrands.logic.ts';
import { fakeApiClient } from '../fakeApiClient.ts';

// Profile brands bound to the API, driven against a fake client: the profile form's picker and the named-record calls.

const page = { items: [{ id: 2, name: 'Retail 4711' }], meta: { currentPage: 1, lastPage: 1, perPage: 20, total: 1 } };

describe('profileBrands.logic', () => {
  it('the brand picker asks one page of 20, with the typed text only when there is one', async () => {
    const { client, calls } = fakeApiClient(() => ({ status: 200, body: page }));
    const options = await Effect.runPromise(brandOptions(client)('ret'));
    await Effect.runPromise(brandOptions(client)(''));
    expect(options.items).toEqual([{ value: '2', label: 'Retail 4711' }]);
    expect(calls.map((call) => [call.path, call.params])).toEqual([
      ['/brands', { query: { pageSize: 20, search: 'ret' } }],
      ['/brands', { query: { pageSize: 20 } }],
    ]);
  });

  it('the named-record edit screen saves with a PUT on the brand resource', async () => {
    const { client, calls } = fakeApiClient(() => ({ status: 200, body: { id: 2 } }));
    await Effect.runPromise(profileBrandRecords.save.submit(client, { id: 2, body: { name: 'Retail 4711', description: null } }));
    expect(calls).toEqual([{ method: 'PUT', path: '/brands/{id}', params: { path: { id: 2 } }, body: { name: 'Retail 4711', description: null } }]);
  });
});
