import { createActor, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { bindRemoteValueLogic } from '../../../src/machines/generic/remoteValue.logic.ts';
import { salesStatistics, workStatistics } from '../../../src/machines/records/statistics.logic.ts';
import { fakeApiClient } from '../fakeApiClient.ts';

// The statistics figures against a fake client: the query each panel sends, and a new period read again.

describe('statistics logic', () => {
  it('salesStatistics sends the period and the grouping; a new period asks again', async () => {
    const { client, calls } = fakeApiClient(() => ({ status: 200, body: { rows: [] } }));
    const actor = createActor(bindRemoteValueLogic(salesStatistics, { client, bareClient: client }), { input: { input: { from: '2026-01-01', groupBy: 'agent' } } }).start();
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    actor.send({ type: 'value.input', input: { from: '2025-01-01', to: '2025-12-31', groupBy: 'month' } });
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(calls.map((call) => [call.path, call.params])).toEqual([
      ['/statistics/sales', expect.objectContaining({ query: { from: '2026-01-01', groupBy: 'agent' } })],
      ['/statistics/sales', expect.objectContaining({ query: { from: '2025-01-01', to: '2025-12-31', groupBy: 'month' } })],
    ]);
  });

  it('workStatistics: a refusal is the Forbidden failure (no retry offered)', async () => {
    const { client } = fakeApiClient(() => ({ status: 403, body: { message: 'No.' } }));
    const actor = createActor(bindRemoteValueLogic(workStatistics, { client, bareClient: client }), { input: { input: {} } }).start();
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(actor.getSnapshot().context.errorTag).toBe('Forbidden');
  });
});
