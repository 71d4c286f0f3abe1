import { Effect } from 'effect';
import { describe, expect, it } from 'vitest';
import type { CompanyInput } from '../../../src/api/companies.ts';
import { companyOptions, companyUpdate } from '../../../src/machines/records/companies.logic.ts';
import { fakeApiClient } from '../fakeApiClient.ts';

// Companies bound to the API, driven against a fake client: the company's own form and the profile form's picker.

const page = { items: [{ id: 3, name: 'Acme 4711' }], meta: { currentPage: 1, lastPage: 1, perPage: 20, total: 1 } };

describe('companies.logic', () => {
  it("a company's update is a PUT of the mapped body on the company", async () => {
    const { client, calls } = fakeApiClient(() => ({ status: 200, body: { id: 3 } }));
    const body = { name: 'Acme 4711', vatNumber: null } as unknown as CompanyInput;
    await Effect.runPromise(companyUpdate.submit(client, { id: 3, body }));
    expect(calls).toEqual([{ method: 'PUT', path: '/companies/{id}', params: { path: { id: 3 } }, body }]);
  });

  it('the company picker asks one page of 20 for the typed text and offers each company by its name', async () => {
    const { client, calls } = fakeApiClient(() => ({ status: 200, body: page }));
    const options = await Effect.runPromise(companyOptions(client)('acme'));
    expect(options.items).toEqual([{ value: '3', label: 'Acme 4711' }]);
    expect(calls.map((call) => [call.path, call.params])).toEqual([['/companies', { query: { pageSize: 20, search: 'acme' } }]]);
  });
});
