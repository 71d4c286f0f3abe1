import { Effect } from 'effect';
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { taskPartCommands, taskPartDeletion, tasksList, taskUpdate } from '../../../src/machines/records/tasks.logic.ts';
import { teamList, usersList } from '../../../src/machines/records/users.logic.ts';
import { fakeApiClient } from '../fakeApiClient.ts';

// The tasks' and users' logic against a fake client: the request each value makes for what the screen gives it.

const EMPTY_PAGE = { items: [], meta: { currentPage: 1, lastPage: 1, perPage: 50, total: 0 } };

describe('task edit', () => {
  it('saves with its body, and makes no call when the form holds what was loaded (body null)', async () => {
    const { client, calls } = fakeApiClient(() => ({ status: 200, body: { id: 12 } }));
    expect(await Effect.runPromise(taskUpdate.submit(client, { id: 12, body: null }))).toBeNull();
    expect(calls).toHaveLength(0);
    await Effect.runPromise(taskUpdate.submit(client, { id: 12, body: { summary: 'Rilievo' } }));
    expect(calls.map((call) => [call.method, call.path, call.body])).toEqual([['PUT', '/tasks/{id}', { summary: 'Rilievo' }]]);
  });
});

describe('task parts', () => {
  it('runs a checklist change on the task it names', async () => {
    const { client, calls } = fakeApiClient(() => ({ status: 200, body: {} }));
    await Effect.runPromise(taskPartCommands.execute(client, { kind: 'toggleItem', taskId: 12, checklistId: 3, itemId: 8, checked: true }));
    await Effect.runPromise(taskPartCommands.execute(client, { kind: 'addComment', taskId: 12, body: 'Rossi 4711 called' }));
    expect(calls.map((call) => [call.method, call.path, call.params, call.body])).toEqual([
      ['POST', '/tasks/{id}/checklists/{checklistId}/items/{itemId}/check', expect.objectContaining({ path: { id: 12, checklistId: 3, itemId: 8 } }), undefined],
      ['POST', '/tasks/{id}/comments', expect.objectContaining({ path: { id: 12 } }), { body: 'Rossi 4711 called' }],
    ]);
  });

  it('deletes a comment of the task', async () => {
    const { client, calls } = fakeApiClient(() => ({ status: 204 }));
    await Effect.runPromise(taskPartDeletion.act(client, { kind: 'comment', taskId: 12, commentId: 5, name: 'x' }));
    expect(calls[0]).toMatchObject({ method: 'DELETE', path: '/tasks/{id}/comments/{commentId}', params: { path: { id: 12, commentId: 5 } } });
  });
});

describe('lists', () => {
  it('asks the tasks of the filters and order', async () => {
    const { client, calls } = fakeApiClient(() => ({ status: 200, body: EMPTY_PAGE }));
    const actor = createActor(tasksList.bind(client, undefined), { input: { filters: { workId: '4', start: '2026-11-01' }, sort: '-start' } }).start();
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect((calls[0]?.params as { query: unknown }).query).toEqual({ page: 1, pageSize: 50, sort: '-start', start: '2026-11-01', workId: 4 });
    actor.stop();
  });

  it('shows no team without a call until a leader is picked, then asks that leader\'s members', async () => {
    const { client, calls } = fakeApiClient(() => ({ status: 200, body: EMPTY_PAGE }));
    const actor = createActor(teamList.bind(client, undefined), { input: {} }).start();
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(calls).toHaveLength(0);
    actor.send({ type: 'list.filter', filters: { leaderId: '9', leaderName: 'Rossi' } });
    await waitFor(actor, () => calls.length === 1);
    expect((calls[0]?.params as { query: unknown }).query).toMatchObject({ userId: 9 });
    actor.stop();
  });

  it('sends the users filters it has (no empty search)', async () => {
    const { client, calls } = fakeApiClient(() => ({ status: 200, body: EMPTY_PAGE }));
    const actor = createActor(usersList.bind(client, undefined), { input: { filters: { search: '', status: 'active', role: 'admin' } } }).start();
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect((calls[0]?.params as { query: unknown }).query).toEqual({ page: 1, pageSize: 50, status: 'active', role: 'admin' });
    actor.stop();
  });
});
