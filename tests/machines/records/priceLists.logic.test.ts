import { Effect } from 'effect';
import { createActor, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { PriceList, PriceListArticle } from '../../../src/api/priceLists.ts';
import { bindConfirmActionLogic } from '../../../src/machines/generic/confirmAction.logic.ts';
import {
  priceListArticleAdd,
  priceListArticleRemoval,
  priceListArticleUpdate,
  priceListArticlesExport,
  priceListArticlesList,
  priceListDeletion,
  priceListRecord,
  priceListSearchQuery,
  priceListsList,
  priceListUpdate,
} from '../../../src/machines/records/priceLists.logic.ts';
import { fakeApiClient } from '../fakeApiClient.ts';
import { PAGE, settleList } from './recordsHarness.ts';

// The priceLists logic against a fake client: the calls its detail screen makes, and how a missing record ends.

const missingMessage = { ns: 'errors', key: 'guards.missingId', params: {} } as const;

describe('priceLists logic', () => {
  it("an article's amounts left as they were (body null) make no call and answer null", async () => {
    const { client, calls } = fakeApiClient(() => ({ status: 200, body: {} }));
    expect(await Effect.runPromise(priceListArticleUpdate.submit(client, { priceListId: 12, articleId: 3, body: null }))).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('saves an edit with its body, and makes no call when the form holds what was loaded (body null)', async () => {
    const { client, calls } = fakeApiClient(() => ({ status: 200, body: { id: 12 } }));
    expect(await Effect.runPromise(priceListUpdate.submit(client, { id: 12, body: null }))).toBeNull();
    expect(calls).toHaveLength(0);
    await Effect.runPromise(priceListUpdate.submit(client, { id: 12, body: { name: 'Listino 2027' } as never }));
    expect(calls[0]).toMatchObject({ method: 'PUT', path: '/price-lists/{id}', params: { path: { id: 12 } }, body: { name: 'Listino 2027' } });
  });

  it('priceListRecord reads /price-lists/{id} with the id from the address', async () => {
    const { client, calls } = fakeApiClient(() => ({ status: 200, body: { id: 12 } }));
    const actor = createActor(priceListRecord.bind(client, undefined), { input: { id: 12, missingMessage } }).start();
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(calls).toEqual([expect.objectContaining({ method: 'GET', path: '/price-lists/{id}', params: { path: { id: 12 } } })]);
    expect(actor.getSnapshot().context.record).toEqual({ id: 12 });
  });

  it('priceListRecord: a record that is gone is the notFound state (not a failure), with no retry', async () => {
    const { client } = fakeApiClient(() => ({ status: 404, body: { message: 'Not found.' } }));
    const actor = createActor(priceListRecord.bind(client, undefined), { input: { id: 12, missingMessage } }).start();
    await waitFor(actor, (snapshot) => snapshot.matches('notFound'));
    expect(actor.getSnapshot().context.errorTag).toBe('NotFound');
    expect(actor.getSnapshot().can({ type: 'record.retry' })).toBe(false);
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

  it('priceListsList asks for every price list: search and order, no page or page size', async () => {
    const { client, calls } = fakeApiClient(() => ({ status: 200, body: PAGE([]) }));
    await settleList(priceListsList, client, undefined, { filters: { search: 'estate' }, sort: 'name' });
    expect(calls[0]?.path).toBe('/price-lists');
    expect((calls[0]?.params as { query: unknown }).query).toEqual({ sort: 'name', search: 'estate' });
  });

  it('priceListArticlesList pages the articles of the price list given as context', async () => {
    const { client, calls } = fakeApiClient(() => ({ status: 200, body: PAGE([]) }));
    await settleList(priceListArticlesList, client, 8, { filters: { search: 'vite' } });
    expect(calls[0]).toEqual(expect.objectContaining({ path: '/price-lists/{id}/articles' }));
    expect(calls[0]?.params).toEqual(expect.objectContaining({ path: { id: 8 }, query: { page: 1, pageSize: 50, search: 'vite' } }));
  });

  it('priceListArticleAdd posts the article to the price list; the removal deletes the row of its price list', async () => {
    const { client, calls } = fakeApiClient(() => ({ status: 200, body: { articleId: 4 } }));
    await Effect.runPromise(priceListArticleAdd.submit(client, { priceListId: 8, body: { articleId: 4, price: '2.50' } }));
    await Effect.runPromise(priceListArticleRemoval.act(client, { ...({ articleId: 4, code: 'A4' } as PriceListArticle), priceListId: 8 }));
    expect(calls).toEqual([
      expect.objectContaining({ method: 'POST', path: '/price-lists/{id}/articles', params: { path: { id: 8 } }, body: { articleId: 4, price: '2.50' } }),
      expect.objectContaining({ method: 'DELETE', path: '/price-lists/{id}/articles/{articleId}', params: { path: { id: 8, articleId: 4 } } }),
    ]);
  });

  it('priceListArticlesExport exports the tab of its price list with the search and order', async () => {
    const { client, calls } = fakeApiClient(() => ({ status: 200, body: new Blob(['x']) }));
    await Effect.runPromiseExit(priceListArticlesExport.execute(client, { format: 'csv', filter: { priceListId: 8, query: priceListSearchQuery({ search: 'vite' }, '-price') } }));
    expect(calls[0]?.path).toBe('/exports/price-lists/{id}/articles');
    expect(calls[0]?.params).toEqual(expect.objectContaining({ path: { id: 8 }, query: { format: 'csv', filter: { sort: '-price', search: 'vite' } } }));
  });
});
