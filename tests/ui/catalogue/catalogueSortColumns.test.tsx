// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { ApiClient, BareApiClient } from '../../../src/api/client.ts';
import ArticlesListRoute from '../../../src/ui/articles/ArticlesListRoute.tsx';
import { ApiClientContext } from '../../../src/ui/app/ApiClientContext.ts';
import { SessionContext } from '../../../src/ui/app/SessionContext.ts';
import QuotesListRoute from '../../../src/ui/quotes/QuotesListRoute.tsx';
import { signedInSession } from '../../machines/session/sessionFixtures.ts';
import { setupCatalogueI18n } from './catalogueI18n.ts';

// The articles list sorts by category and unit, the quotes list by customer and total: their headers are sort
// buttons, and a click asks the server for that order.

beforeAll(setupCatalogueI18n);
afterEach(cleanup);

const session = signedInSession();

const article = { id: 1, code: 'SRV-01', description: 'Posa', category: { id: 7, name: 'Servizi' }, unit: 'h', price: '35.00', stockQuantity: '0', active: true };
const quote = { id: 1, number: '2026/0001', date: '2026-03-02', status: 'draft', customer: { id: 4, name: 'Ferramenta Rossi', type: 'customer' }, totals: { net: '10.00', vat: '2.20', gross: '12.20' } };

const open = (Screen: () => React.JSX.Element, path: string) => {
  // One row, so the table (not the empty state) shows once the list has answered.
  const GET = vi.fn(async (called: string) => {
    const items = called === '/articles' ? [article] : called === '/quotes' ? [quote] : [];
    return { data: { items, meta: { currentPage: 1, lastPage: 1, perPage: 50, total: items.length } }, response: new Response() };
  });
  const client = { GET } as unknown as ApiClient;
  const location = memoryLocation({ path, record: true });
  render(
    <SessionContext.Provider logic={session} options={{ input: { storedSession: { refreshToken: 'refresh-1', expired: false } } }}>
      <ApiClientContext.Provider value={{ client, bareClient: client as unknown as BareApiClient }}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <Screen />
        </Router>
      </ApiClientContext.Provider>
    </SessionContext.Provider>,
  );
  return GET;
};

const sortsAsked = (GET: ReturnType<typeof vi.fn>, path: string): unknown[] =>
  GET.mock.calls.filter(([called]) => called === path).map((call) => (call as unknown as [string, { params: { query: { sort?: string } } }])[1].params.query.sort);

async function sortBy(GET: ReturnType<typeof vi.fn>, path: string, header: string, sort: string) {
  const column = () => screen.getByRole('columnheader', { name: new RegExp(`^${header}`) });
  // Once the list has answered (its row shows), not while it loads.
  await screen.findByText(/SRV-01|2026\/0001/);
  await waitFor(() => expect(column().getAttribute('aria-sort')).toBe('none'));
  await userEvent.click(within(column()).getByRole('button'));
  await waitFor(() => expect(sortsAsked(GET, path)).toContain(sort));
  await waitFor(() => expect(column().getAttribute('aria-sort')).toBe('ascending'));
}

describe('catalogue lists sort by their classification and money columns', () => {
  it('articles: by category and by unit of measure', async () => {
    const GET = open(ArticlesListRoute, '/articles');
    await sortBy(GET, '/articles', 'Categoria', 'category');
    await sortBy(GET, '/articles', 'Unità di misura', 'unit');
  });

  it("a record list's number link stays on one line (a phone broke \"C-2026/0001\" after the dash)", async () => {
    open(QuotesListRoute, '/quotes');
    const number = await screen.findByRole('link', { name: '2026/0001' });
    expect(number.className.split(' ')).toContain('white-space_nowrap');
  });

  it('quotes: by customer and by total', async () => {
    const GET = open(QuotesListRoute, '/quotes');
    await sortBy(GET, '/quotes', 'Cliente', 'customer');
    await sortBy(GET, '/quotes', 'Totale', 'total');
  });
});
