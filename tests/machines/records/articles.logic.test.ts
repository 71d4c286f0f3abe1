import { Effect } from 'effect';
import { createActor, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { Article, ArticleInput } from '../../../src/api/articles.ts';
import { bindConfirmActionLogic } from '../../../src/machines/generic/confirmAction.logic.ts';
import {
  articleCreate,
  articleDeletion,
  articleQuery,
  articleRecord,
  articlesList,
  articleUpdate,
  taxonomyRecords,
  warehouseRecords,
} from '../../../src/machines/records/articles.logic.ts';
import { fakeApiClient } from '../fakeApiClient.ts';
import { PAGE, settleList } from './recordsHarness.ts';

// The articles logic against a fake client: the calls its detail screen makes, and how a missing record ends.

const missingMessage = { ns: 'errors', key: 'guards.missingId', params: {} } as const;

describe('articles logic', () => {
  it('articleRecord reads /articles/{id} with the id from the address', async () => {
    const { client, calls } = fakeApiClient(() => ({ status: 200, body: { id: 12 } }));
    const actor = createActor(articleRecord.bind(client, undefined), { input: { id: 12, missingMessage } }).start();
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(calls).toEqual([expect.objectContaining({ method: 'GET', path: '/articles/{id}', params: { path: { id: 12 } } })]);
    expect(actor.getSnapshot().context.record).toEqual({ id: 12 });
  });

  it('articleRecord: a record that is gone is the notFound state (not a failure), with no retry', async () => {
    const { client } = fakeApiClient(() => ({ status: 404, body: { message: 'Not found.' } }));
    const actor = createActor(articleRecord.bind(client, undefined), { input: { id: 12, missingMessage } }).start();
    await waitFor(actor, (snapshot) => snapshot.matches('notFound'));
    expect(actor.getSnapshot().context.errorTag).toBe('NotFound');
    expect(actor.getSnapshot().can({ type: 'record.retry' })).toBe(false);
  });

  it('articleDeletion deletes the confirmed record by its id', async () => {
    const { client, calls } = fakeApiClient(() => ({ status: 204 }));
    const deleted: number[] = [];
    const actor = createActor(bindConfirmActionLogic(articleDeletion, client, { onDone: (record) => deleted.push(record.id) })).start();
    actor.send({ type: 'confirm.open', payload: { id: 12 } as Article });
    actor.send({ type: 'confirm.accept' });
    await waitFor(actor, (snapshot) => snapshot.matches('done'));
    expect(calls).toEqual([expect.objectContaining({ method: 'DELETE', path: '/articles/{id}', params: { path: { id: 12 } } })]);
    expect(deleted).toEqual([12]);
  });

  it('articlesList asks for the page, the search, the order and only the taxonomies chosen (as numbers)', async () => {
    const { client, calls } = fakeApiClient(() => ({ status: 200, body: PAGE([]) }));
    await settleList(articlesList, client, undefined, { filters: { search: 'vite', brandId: '4', brandName: 'Acme', typeId: null }, sort: '-price' });
    expect(calls[0]?.path).toBe('/articles');
    expect((calls[0]?.params as { query: unknown }).query).toEqual({ page: 1, pageSize: 50, sort: '-price', search: 'vite', brandId: 4 });
  });

  it('articleQuery is what the export reads: the same search, order and taxonomies', () => {
    expect(articleQuery({ categoryId: '2', categoryName: 'Viti' }, null)).toEqual({
      categoryId: 2,
      brandId: undefined,
      divisionId: undefined,
      groupId: undefined,
      lineId: undefined,
      typeId: undefined,
    });
  });

  it('articleUpdate makes no call and answers null when the form holds what was loaded (body null)', async () => {
    const { client, calls } = fakeApiClient(() => ({ status: 200, body: { id: 3 } }));
    expect(await Effect.runPromise(articleUpdate.submit(client, { id: 3, body: null }))).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('articleCreate posts the body; articleUpdate puts it to the article', async () => {
    const { client, calls } = fakeApiClient(() => ({ status: 200, body: { id: 3 } }));
    const body = { code: 'A1', description: 'Vite' } as ArticleInput;
    await Effect.runPromise(articleCreate.submit(client, body));
    await Effect.runPromise(articleUpdate.submit(client, { id: 3, body }));
    expect(calls).toEqual([
      expect.objectContaining({ method: 'POST', path: '/articles', body }),
      expect.objectContaining({ method: 'PUT', path: '/articles/{id}', params: { path: { id: 3 } }, body }),
    ]);
  });

  it('taxonomyRecords: each kind lists and saves at its own /article-<kind> path', async () => {
    const { client, calls } = fakeApiClient(() => ({ status: 200, body: PAGE([]) }));
    await settleList(taxonomyRecords.lines.list, client, { paginated: true }, { filters: { search: ' inox ' } });
    await Effect.runPromise(taxonomyRecords.brands.save.submit(client, { id: null, body: { name: 'Acme' } }));
    expect(calls[0]?.path).toBe('/article-lines');
    expect((calls[0]?.params as { query: unknown }).query).toEqual({ page: 1, pageSize: 50, search: 'inox' });
    expect(calls[1]).toEqual(expect.objectContaining({ method: 'POST', path: '/article-brands', body: { name: 'Acme' } }));
  });

  it('warehouseRecords updates a warehouse by its id and deletes it', async () => {
    const { client, calls } = fakeApiClient(() => ({ status: 200, body: { id: 5 } }));
    await Effect.runPromise(warehouseRecords.save.submit(client, { id: 5, body: { name: 'Nord', code: 'N', isDefault: false } }));
    await Effect.runPromise(warehouseRecords.deletion.act(client, { id: 5 } as never));
    expect(calls).toEqual([
      expect.objectContaining({ method: 'PUT', path: '/warehouses/{id}', params: { path: { id: 5 } } }),
      expect.objectContaining({ method: 'DELETE', path: '/warehouses/{id}', params: { path: { id: 5 } } }),
    ]);
  });
});
