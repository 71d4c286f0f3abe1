import { Effect, Result } from 'effect';
import { describe, expect, it } from 'vitest';
import { listSamples } from '../../src/api/samples.ts';
import { listVacations } from '../../src/api/vacations.ts';
import { json } from './doubles/fetchDouble.ts';
import { createSession, validTokens } from './doubles/session.ts';

const run = <A, E>(effect: Effect.Effect<A, E>) => Effect.runPromise(Effect.result(effect));
const page = (items: unknown[]) => json(200, { data: items, meta: { current_page: 1, last_page: 1, per_page: 10, total: items.length } });

describe('lists behind the dashboard approvals', () => {
  it('vacations: filters by status in snake_case and answers a camelCase page', async () => {
    const session = createSession(() => page([{ id: 1, user_id: 4, status: 'pending' }]), { tokens: validTokens });
    const result = await run(listVacations(session.client, { status: 'pending', pageSize: 10 }));

    expect(Result.isSuccess(result) && result.success.items[0]).toMatchObject({ id: 1, userId: 4 });
    expect(Result.isSuccess(result) && result.success.meta.total).toBe(1);
    const url = session.server.seen[0]?.url;
    expect(url?.pathname).toBe('/api/vacations');
    expect(Object.fromEntries(url?.searchParams ?? [])).toEqual({ status: 'pending', page_size: '10' });
  });

  it('samples: filters by status; a 403 is the tagged Forbidden', async () => {
    const session = createSession(({ url }) => (url.searchParams.get('status') === 'draft' ? json(403, { message: 'No.' }) : page([])), { tokens: validTokens });
    const evaluating = await run(listSamples(session.client, { status: 'in_evaluation', pageSize: 10 }));
    const drafts = await run(listSamples(session.client, { status: 'draft' }));

    expect(Result.isSuccess(evaluating) && evaluating.success.items).toEqual([]);
    expect(Result.isFailure(drafts) && drafts.failure._tag).toBe('Forbidden');
    expect(session.server.seen.map((seen) => `${seen.url.pathname}?${seen.url.searchParams.toString()}`)).toEqual([
      '/api/samples?status=in_evaluation&page_size=10',
      '/api/samples?status=draft',
    ]);
  });
});
