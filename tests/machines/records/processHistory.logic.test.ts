import { Effect } from 'effect';
import { describe, expect, it } from 'vitest';
import { loadHistory } from '../../../src/machines/records/processHistory.logic.ts';
import { fakeApiClient } from '../fakeApiClient.ts';

// The live view's history reads (issue 35 point 5): which calls a record's history makes, and how their answers
// become the steps on the diagram.

describe('process history logic', () => {
  it('an offer: its record, its revisions and its recorded steps, the derived past before the first recorded one', async () => {
    const { client, calls } = fakeApiClient(({ path }) => {
      if (path === '/proposals/{id}') return { status: 200, body: { id: 7, createdAt: '2026-10-01 09:00:00', status: 'sent', updatedAt: '2026-10-09 11:00:00' } };
      if (path === '/proposals/{id}/history') return { status: 200, body: { proposalId: 7, currentRevision: 0, revisions: [] } };
      if (path === '/proposals/{id}/steps') return { status: 200, body: [{ status: 'sent', at: '2026-10-09 11:00:00', user: { id: 1, name: 'Rossi 4711', email: 'r@example.test', avatarUrl: null }, note: 'sent' }] };
      return { status: 404, body: { message: 'no' } };
    });
    const steps = await Effect.runPromise(loadHistory(client, { workflow: 'proposalSending', id: 7, version: 'v' }));
    expect(calls.map((call) => [call.path, call.params])).toEqual([
      ['/proposals/{id}', { path: { id: 7 } }],
      ['/proposals/{id}/history', { path: { id: 7 } }],
      ['/proposals/{id}/steps', { path: { id: 7 } }],
    ]);
    expect(steps).toEqual([
      { state: 'drafting', who: null, at: '2026-10-01 09:00:00', derived: true },
      { state: 'sent', who: 'Rossi 4711', at: '2026-10-09 11:00:00' },
    ]);
  });

  it('a newsletter recipient: the steps of the recipient in its list', async () => {
    const { client, calls } = fakeApiClient(() => ({ status: 200, body: [{ status: 'PENDING', at: '2026-06-01 09:00:00', user: null, note: 'added' }] }));
    const steps = await Effect.runPromise(loadHistory(client, { workflow: 'newsletterSubscription', listId: 3, recipientId: 12, version: 'v' }));
    expect(calls.map((call) => [call.path, call.params])).toEqual([['/newsletter/mailup/lists/{listId}/recipients/{recipientId}/steps', { path: { listId: 3, recipientId: 12 } }]]);
    expect(steps).toEqual([{ state: 'pending', who: null, at: '2026-06-01 09:00:00' }]);
  });

  it('a failed read is the typed error of the call (the view says the history could not be read)', async () => {
    const { client } = fakeApiClient(() => ({ status: 404, body: { message: 'Not found.' } }));
    const failure = await Effect.runPromise(Effect.flip(loadHistory(client, { workflow: 'dataImport', id: 5, record: { status: 'done', createdAt: '2026-05-01 09:00:00', createdBy: null, finishedAt: null, undoneAt: null }, version: 'v' })));
    expect(failure._tag).toBe('NotFound');
  });
});
