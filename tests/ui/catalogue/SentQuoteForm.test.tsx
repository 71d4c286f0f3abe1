// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Effect } from 'effect';
import i18next from 'i18next';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../src/api/client.ts';
import { ApiClientContext } from '../../../src/ui/app/ApiClientContext.ts';
import type { Quote, QuoteInput } from '../../../src/api/quotes.ts';
import { Invalid } from '../../../src/api/errors.ts';
import { formLogic } from '../../../src/machines/generic/form.logic.ts';
import { quoteBody, quoteToValues } from '../../../src/ui/quotes/quoteForm.ts';
import { SentQuoteForm } from '../../../src/ui/quotes/SentQuoteForm.tsx';
import { useQuoteForm } from '../../../src/ui/quotes/useQuoteForm.ts';
import { setupCatalogueI18n } from './catalogueI18n.ts';

// The edit screen of a sent quote: no header or row field to change (what the customer received stays), the customer's
// answer recorded; the body it saves is the quote as it stands plus the status, so the server sees no content change.

beforeAll(setupCatalogueI18n);
beforeEach(async () => {
  await i18next.changeLanguage('it');
});
afterEach(cleanup);

const QUOTE = {
  id: 9,
  number: '2026/0009',
  date: '2026-10-01',
  validUntil: '2026-10-31',
  status: 'sent',
  sentAt: '2026-10-02 09:30:00',
  customer: { id: 3, name: 'Ferramenta Rossi' },
  priceList: null,
  notes: 'Consegna in 3 settimane.',
  rows: [{ id: 71, articleId: null, description: 'Trasporto', quantity: '1.0000', unit: null, unitPrice: '120.0000', discountPercent: '0.0000', vatRate: '22.0000', total: '120.00', vat: '26.40' }],
  totals: { net: '120.00', vat: '26.40', gross: '146.40' },
  createdAt: '2026-10-01 08:00:00',
  updatedAt: '2026-10-02 09:30:00',
} as unknown as Quote;

type Sent = { body: QuoteInput & { status: string } };

const renderSent = (answer: (request: Sent) => Effect.Effect<Quote, Invalid>) => {
  const sent: Sent[] = [];
  const Harness = () => {
    const [save] = useState(() => formLogic<Sent, Quote>((_client, request) => (sent.push(request), answer(request))));
    const form = useQuoteForm({
      initialValues: quoteToValues(QUOTE, (value) => value.replace('.', ',')),
      save,
      request: (body, values) => ({ body: { ...body, status: values.status } }),
      onSucceeded: () => undefined,
      onFailed: () => undefined,
    });
    return <SentQuoteForm form={form} statuses={['sent', 'accepted', 'rejected']} sentAt="02/10/2026 09:30" submitLabel="Salva" onCancel={() => undefined} />;
  };
  const client = {} as ApiClient;
  render(
    <ApiClientContext.Provider value={{ client, bareClient: client as never }}>
      <Harness />
    </ApiClientContext.Provider>,
  );
  return sent;
};

describe('SentQuoteForm', () => {
  it('offers the answer only, and saves the quote as it stands with the new status', async () => {
    const user = userEvent.setup();
    const sent = renderSent((request) => Effect.succeed({ ...QUOTE, status: request.body.status } as Quote));
    expect(screen.getByRole('status').textContent).toContain('Questo preventivo è stato inviato il 02/10/2026 09:30');
    expect(screen.queryByRole('combobox', { name: /Cliente/ })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    await user.click(screen.getByRole('combobox', { name: 'Stato' }));
    await user.click(await screen.findByRole('option', { name: 'Accettato' }));
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({ ...quoteBody(quoteToValues(QUOTE, (value) => value.replace('.', ',')), 'it'), status: 'accepted' });
    // The same values as stored (the server compares values: "1" is the stored "1.0000").
    expect(sent[0]?.body.rows).toEqual([{ id: 71, articleId: null, description: 'Trasporto', quantity: '1', unit: null, unitPrice: '120', discountPercent: '0', vatRate: '22' }]);
  });

  it("shows the server's refusal of a content change (a page older than the quote) as the form's message", async () => {
    const user = userEvent.setup();
    const refusal = 'Questo preventivo è stato inviato: il contenuto resta quello ricevuto dal cliente.';
    renderSent(() => Effect.fail(new Invalid({ message: 'Dati non validi.', fields: { notes: [refusal] } })));
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(refusal));
  });
});
