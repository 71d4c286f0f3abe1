import { createActor, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { Article } from '../../../src/api/articles.ts';
import { bindConfirmActionLogic } from '../../../src/machines/generic/confirmAction.logic.ts';
import { articleDeletion, articleRecord } from '../../../src/machines/records/articles.logic.ts';
import { fakeApiClient } from '../fakeApiClient.ts';

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

  it('articleRecord: a record that is gone is the NotFound failure, with no retry', async () => {
    const { client } = fakeApiClient(() => ({ status: 404, body: { message: 'Not found.' } }));
    const actor = createActor(articleRecord.bind(client, undefined), { input: { id: 12, missingMessage } }).start();
    await waitFor(actor, (snapshot) => snapshot.matches('failure'));
    expect(actor.getSnapshot().context.errorTag).toBe('NotFound');
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
});
