// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../src/api/client.ts';
import { ApiClientContext } from '../../../src/ui/app/ApiClientContext.ts';
import { draftTotals, type QuoteRowDraft } from '../../../src/ui/quotes/quoteForm.ts';
import { QuoteRowsEditor } from '../../../src/ui/quotes/QuoteRowsEditor.tsx';
import { QuoteTotalsView } from '../../../src/ui/quotes/QuoteTotalsView.tsx';
import { setupCatalogueI18n } from './catalogueI18n.ts';

// The quote rows editor with the totals beside it, as the quote form shows them: decimals typed and shown in the
// user's locale, totals computed exactly (never through floats), and rows picked from the chosen price list.

// The shared formatter (src/domain/numberFormat.ts) puts a plain space before the euro sign.
const EURO_SPACE = ' ';

beforeAll(setupCatalogueI18n);
beforeEach(async () => {
  await i18next.changeLanguage('it');
});
afterEach(cleanup);

const row = (n: number, patch: Partial<QuoteRowDraft> = {}): QuoteRowDraft => ({
  key: `r${n}`,
  id: null,
  articleId: null,
  description: `Riga ${n}`,
  quantity: '1',
  unit: 'pz',
  unitPrice: '0',
  discountPercent: '',
  vatRate: '22',
  ...patch,
});

const ok = (data: unknown) => Promise.resolve({ data, response: new Response(null, { status: 200 }) });

/** The article the price list carries: 12.50 € per mm, listed at 12.50 with 10 % off. */
const ARTICLE = { id: 41, code: 'PRF-ALU', description: 'Profilo alluminio', unit: 'mm', price: '12.50', vatRate: '22.00' };
const LISTED = { articleId: 41, code: 'PRF-ALU', description: 'Profilo alluminio', unit: 'mm', listPrice: '12.50', price: '12.50', discountPercent: '10.00' };

const renderEditor = (initial: readonly QuoteRowDraft[]) => {
  const GET = vi.fn((path: string) => {
    if (path === '/articles/{id}') return ok(ARTICLE);
    if (path === '/price-lists/{id}/articles') return ok({ items: [LISTED], meta: { currentPage: 1, lastPage: 1, perPage: 20, total: 1, from: 1, to: 1 } });
    return Promise.reject(new Error(`unexpected GET ${path}`));
  });
  const client = { GET } as unknown as ApiClient;
  const changes: (readonly QuoteRowDraft[])[] = [];
  const Harness = () => {
    const [rows, setRows] = useState(initial);
    return (
      <>
        <QuoteRowsEditor
          rows={rows}
          priceListId={7}
          errors={{}}
          onChange={(next) => {
            changes.push(next);
            setRows(next);
          }}
        />
        <QuoteTotalsView totals={draftTotals(rows, i18next.language)} label="Totali" />
      </>
    );
  };
  render(
    <ApiClientContext.Provider value={{ client, bareClient: client as never }}>
      <Harness />
    </ApiClientContext.Provider>,
  );
  return { GET, changes };
};

const totals = () => {
  const list = screen.getByLabelText('Totali');
  const value = (key: string) => list.querySelector(`[data-total="${key}"]`)?.textContent;
  return { net: value('net'), vat: value('vat'), gross: value('gross') };
};
const field = (n: number, label: RegExp) => within(screen.getByRole('group', { name: `Riga ${n}` })).getByRole('textbox', { name: label });

