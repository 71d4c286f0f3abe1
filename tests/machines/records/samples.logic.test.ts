import { Effect } from 'effect';
import { describe, expect, it } from 'vitest';
import { sampleDuplication, samplesList, sampleUpdate } from '../../../src/machines/records/samples.logic.ts';
import { fakeApiClient } from '../fakeApiClient.ts';
import { PAGE, settleList } from './recordsHarness.ts';

describe('samples.logic', () => {
  it('an edit the form found unchanged (body null) makes no call and answers null; a changed one is a PUT', async () => {
    const { client, calls } = fakeApiClient(() => ({ status: 200, body: { id: 9 } }));
    expect(await Effect.runPromise(sampleUpdate.submit(client, { id: 9, body: null }))).toBeNull();
    expect(calls).toHaveLength(0);
    await Effect.runPromise(sampleUpdate.submit(client, { id: 9, body: { notes: 'x' } as never }));
    expect(calls[0]).toMatchObject({ method: 'PUT', path: '/samples/{id}', params: { path: { id: 9 } } });
  });

  it('lists by status and customer (the customer by id)', async () => {
    const { client, calls } = fakeApiClient(() => ({ status: 200, body: PAGE([{ id: 3 }]) }));
    const settled = await settleList(samplesList, client, undefined, { filters: { status: 'in_evaluation', customerId: '5', customerName: 'Rossi 4711' } });
    expect(calls[0]).toMatchObject({ path: '/samples', params: { query: { page: 1, pageSize: 50, status: 'in_evaluation', customerId: 5 } } });
    expect(settled.items).toEqual([{ id: 3 }]);
  });

  it('duplicates and saves on the sample’s own address', async () => {
    const { client, calls } = fakeApiClient(() => ({ status: 200, body: { id: 8 } }));
    await Effect.runPromise(sampleDuplication.execute(client, 3));
    await Effect.runPromise(sampleUpdate.submit(client, { id: 3, body: { customerId: 5 } as never }));
    expect(calls.map((call) => [call.method, call.path, (call.params as { path: unknown }).path])).toEqual([
      ['POST', '/samples/{id}/duplicate', { id: 3 }],
      ['PUT', '/samples/{id}', { id: 3 }],
    ]);
  });
});
