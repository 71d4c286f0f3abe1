import { Effect, Exit } from 'effect';
import { describe, expect, it } from 'vitest';
import { quoteRowArticle, quoteSending, quotesExport, quotesList, quoteUpdate } from '../../../src/machines/records/quotes.logic.ts';
import { fakeApiClient } from '../fakeApiClient.ts';
import { PAGE, settleList } from './recordsHarness.ts';

// The quotes bound to the API: the calls each logic value makes for what a screen asks.

const ARTICLE = { id: 41, code: 'PRF-ALU', description: 'Profilo alluminio', unit: 'mm', price: '12.50', vatRate: '22.00' };
const LISTED = { articleId: 41, code: 'PRF-ALU', description: 'Profilo alluminio', price: '11.00', discountPercent: '10.00' };

describe('quotes.logic', () => {
  it('an edit the form found unchanged (body null) makes no call and answers null; a changed one is a PUT', async () => {
    const { client, calls } = fakeApiClient(() => ({ status: 200, body: { id: 9 } }));
    expect(await Effect.runPromise(quoteUpdate.submit(client, { id: 9, body: null }))).toBeNull();
    expect(calls).toHaveLength(0);
    await Effect.runPromise(quoteUpdate.submit(client, { id: 9, body: { notes: 'x' } as never }));
    expect(calls[0]).toMatchObject({ method: 'PUT', path: '/quotes/{id}', params: { path: { id: 9 } } });
  });

  it('lists a page for the status and customer filters and the order, without the customer name', async () => {
    const { client, calls } = fakeApiClient(() => ({ status: 200, body: PAGE([{ id: 1 }]) }));
    await settleList(quotesList, client, undefined, { filters: { status: 'sent', customerId: '7', customerName: 'Rossi 4711', search: 'PRF' }, sort: '-date' });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/quotes' });
    expect((calls[0]?.params as { query: unknown }).query).toEqual({ page: 1, pageSize: 50, sort: '-date', search: 'PRF', status: 'sent', customerId: 7 });
  });

  it('exports the rows the list shows: the same filters and order, in the chosen format', async () => {
    const { client, calls } = fakeApiClient(() => ({ status: 200, body: '' }));
    await Effect.runPromiseExit(quotesExport.execute(client, { format: 'csv', filters: { status: 'draft', customerId: null }, sort: 'number' }));
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/exports/quotes', params: { query: { format: 'csv', filter: { sort: 'number', status: 'draft' } } } });
  });

  it("fills a row from the chosen price list's entry for the article", async () => {
    const { client, calls } = fakeApiClient((call) => ({ status: 200, body: call.path === '/articles/{id}' ? ARTICLE : PAGE([{ ...LISTED, articleId: 40 }, LISTED]) }));
    const priced = await Effect.runPromise(quoteRowArticle.execute(client, { articleId: 41, priceListId: 3 }));
    expect(priced).toEqual({ article: ARTICLE, listed: LISTED });
    expect(calls[1]).toMatchObject({ path: '/price-lists/{id}/articles', params: { path: { id: 3 }, query: { search: 'PRF-ALU', pageSize: 20 } } });
  });

  it('without a price list reads the article alone', async () => {
    const { client, calls } = fakeApiClient(() => ({ status: 200, body: ARTICLE }));
    expect(await Effect.runPromise(quoteRowArticle.execute(client, { articleId: 41, priceListId: null }))).toEqual({ article: ARTICLE, listed: null });
    expect(calls).toHaveLength(1);
  });

  it('sends the quote to its customer and saves an edit on its own address', async () => {
    const { client, calls } = fakeApiClient(() => ({ status: 200, body: { id: 9 } }));
    await Effect.runPromise(quoteSending.act(client, { id: 9 } as never));
    await Effect.runPromise(quoteUpdate.submit(client, { id: 9, body: { status: 'accepted' } as never }));
    expect(calls.map((call) => [call.method, call.path, (call.params as { path: unknown }).path])).toEqual([
      ['POST', '/quotes/{id}/send-to-assigned-customer', { id: 9 }],
      ['PUT', '/quotes/{id}', { id: 9 }],
    ]);
  });

  it('a refused send fails with its tag (the screen names the failure)', async () => {
    const { client } = fakeApiClient(() => ({ status: 422, body: { message: 'no e-mail', errors: {} } }));
    const exit = await Effect.runPromiseExit(quoteSending.act(client, { id: 9 } as never));
    expect(Exit.isFailure(exit) && JSON.stringify(exit.cause)).toContain('Invalid');
  });
});
