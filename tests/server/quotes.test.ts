import { describe, expect, it } from 'vitest';
import { quotePdf } from '../../server/src/modules/quotes/pdf.ts';
import type { PresentedQuote } from '../../server/src/modules/quotes/present.ts';
import { vatBreakdown } from '../../server/src/modules/quotes/vatBreakdown.ts';
import type { TextRun } from '../../server/src/pdf/document.ts';
import { issuerFromIdentity } from '../../server/src/pdf/letterhead.ts';
import { at } from './harness.ts';
import { schemaErrors } from './responseSchema.ts';
import { useTestServer } from './useServer.ts';
import { ACME_SEDE } from '../domain/fixtures/acmeIdentity.ts';

// Quotes as documents: duplicate copies every field and row; the PDF is in the proposal's family (letterhead,
// rows, totals per VAT rate, numbers through the shared formatter).

const server = useTestServer();

const admin = async (method: string, path: string, body?: unknown) => server().request('acme', method, path, { token: await server().token('acme', 'admin@acme.test'), ...(body === undefined ? {} : { body }) });

describe('quotes: duplicate and PDF', { timeout: 60_000 }, () => {
  it('duplicates every field and row into a new draft with its own number', async () => {
    const customer = at((await admin('GET', '/profiles?type=customer&page_size=1')).body, 'data.0.id');
    const list = at((await admin('GET', '/price-lists?page_size=1')).body, 'data.0.id');
    const article = at((await admin('GET', '/articles?page_size=1')).body, 'data.0.id');
    const made = await admin('POST', '/quotes', {
      date: '2026-10-01',
      valid_until: '2026-10-31',
      customer_id: customer,
      price_list_id: list,
      notes: 'Consegna in 3 settimane.',
      rows: [
        { article_id: article, description: 'Film PE 60 µm', quantity: '12500', unit: 'pz', unit_price: '0.0095', discount_percent: '2.5', vat_rate: '22' },
        { description: 'Trasporto', quantity: '1', unit_price: '120', vat_rate: '10' },
      ],
    });
    expect(made.status, made.text).toBe(201);
    const id = String(at(made.body, 'data.id'));
    await admin('POST', `/quotes/${id}/send-to-assigned-customer`, {});
    const source = at((await admin('GET', `/quotes/${id}`)).body, 'data') as Record<string, unknown>;

    const copy = await admin('POST', `/quotes/${id}/duplicate`, undefined);
    expect(copy.status, copy.text).toBe(201);
    expect(schemaErrors(server(), 'QuoteResponse', copy.body)).toEqual([]);
    const dup = at(copy.body, 'data') as Record<string, unknown>;
    expect(dup.id).not.toBe(source.id);
    expect(dup.number).not.toBe(source.number);
    expect(dup.status).toBe('draft');
    expect(dup.sent_at).toBeNull();
    const fields = (q: Record<string, unknown>) => ({
      date: q.date,
      valid_until: q.valid_until,
      customer: q.customer,
      price_list: q.price_list,
      notes: q.notes,
      totals: q.totals,
      rows: (q.rows as Record<string, unknown>[]).map(({ id: _id, ...row }) => row),
    });
    expect(fields(dup)).toEqual(fields(source));
    expect((dup.rows as unknown[]).length).toBe(2);
    // The copy's rows are its own: editing it leaves the source as it was.
    expect((await admin('GET', `/quotes/${id}`)).body).toEqual({ data: source });
    expect((await admin('POST', '/quotes/999999/duplicate', undefined)).status).toBe(404);
  });

  it('refuses a row of quantity 0 as a proposal does, and takes a free row (unit price 0)', async () => {
    const customer = at((await admin('GET', '/profiles?type=customer&page_size=1')).body, 'data.0.id');
    const rows = (quantity: string, unitPrice: string) => [{ description: 'Campione omaggio', quantity, unit: 'pz', unit_price: unitPrice, vat_rate: '22' }];
    const none = await admin('POST', '/quotes', { date: '2026-10-01', customer_id: customer, rows: rows('0.00', '1') });
    expect(none.status, none.text).toBe(422);
    expect(at(none.body, 'errors')).toEqual({ 'rows.0.quantity': ['The quantity field must be greater than 0.'] });
    const free = await admin('POST', '/quotes', { date: '2026-10-01', customer_id: customer, rows: rows('2', '0') });
    expect(free.status, free.text).toBe(201);
  });

  it('moves a quote out of draft only by sending it, and never back to draft', async () => {
    const customer = at((await admin('GET', '/profiles?type=customer&page_size=1')).body, 'data.0.id');
    const body = { date: '2026-10-01', customer_id: customer, rows: [{ description: 'Trasporto', quantity: '1', unit_price: '120', vat_rate: '22' }] };
    const id = String(at((await admin('POST', '/quotes', body)).body, 'data.id'));
    const put = (status: string) => admin('PUT', `/quotes/${id}`, { ...body, status });
    // A draft is neither "sent" by hand nor answered before the customer has it.
    for (const status of ['sent', 'accepted', 'rejected']) {
      const refused = await put(status);
      expect(refused.status, `${status}: ${refused.text}`).toBe(422);
      expect(at(refused.body, 'errors')).toEqual({ status: ['A draft quote becomes sent only by e-mailing it to the customer (Send to customer); its answer is recorded after that.'] });
    }
    expect(at((await admin('GET', `/quotes/${id}`)).body, 'data.status')).toBe('draft');
    expect((await put('draft')).status).toBe(200);
    expect((await admin('POST', `/quotes/${id}/send-to-assigned-customer`, {})).status).toBe(200);
    // Sent: the answer is recorded and corrected; a draft it never becomes again.
    for (const status of ['accepted', 'rejected', 'sent', 'accepted']) {
      const saved = await put(status);
      expect(saved.status, saved.text).toBe(200);
      expect(at(saved.body, 'data.status')).toBe(status);
    }
    const back = await put('draft');
    expect(back.status).toBe(422);
    expect(at(back.body, 'errors')).toEqual({ status: ['A sent quote cannot go back to draft: duplicate it to prepare a new one.'] });
    expect(at((await admin('GET', `/quotes/${id}`)).body, 'data.status')).toBe('accepted');
  });

  it('keeps a sent quote as the customer received it: only its answer changes', async () => {
    const customer = at((await admin('GET', '/profiles?type=customer&page_size=1')).body, 'data.0.id');
    const row = { description: 'Film PE 60 µm', quantity: '12500', unit: 'pz', unit_price: '0.0095', vat_rate: '22' };
    const body = { date: '2026-10-01', valid_until: '2026-10-31', customer_id: customer, notes: 'Consegna in 3 settimane.', rows: [row] };
    const id = String(at((await admin('POST', '/quotes', body)).body, 'data.id'));
    // A draft is still the office's to change.
    expect((await admin('PUT', `/quotes/${id}`, { ...body, notes: 'Consegna in 2 settimane.' })).status).toBe(200);
    const draft = { ...body, notes: 'Consegna in 2 settimane.' };
    expect((await admin('POST', `/quotes/${id}/send-to-assigned-customer`, {})).status).toBe(200);
    const sent = at((await admin('GET', `/quotes/${id}`)).body, 'data') as Record<string, unknown>;

    const changes: [string, Record<string, unknown>][] = [
      ['date', { ...draft, date: '2026-10-02' }],
      ['valid_until', { ...draft, valid_until: null }],
      ['notes', { ...draft, notes: 'Consegna subito.' }],
      ['rows', { ...draft, rows: [{ ...row, quantity: '12000' }] }],
      ['rows', { ...draft, rows: [row, { description: 'Trasporto', quantity: '1', unit_price: '120', vat_rate: '22' }] }],
      ['rows', { ...draft, rows: [] }],
    ];
    for (const [field, changed] of changes) {
      const refused = await admin('PUT', `/quotes/${id}`, { ...changed, status: 'accepted' });
      expect(refused.status, `${field}: ${refused.text}`).toBe(422);
      expect(at(refused.body, 'errors')).toEqual({ [field]: ["This quote was sent: its content stays as the customer received it. Record the customer's answer, or duplicate it to prepare a new version."] });
    }
    // In the reader's language.
    const italian = await server().request('acme', 'PUT', `/quotes/${id}`, { token: await server().token('acme', 'admin@acme.test'), headers: { 'accept-language': 'it' }, body: { ...draft, notes: 'Altro.' } });
    expect(at(italian.body, 'errors.notes')).toEqual(['Questo preventivo è stato inviato: il contenuto resta quello ricevuto dal cliente. Registra la risposta del cliente, oppure duplicalo per prepararne una nuova versione.']);
    expect((await admin('GET', `/quotes/${id}`)).body).toEqual({ data: sent });

    // The same content written another way (the form's round trip: "12500.0000", a blank note as none) saves unchanged.
    const same = { ...draft, rows: [{ ...row, id: (sent.rows as { id: number }[])[0]?.id, quantity: '12500.0000', unit_price: '0.0095', discount_percent: '0.00' }] };
    const unchanged = await admin('PUT', `/quotes/${id}`, same);
    expect(unchanged.status, unchanged.text).toBe(200);
    expect((await admin('GET', `/quotes/${id}`)).body).toEqual({ data: sent });
    // The answer is recorded, and only the answer.
    const accepted = await admin('PUT', `/quotes/${id}`, { ...same, status: 'accepted' });
    expect(accepted.status, accepted.text).toBe(200);
    const after = at(accepted.body, 'data') as Record<string, unknown>;
    expect({ ...after, status: sent.status, updated_at: sent.updated_at }).toEqual(sent);
    expect(after.status).toBe('accepted');
  });

  it('downloads the PDF with its file name', async () => {
    const q = at((await admin('GET', '/quotes?page_size=1')).body, 'data.0') as { id: number; number: string };
    const res = await server().app.request(`http://acme.localhost/api/quotes/${q.id}/download-as-pdf`, { headers: { authorization: `Bearer ${await server().token('acme', 'admin@acme.test')}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="preventivo-${q.number.replace('/', '-')}.pdf"`);
    const bytes = Buffer.from(await res.arrayBuffer()).toString('latin1');
    expect(bytes.startsWith('%PDF-')).toBe(true);
    expect(bytes).toContain(`(Preventivo n. ${q.number})`);
    expect((await admin('GET', '/quotes/999999/download-as-pdf')).status).toBe(404);
  });
});

describe('quote PDF content', () => {
  const quote = {
    id: 1,
    number: '2026/0042',
    date: '2026-11-02',
    valid_until: '2026-12-02',
    status: 'draft',
    customer: { id: 1, name: 'Pastificio Rossi S.p.A.', type: 'customer' },
    price_list: { id: 1, name: 'Listino 2026' },
    notes: 'Prezzi franco partenza.',
    rows: [
      { id: 1, article_id: null, description: 'Film PE', quantity: '1000000', unit: 'pz', unit_price: '0.0095', discount_percent: '0.00', vat_rate: '22.00', total: '9500.00' },
      { id: 2, article_id: null, description: 'Libri tecnici', quantity: '2', unit: 'pz', unit_price: '1207.75', discount_percent: '0.00', vat_rate: '4.00', total: '2415.50' },
      { id: 3, article_id: null, description: 'Corso', quantity: '1', unit: null, unit_price: '100', discount_percent: '10.00', vat_rate: '0.00', total: '90.00' },
    ],
    totals: { net: '12005.50', vat: '2186.62', gross: '14192.12' },
    sent_at: null,
    created_at: '2026-11-02 10:00:00',
    updated_at: '2026-11-02 10:00:00',
  } as unknown as PresentedQuote;
  const identity = {
    ...ACME_SEDE,
    shareCapital: '10000',
    phone: null,
    email: null,
    website: null,
    iban: null,
    logo: null,
  };

  it('adds VAT per rate, and the groups sum to the totals', () => {
    expect(vatBreakdown(quote.rows)).toEqual([
      { rate: '22.00', net: '9500.00', vat: '2090.00' },
      { rate: '4.00', net: '2415.50', vat: '96.62' },
      { rate: '0.00', net: '90.00', vat: '0.00' },
    ]);
  });

  it('prints the letterhead, the rows with their real precision and the totals per rate', async () => {
    const runs: TextRun[] = [];
    await quotePdf({ issuer: issuerFromIdentity(identity), quote, customer: null, probe: (run) => runs.push(run) });
    const text = runs.map((r) => r.text).join('\n');
    for (const expected of [
      'Acme Forniture S.r.l.',
      'Sede legale: Via Roma 1, 20121 Milano (MI)',
      'REA MI-1234567 · Capitale sociale 10.000,00 € i.v.',
      'PREVENTIVO',
      'Pastificio Rossi S.p.A.',
      'fino al 02/12/2026',
      '1.000.000 pz',
      '0,0095 €',
      '9.500,00 €',
      '2.415,50 €',
      '10,00 %',
      'Esente',
      'IVA 22 % su 9.500,00 €',
      'IVA 4 % su 2.415,50 €',
      'Esente su 90,00 €',
      '14.192,12 €',
    ]) {
      expect(text).toContain(expected);
    }
  });
});
