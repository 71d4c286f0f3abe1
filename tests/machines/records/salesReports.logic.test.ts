import { Effect } from 'effect';
import { describe, expect, it } from 'vitest';
import { materialMentions, salesReportDeletion, salesReportsList, salesReportUpdate } from '../../../src/machines/records/salesReports.logic.ts';
import { fakeApiClient } from '../fakeApiClient.ts';
import { PAGE, settleList } from './recordsHarness.ts';

describe('salesReports.logic', () => {
  it('lists by profile, agent and period; the names stay in the browser', async () => {
    const { client, calls } = fakeApiClient(() => ({ status: 200, body: PAGE([{ id: 1 }]) }));
    await settleList(salesReportsList, client, undefined, { filters: { profileId: '4', profileName: 'Rossi 4711', userId: '2', userName: 'Bianchi', from: '2026-03-01' }, sort: '-date' });
    expect((calls[0]?.params as { query: unknown }).query).toEqual({ page: 1, pageSize: 50, sort: '-date', profileId: 4, userId: 2, from: '2026-03-01' });
  });

  it("reads the reports that mention one material (the list's context)", async () => {
    const { client, calls } = fakeApiClient(() => ({ status: 200, body: PAGE([{ id: 1 }]) }));
    await settleList(materialMentions, client, 17);
    expect(calls[0]).toMatchObject({ path: '/materials/{id}/sales-reports', params: { path: { id: 17 }, query: { page: 1, pageSize: 50 } } });
  });

  it('saves an edit with its body, and makes no call when the form holds what was loaded (body null)', async () => {
    const { client, calls } = fakeApiClient(() => ({ status: 200, body: { id: 6 } }));
    expect(await Effect.runPromise(salesReportUpdate.submit(client, { id: 6, body: null }))).toBeNull();
    expect(calls).toHaveLength(0);
    await Effect.runPromise(salesReportUpdate.submit(client, { id: 6, body: { notes: 'x' } as never }));
    expect(calls[0]).toMatchObject({ method: 'PUT', path: '/sales-reports/{id}', params: { path: { id: 6 } }, body: { notes: 'x' } });
  });

  it('deletes the confirmed report', async () => {
    const { client, calls } = fakeApiClient(() => ({ status: 204 }));
    await Effect.runPromise(salesReportDeletion.act(client, { id: 6 } as never));
    expect(calls[0]).toMatchObject({ method: 'DELETE', path: '/sales-reports/{id}', params: { path: { id: 6 } } });
  });
});
