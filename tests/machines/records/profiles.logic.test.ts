import { Effect } from 'effect';
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { ProfileInput } from '../../../src/api/profiles.ts';
import { profileAssociation, profileQuery, profilesExportList, profilesList, profileUpdate, relatedDocumentsList } from '../../../src/machines/records/profiles.logic.ts';
import { fakeApiClient } from '../fakeApiClient.ts';

// The directory's profiles bound to the API, driven against a fake client: the requests the screens' logic makes.

const emptyPage = { items: [], meta: { currentPage: 1, lastPage: 1, perPage: 50, total: 0 } };

describe('profiles.logic', () => {
  it('the index asks for the page with the filters as the contract names them (ids as numbers, search trimmed, labels left out)', async () => {
    const { client, calls } = fakeApiClient(() => ({ status: 200, body: emptyPage }));
    const actor = createActor(profilesList.bind(client, undefined), {
      input: { filters: { search: ' Rossi ', type: 'lead', categoryId: '3', categoryName: 'Retail', agentId: '7', agentName: 'Bianchi' }, sort: '-name' },
    }).start();
    await waitFor(actor, (snapshot) => snapshot.context.meta !== null);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/profiles' });
    expect(calls[0]?.params).toEqual({ query: { page: 1, pageSize: 50, search: 'Rossi', type: 'lead', sort: '-name', categoryId: 3, agentId: 7 } });
  });

  it('the export of a typed index is the export the import reads back for that type, with the list\'s own query', () => {
    expect([profilesExportList('supplier'), profilesExportList('customer'), profilesExportList('company'), profilesExportList(null)]).toEqual(['suppliers', 'customers', 'profiles', 'profiles']);
    expect(profileQuery({ type: 'supplier', search: ' Verdi ', brandId: '2', brandName: 'Acme' }, '-name')).toEqual({ search: 'Verdi', type: 'supplier', sort: '-name', brandId: 2 });
  });

  it('an update is a PUT of the mapped body on the profile', async () => {
    const { client, calls } = fakeApiClient(() => ({ status: 200, body: { id: 12 } }));
    const body = { type: 'customer', name: 'Rossi 4711' } as unknown as ProfileInput;
    await Effect.runPromise(profileUpdate.submit(client, { id: 12, body }));
    expect(calls).toEqual([{ method: 'PUT', path: '/profiles/{id}', params: { path: { id: 12 } }, body }]);
  });

  it('an update the form found unchanged (body null) makes no call and answers null', async () => {
    const { client, calls } = fakeApiClient(() => ({ status: 200, body: { id: 12 } }));
    expect(await Effect.runPromise(profileUpdate.submit(client, { id: 12, body: null }))).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('associating posts the person to the company profile, never dissociating', async () => {
    const { client, calls } = fakeApiClient(() => ({ status: 200, body: { id: 4 } }));
    await Effect.runPromise(profileAssociation.execute(client, { companyProfileId: 4, profileId: 9 }));
    expect(calls).toEqual([{ method: 'POST', path: '/profiles/{id}/associate', params: { path: { id: 4 } }, body: { profileIds: [9], dissociate: false } }]);
  });

  it("a customer's related documents: the newest five of the kind, and nothing asked for a kind the user may not list", async () => {
    const { client, calls } = fakeApiClient(() => ({ status: 200, body: { items: [{ id: 1, number: 'Q-1', date: '2026-01-02', status: 'draft', total: '10.00' }], meta: { currentPage: 1, lastPage: 1, perPage: 5, total: 1 } } }));
    const allowed = createActor(relatedDocumentsList.bind(client, { kind: 'quotes', customerId: 21, allowed: true }), { input: { pageSize: 5 } }).start();
    await waitFor(allowed, (snapshot) => snapshot.context.meta !== null);
    expect(calls).toMatchObject([{ method: 'GET', path: '/quotes', params: { query: { customerId: 21, pageSize: 5, sort: '-date,-id' } } }]);
    // Only what the tab shows is kept of each row.
    expect(allowed.getSnapshot().context.items).toEqual([{ id: 1, number: 'Q-1', date: '2026-01-02', status: 'draft' }]);
    const refused = createActor(relatedDocumentsList.bind(client, { kind: 'samples', customerId: 21, allowed: false }), { input: { pageSize: 5 } }).start();
    await waitFor(refused, (snapshot) => snapshot.context.meta !== null);
    expect(calls).toHaveLength(1);
    expect(refused.getSnapshot().context.meta?.total).toBe(0);
  });
});
