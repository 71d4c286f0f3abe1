import { Effect } from 'effect';
import { describe, expect, it } from 'vitest';
import type { Proposal } from '../../../src/api/proposals.ts';
import { proposalCreate, proposalsList, proposalUpdate } from '../../../src/machines/records/proposals.logic.ts';
import { fakeApiClient } from '../fakeApiClient.ts';
import { PAGE, settleList } from './recordsHarness.ts';

// The proposals bound to the API: a save that changes nothing makes no call; a refused save's field errors reach
// the form in its own words (the typed Invalid consumed in the logic); the list reads its period too.

const LOADED = { id: 12, number: 'OFF-2026-0012', revision: 2 } as unknown as Proposal;
const fieldText = (path: string, messages: readonly string[]) => (path === 'rows.0.vatRate' ? ['Aliquota non ammessa'] : messages);

describe('proposals.logic', () => {
  it('saving what was loaded answers null (nothing saved, the screen says so) without a request', async () => {
    const { client, calls } = fakeApiClient(() => ({ status: 500 }));
    expect(await Effect.runPromise(proposalUpdate.submit(client, { current: LOADED, body: null, fieldText }))).toBeNull();
    expect(calls).toEqual([]);
  });

  it("a 422's field errors come back in the form's words; paths it does not know keep the server's", async () => {
    const { client, calls } = fakeApiClient(() => ({ status: 422, body: { message: 'invalid', errors: { 'rows.0.vatRate': ['bad'], notes: ['too long'] } } }));
    const error = await Effect.runPromise(Effect.flip(proposalUpdate.submit(client, { current: LOADED, body: { editType: 'standard' } as never, fieldText })));
    expect(calls[0]).toMatchObject({ method: 'PUT', path: '/proposals/{id}', params: { path: { id: 12 } } });
    expect(error._tag).toBe('Invalid');
    expect(error._tag === 'Invalid' ? error.fields : null).toEqual({ 'rows.0.vatRate': ['Aliquota non ammessa'], notes: ['too long'] });
  });

  it('creates with the body the form built', async () => {
    const { client, calls } = fakeApiClient(() => ({ status: 201, body: LOADED }));
    await Effect.runPromise(proposalCreate.submit(client, { body: { customerId: 4 } as never, fieldText }));
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/proposals', body: { customerId: 4 } });
  });

  it('lists with the period filters beside status and customer', async () => {
    const { client, calls } = fakeApiClient(() => ({ status: 200, body: PAGE([LOADED]) }));
    await settleList(proposalsList, client, undefined, { filters: { status: 'expired', from: '2026-01-01', to: null } });
    expect((calls[0]?.params as { query: unknown }).query).toEqual({ page: 1, pageSize: 50, status: 'expired', from: '2026-01-01' });
  });
});