describe('QuoteRowsEditor with QuoteTotalsView', () => {
  it('reads Italian decimals, shows each row and the totals with Italian grouping and €, and keeps the typed text', async () => {
    const user = userEvent.setup();
    const { changes } = renderEditor([row(1, { unitPrice: '1234,5', quantity: '2' }), row(2, { unitPrice: '0,1' }), row(3, { unitPrice: '0,2', vatRate: '10' })]);
    // 2 × 1234.50 = 2,469.00 (VAT 543.18); 0.10 (VAT 0.02); 0.20 (VAT 0.02): a float sum would give 0.30000000000000004.
    expect(screen.getByRole('status', { name: 'Totale della riga 1' }).textContent).toBe(`2.469,00${EURO_SPACE}€`);
    expect(totals()).toEqual({ net: `2.469,30${EURO_SPACE}€`, vat: `543,22${EURO_SPACE}€`, gross: `3.012,52${EURO_SPACE}€` });

    // A discount typed with a comma, a quantity with a thousands separator.
    await user.clear(field(2, /^Quantità/));
    await user.type(field(2, /^Quantità/), '1.000,5');
    await user.type(field(1, /^Sconto/), '12,5');
    // Row 1: 2 × 1234.50 × 0.875 = 2,160.375 → 2,160.38 (VAT 475.28); row 2: 1000.5 × 0.10 = 100.05 (VAT 22.01).
    expect(screen.getByRole('status', { name: 'Totale della riga 1' }).textContent).toBe(`2.160,38${EURO_SPACE}€`);
    expect(screen.getByRole('status', { name: 'Totale della riga 2' }).textContent).toBe(`100,05${EURO_SPACE}€`);
    expect(totals()).toEqual({ net: `2.260,63${EURO_SPACE}€`, vat: `497,31${EURO_SPACE}€`, gross: `2.757,94${EURO_SPACE}€` });

    // What the form holds is the text the user typed, never a number.
    const last = changes.at(-1) ?? [];
    expect(last.map((r) => [r.quantity, r.discountPercent])).toEqual([
      ['2', '12,5'],
      ['1.000,5', ''],
      ['1', ''],
    ]);
    for (const r of last) for (const value of [r.quantity, r.unitPrice, r.discountPercent, r.vatRate]) expect(typeof value).toBe('string');
  });

  it('shows a dash, not a wrong figure, while a number is half typed, and drops a removed row from the totals', async () => {
    const user = userEvent.setup();
    renderEditor([row(1, { unitPrice: '10' }), row(2, { unitPrice: '5' })]);
    await user.clear(field(1, /^Prezzo unitario/));
    await user.type(field(1, /^Prezzo unitario/), 'abc');
    expect(screen.getByRole('status', { name: 'Totale della riga 1' }).textContent).toBe('—');
    expect(totals()).toEqual({ net: '—', vat: '—', gross: '—' });
    await user.click(screen.getByRole('button', { name: 'Togli la riga 1' }));
    expect(screen.queryByRole('group', { name: 'Riga 2' })).toBeNull();
    expect(totals()).toEqual({ net: `5,00${EURO_SPACE}€`, vat: `1,10${EURO_SPACE}€`, gross: `6,10${EURO_SPACE}€` });
  });

  it("adds an article of the price list at the list's price and discount, in the user's locale", async () => {
    const user = userEvent.setup();
    const { GET, changes } = renderEditor([]);
    expect(screen.getByText('Ancora nessuna riga.')).toBeTruthy();
    await user.type(screen.getByRole('combobox', { name: 'Aggiungi un articolo del listino' }), 'PRF');
    await user.click(await screen.findByRole('option', { name: /PRF-ALU/ }));
    await waitFor(() => expect(screen.getByRole('group', { name: 'Riga 1' })).toBeTruthy());
    expect(field(1, /^Prezzo unitario/)).toHaveProperty('value', '12,5');
    expect(field(1, /^Sconto/)).toHaveProperty('value', '10');
    expect(field(1, /^IVA/)).toHaveProperty('value', '22');
    expect(field(1, /^Quantità \(mm\)/)).toHaveProperty('value', '1');
    // 12.50 × 0.9 = 11.25, VAT 2.475 → 2.48.
    expect(totals()).toEqual({ net: `11,25${EURO_SPACE}€`, vat: `2,48${EURO_SPACE}€`, gross: `13,73${EURO_SPACE}€` });
    expect(changes.at(-1)?.[0]).toMatchObject({ articleId: 41, description: 'Profilo alluminio', unitPrice: '12,5', discountPercent: '10' });
    expect(GET).toHaveBeenCalledWith('/price-lists/{id}/articles', expect.objectContaining({ params: expect.objectContaining({ path: { id: 7 } }) }));
  });

  it('shows the same figures in English with English grouping', async () => {
    await act(() => i18next.changeLanguage('en'));
    renderEditor([row(1, { unitPrice: '1234.5', quantity: '2' })]);
    expect(screen.getByRole('status', { name: 'Total of row 1' }).textContent).toBe('€2,469.00');
    const list = screen.getByLabelText('Totali');
    expect(list.querySelector('[data-total="gross"]')?.textContent).toBe('€3,012.18');
  });
});
