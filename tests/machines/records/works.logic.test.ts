import { Effect } from 'effect';
import { describe, expect, it } from 'vitest';
import { phaseCommands, phaseDeletion, phaseUpdate, workPhasesList, workTasksList, workUpdate } from '../../../src/machines/records/works.logic.ts';
import { fakeApiClient } from '../fakeApiClient.ts';
import { PAGE, settleList } from './recordsHarness.ts';

describe('works.logic', () => {
  it('adds a phase as "to do" and moves one to another status, on the work named in the command', async () => {
    const { client, calls } = fakeApiClient(() => ({ status: 200, body: { id: 1 } }));
    await Effect.runPromise(phaseCommands.execute(client, { workId: 4, kind: 'add', name: 'Posa' }));
    await Effect.runPromise(phaseCommands.execute(client, { workId: 4, kind: 'status', phaseId: 9, status: 'done' }));
    expect(calls.map((call) => [call.method, call.path, (call.params as { path: unknown }).path, call.body])).toEqual([
      ['POST', '/works/{id}/phases', { id: 4 }, { name: 'Posa', status: 'todo' }],
      ['PUT', '/works/{id}/phases/{phaseId}', { id: 4, phaseId: 9 }, { status: 'done' }],
    ]);
  });

  it('edits a phase with the changes given, and makes no call when there are none', async () => {
    const { client, calls } = fakeApiClient(() => ({ status: 200, body: { id: 9 } }));
    await Effect.runPromise(phaseUpdate.submit(client, { workId: 4, phaseId: 9, changes: { name: 'Posa', endDate: null } }));
    expect(calls.map((call) => [call.method, call.path, (call.params as { path: unknown }).path, call.body])).toEqual([
      ['PUT', '/works/{id}/phases/{phaseId}', { id: 4, phaseId: 9 }, { name: 'Posa', endDate: null }],
    ]);
    expect(await Effect.runPromise(phaseUpdate.submit(client, { workId: 4, phaseId: 9, changes: {} }))).toBeNull();
    expect(calls).toHaveLength(1);
  });

  it('saves a work edit with its body, and makes no call when the form holds what was loaded (body null)', async () => {
    const { client, calls } = fakeApiClient(() => ({ status: 200, body: { id: 4 } }));
    expect(await Effect.runPromise(workUpdate.submit(client, { id: 4, body: null }))).toBeNull();
    expect(calls).toHaveLength(0);
    await Effect.runPromise(workUpdate.submit(client, { id: 4, body: { name: 'Posa' } }));
    expect(calls.map((call) => [call.method, call.path, (call.params as { path: unknown }).path, call.body])).toEqual([['PUT', '/works/{id}', { id: 4 }, { name: 'Posa' }]]);
  });

  it('deletes the confirmed phase of its work', async () => {
    const { client, calls } = fakeApiClient(() => ({ status: 204 }));
    await Effect.runPromise(phaseDeletion.act(client, { id: 9, workId: 4 } as never));
    expect(calls[0]).toMatchObject({ method: 'DELETE', path: '/works/{id}/phases/{phaseId}', params: { path: { id: 4, phaseId: 9 } } });
  });

  it("reads a work's phases and tasks for the work in the list's context", async () => {
    const { client, calls } = fakeApiClient(() => ({ status: 200, body: PAGE([{ id: 1 }]) }));
    await settleList(workPhasesList, client, 4);
    await settleList(workTasksList, client, 4);
    expect(calls[0]).toMatchObject({ path: '/works/{id}/phases', params: { path: { id: 4 } } });
    expect(calls[1]).toMatchObject({ path: '/tasks', params: { query: { workId: 4, page: 1, pageSize: 50 } } });
  });
});
