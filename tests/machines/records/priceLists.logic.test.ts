import { createActor, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { PriceList } from '../../../src/api/priceLists.ts';
import { bindConfirmActionLogic } from '../../../src/machines/generic/confirmAction.logic.ts';
import { priceListDeletion, priceListRecord } from '../../../src/machines/records/priceLists.logic.ts';
import { fakeApiClient } from '../fakeApiClient.ts';

// The priceLists logic against a fake client: the calls its detail screen makes, and how a missing record ends.

const missingMessage = { ns: 'errors', key: 'guards.missingId', params: {} } as const;

describe('priceLists logic', () => {
  it('priceListRecord reads /price-lists/{id} with the id from the address', async () => {
    const { client, calls } = fakeApiClient(() => ({ status: 200, body: { id: 12 } }));
    const actor = createActor(priceListRecord.bind(client, undefined), { input: { id: 12, missingMessage } }).start();
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(calls).toEqual([expect.objectContaining({ method: 'GET', path: '/price-lists/{id}', params: { path: { id: 12 } } })]);
    expect(actor.getSnapshot().context.record).toEqual({ id: 12 });
  });

  it('priceListRecord: a record that is gone is the NotFound failure, with no retry', async () => {
    const { client } = fakeApiClient(() => ({ status: 404, body: { message: 'Not found.' } }));
    const actor = createActor(priceListRecord.bind(client, undefined), { input: { id: 12, missingMessage } }).start();
    await waitFor(actor, (snapshot) => snapshot.matches('failure'));
    expect(actor.getSnapshot().context.errorTag).toBe('NotFound');
  });

  it('priceListDeletion deletes the confirmed record by its id', async () => {
    const { client, calls } = fakeApiClient(() => ({ status: 204 }));
    const deleted: number[] = [];
    const actor = createActor(bindConfirmActionLogic(priceListDeletion, client, { onDone: (record) => deleted.push(record.id) })).start();
    actor.send({ type: 'confirm.open', payload: { id: 12 } as PriceList });
    actor.send({ type: 'confirm.accept' });
    await waitFor(actor, (snapshot) => snapshot.matches('done'));
    expect(calls).toEqual([expect.objectContaining({ method: 'DELETE', path: '/price-lists/{id}', params: { path: { id: 12 } } })]);
    expect(deleted).toEqual([12]);
  });
});
