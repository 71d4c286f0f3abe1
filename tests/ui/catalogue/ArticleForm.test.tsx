import { formLogic } from '../../../src/machines/generic/form.logic.ts';
// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Effect } from 'effect';
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Article, ArticleInput } from '../../../src/api/articles.ts';
import type { ApiClient } from '../../../src/api/client.ts';
import { ApiClientContext } from '../../../src/ui/app/ApiClientContext.ts';
import { ArticleForm } from '../../../src/ui/articles/ArticleForm.tsx';
import { articleToValues, emptyArticle, type ArticleFormValues } from '../../../src/ui/articles/articleForm.ts';
import { useArticleForm } from '../../../src/ui/articles/useArticleForm.ts';
import { useDecimalFormat } from '../../../src/ui/components/useDecimalFormat.ts';
import { setupCatalogueI18n } from './catalogueI18n.ts';

// The article form: prices and quantities are typed and shown in the user's locale, read back as the amount with
// grouping and €, and reach the server as decimal strings (never numbers).

// The shared formatter (src/domain/numberFormat.ts) puts a plain space before the euro sign.
const EURO_SPACE = ' ';

beforeAll(setupCatalogueI18n);
beforeEach(async () => {
  await i18next.changeLanguage('it');
});
afterEach(cleanup);

const ARTICLE: Article = {
  id: 9,
  code: 'ANG-35',
  description: 'Angolare paraspigoli',
  longDescription: null,
  unit: 'mm',
  price: '1234.5',
  cost: '0.0002',
  vatRate: '22.00',
  barcode: null,
  active: true,
  category: { id: 3, name: 'Cartotecnica' },
  brand: null,
  division: null,
  group: null,
  line: null,
  type: null,
  warehouse: { id: 1, name: 'Magazzino centrale' },
  stockQuantity: '2000000',
  createdAt: '2026-01-10 09:00:00',
  updatedAt: '2026-01-10 09:00:00',
};

const renderForm = (initial: ArticleFormValues | 'article') => {
  const save = vi.fn((body: ArticleInput) => Effect.succeed({ ...ARTICLE, ...body } as Article));
  const client = { GET: vi.fn(() => Promise.reject(new Error('no lookups in this test'))) } as unknown as ApiClient;
  const Harness = () => {
    const decimals = useDecimalFormat();
    const form = useArticleForm({
      initialValues: initial === 'article' ? articleToValues(ARTICLE, decimals.inputText) : initial,
      logic: formLogic((_client, body: ArticleInput) => save(body)),
      request: (body: ArticleInput) => body,
      onSucceeded: () => undefined,
      onFailed: () => undefined,
    });
    return <ArticleForm form={form} submitLabel="Salva" onCancel={() => undefined} />;
  };
  render(
    <ApiClientContext.Provider value={{ client, bareClient: client as never }}>
      <Harness />
    </ApiClientContext.Provider>,
  );
  return { save };
};

const hintOf = (input: HTMLElement): string =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

describe('ArticleForm', () => {
  it("fills an article's decimals in Italian and sends them back as the same decimal strings", async () => {
    const user = userEvent.setup();
    const { save } = renderForm('article');
    const price = screen.getByRole('textbox', { name: /^Prezzo/ });
    expect(price).toHaveProperty('value', '1234,5');
    expect(hintOf(price)).toBe(`Si legge 1.234,50${EURO_SPACE}€`);
    expect(screen.getByRole('textbox', { name: /^Costo/ })).toHaveProperty('value', '0,0002');
    expect(screen.getByRole('textbox', { name: /^Giacenza/ })).toHaveProperty('value', '2000000');
    expect(screen.getByRole('textbox', { name: /^Aliquota IVA/ })).toHaveProperty('value', '22');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0]?.[0]).toMatchObject({ code: 'ANG-35', unit: 'mm', price: '1234.5', cost: '0.0002', vatRate: '22', stockQuantity: '2000000', categoryId: 3, warehouseId: 1 });
  });

  it('reads what the user types with Italian grouping and decimal comma, never through a float', async () => {
    const user = userEvent.setup();
    const { save } = renderForm({ ...emptyArticle, code: 'NEW-1', description: 'Nuovo articolo' });
    const price = screen.getByRole('textbox', { name: /^Prezzo/ });
    await user.click(price);
    await user.paste('1.234.567,89');
    expect(hintOf(price)).toBe(`Si legge 1.234.567,89${EURO_SPACE}€`);
    // 0.1 + 0.2 as a float would not survive: the cost stays the typed decimal.
    await user.click(screen.getByRole('textbox', { name: /^Costo/ }));
    await user.paste('0,30000000000000001');
    const stock = screen.getByRole('textbox', { name: /^Giacenza/ });
    await user.clear(stock);
    await user.type(stock, '12,5');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    const body = save.mock.calls[0]?.[0];
    expect(body).toMatchObject({ price: '1234567.89', cost: '0.30000000000000001', stockQuantity: '12.5', vatRate: '22' });
    for (const key of ['price', 'cost', 'stockQuantity', 'vatRate'] as const) expect(typeof body?.[key]).toBe('string');
  });

  it('refuses a price that is not a number and a VAT rate over 100, without saving', async () => {
    const user = userEvent.setup();
    const { save } = renderForm({ ...emptyArticle, code: 'NEW-2', description: 'Altro' });
    const price = screen.getByRole('textbox', { name: /^Prezzo/ });
    await user.type(price, '12,5 euro');
    expect(hintOf(price)).toBe('');
    const vat = screen.getByRole('textbox', { name: /^Aliquota IVA/ });
    await user.clear(vat);
    await user.type(vat, '122');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(price.getAttribute('aria-invalid')).toBe('true'));
    expect(vat.getAttribute('aria-invalid')).toBe('true');
    expect(save).not.toHaveBeenCalled();
  });

  it('shows the amount in English with English grouping and the euro sign first', async () => {
    await act(() => i18next.changeLanguage('en'));
    renderForm('article');
    const price = screen.getByRole('textbox', { name: /^Price/ });
    expect(price).toHaveProperty('value', '1234.5');
    expect(hintOf(price)).toBe('Reads as €1,234.50');
  });
});
