import { Effect } from 'effect';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../src/api/client.ts';
import { loadPendingVacations, loadSamplesToApprove, PANEL_SIZE } from '../../../src/machines/records/dashboardReads.ts';

type Query = { status?: string; pageSize?: number };

// What openapi-fetch resolves to, already camelized and unwrapped (the middleware's work is tested in tests/api).
const page = (ids: readonly number[], total: number) => ({
  data: { items: ids.map((id) => ({ id })), meta: { currentPage: 1, lastPage: 1, perPage: PANEL_SIZE, total } },
  response: new Response(null, { status: 200 }),
});

const clientAnswering = (answer: (path: string, query: Query) => ReturnType<typeof page>) => {
  const GET = vi.fn(async (path: string, init: { params: { query: Query } }) => answer(path, init.params.query));
  return { client: { GET } as unknown as ApiClient, GET };
};

describe('dashboard loaders: what the approval panels ask the API for', () => {
  it('pending vacations: one short page of pending requests', async () => {
    const { client, GET } = clientAnswering(() => page([1, 2], 2));
    const result = await Effect.runPromise(loadPendingVacations(client));
    expect(result.items.map((item) => item.id)).toEqual([1, 2]);
    expect(GET).toHaveBeenCalledWith('/vacations', expect.objectContaining({ params: { query: { status: 'pending', pageSize: PANEL_SIZE } } }));
  });

  it('samples to approve: those in evaluation first, then drafts, one panel long, totals added', async () => {
    const { client } = clientAnswering((_path, query) => (query.status === 'in_evaluation' ? page([1, 2, 3, 4, 5, 6], 6) : page([7, 8, 9, 10, 11, 12], 14)));
    const result = await Effect.runPromise(loadSamplesToApprove(client));
    expect(result.items.map((item) => item.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(result.meta.total).toBe(20);
  });
});
