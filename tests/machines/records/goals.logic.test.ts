import { Effect } from 'effect';
import { createActor, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { Goal } from '../../../src/api/goals.ts';
import { bindConfirmActionLogic } from '../../../src/machines/generic/confirmAction.logic.ts';
import { goalDeletion, goalRecord, goalUpdate } from '../../../src/machines/records/goals.logic.ts';
import { fakeApiClient } from '../fakeApiClient.ts';

// The goals logic against a fake client: the calls its detail screen makes, and how a missing record ends.

const missingMessage = { ns: 'errors', key: 'guards.missingId', params: {} } as const;

describe('goals logic', () => {
  it('an edit the form found unchanged (body null) makes no call and answers null', async () => {
    const { client, calls } = fakeApiClient(() => ({ status: 200, body: { id: 5 } }));
    expect(await Effect.runPromise(goalUpdate.submit(client, { id: 5, body: null }))).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('goalRecord reads /goals/{id} with the id from the address', async () => {
    const { client, calls } = fakeApiClient(() => ({ status: 200, body: { id: 12 } }));
    const actor = createActor(goalRecord.bind(client, undefined), { input: { id: 12, missingMessage } }).start();
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(calls).toEqual([expect.objectContaining({ method: 'GET', path: '/goals/{id}', params: { path: { id: 12 } } })]);
    expect(actor.getSnapshot().context.record).toEqual({ id: 12 });
  });

  it('goalRecord: a record that is gone is the notFound state (not a failure), with no retry', async () => {
    const { client } = fakeApiClient(() => ({ status: 404, body: { message: 'Not found.' } }));
    const actor = createActor(goalRecord.bind(client, undefined), { input: { id: 12, missingMessage } }).start();
    await waitFor(actor, (snapshot) => snapshot.matches('notFound'));
    expect(actor.getSnapshot().context.errorTag).toBe('NotFound');
    expect(actor.getSnapshot().can({ type: 'record.retry' })).toBe(false);
  });

  it('goalDeletion deletes the confirmed record by its id', async () => {
    const { client, calls } = fakeApiClient(() => ({ status: 204 }));
    const deleted: number[] = [];
    const actor = createActor(bindConfirmActionLogic(goalDeletion, client, { onDone: (record) => deleted.push(record.id) })).start();
    actor.send({ type: 'confirm.open', payload: { id: 12 } as Goal });
    actor.send({ type: 'confirm.accept' });
    await waitFor(actor, (snapshot) => snapshot.matches('done'));
    expect(calls).toEqual([expect.objectContaining({ method: 'DELETE', path: '/goals/{id}', params: { path: { id: 12 } } })]);
    expect(deleted).toEqual([12]);
  });
});
