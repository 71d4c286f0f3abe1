import { desc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox } from '../../server/src/db/schema/core.ts';
import { isItalianVatNumber } from '../../src/domain/validation/italianMasterData.ts';
import { at } from './harness.ts';
import { schemaErrors } from './responseSchema.ts';
import { useTestServer } from './useServer.ts';

// Settings → Company: stored per tenant, checked field by field, and the only source of the PDFs' letterhead and
// the mails' footer, read fresh for each document.

const server = useTestServer();

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const as = async (slug: string, role: string, method: string, path: string, body?: unknown) =>
  server().request(slug, method, path, { token: await server().token(slug, `${role}@${slug}.test`), ...(body === undefined ? {} : { body }) });

/** The raw bytes of a PDF download, as latin1 text (the Info dictionary's strings are readable there). */
async function pdfText(slug: string, path: string): Promise<string> {
  const res = await server().app.request(`http://${slug}.localhost/api${path}`, { headers: { authorization: `Bearer ${await server().token(slug, `admin@${slug}.test`)}` } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  return Buffer.from(await res.arrayBuffer()).toString('latin1');
}

describe('company identity', { timeout: 60_000 }, () => {
  it('seeds each demo tenant from its own company record: different per tenant, valid P. IVA, REA and capital', async () => {
    const names = new Set<string>();
    for (const slug of ['acme', 'borgo', 'cantiere']) {
      const identity = await as(slug, 'admin', 'GET', '/company-identity');
      expect(identity.status).toBe(200);
      expect(schemaErrors(server(), 'CompanyIdentityResponse', identity.body)).toEqual([]);
      const own = (await as(slug, 'admin', 'GET', '/companies?sort=id&page_size=1')).body;
      expect(at(identity.body, 'data.business_name')).toBe(at(own, 'data.0.name'));
      expect(at(identity.body, 'data.vat_number')).toBe(at(own, 'data.0.vat_number'));
      expect(at(identity.body, 'data.city')).toBe(at(own, 'data.0.address.city'));
      expect(isItalianVatNumber(String(at(identity.body, 'data.vat_number')))).toBe(true);
      expect(at(identity.body, 'data.rea_number')).toMatch(/^[A-Z]{2}-\d+$/);
      expect(at(identity.body, 'data.share_capital')).toMatch(/^\d+\.\d{2}$/);
      expect(at(identity.body, 'data.city')).not.toBe('Cremona');
      names.add(String(at(identity.body, 'data.vat_number')));
    }
    expect(names.size).toBe(3);
  });

  it('is refused without settings.update', async () => {
    expect((await as('acme', 'operator', 'GET', '/company-identity')).status).toBe(403);
    expect((await as('acme', 'operator', 'PUT', '/company-identity', { city: 'Roma' })).status).toBe(403);
  });

  it('answers 422 naming each wrong field, and writes nothing', async () => {
    const before = (await as('borgo', 'admin', 'GET', '/company-identity')).body;
    const bad = await as('borgo', 'admin', 'PUT', '/company-identity', {
      vat_number: '12345678901',
      iban: 'IT00X0542811101000000123456',
      email: 'not-an-address',
      pec: 'pec@',
      postal_code: '431',
      province: 'XX',
      rea_number: '1234',
      city: 'Changed',
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(at(bad.body, 'errors') as object).sort()).toEqual(['email', 'iban', 'pec', 'postal_code', 'province', 'rea_number', 'vat_number']);
    const gif = await as('borgo', 'admin', 'PUT', '/company-identity', { logo: 'data:image/png;base64,R0lGODlhAQABAAAAACw=' });
    expect(gif.status).toBe(422);
    expect(Object.keys(at(gif.body, 'errors') as object)).toEqual(['logo']);
    expect((await as('borgo', 'admin', 'GET', '/company-identity')).body).toEqual(before);
  });

  it('changes only the fields sent; null clears an optional one; the logo is stored and removed', async () => {
    const before = at((await as('cantiere', 'admin', 'GET', '/company-identity')).body, 'data') as Record<string, unknown>;
    const saved = await as('cantiere', 'admin', 'PUT', '/company-identity', { website: null, iban: 'it60 x054 2811 1010 0000 0123 456', logo: PNG });
    expect(saved.status, saved.text).toBe(200);
    const after = at(saved.body, 'data') as Record<string, unknown>;
    expect(after.website).toBeNull();
    expect(after.iban).toBe('IT60X0542811101000000123456');
    expect(after.logo).toBe(PNG);
    const unchanged = (d: Record<string, unknown>) => Object.fromEntries(Object.entries(d).filter(([k]) => !['website', 'iban', 'logo', 'updated_at'].includes(k)));
    expect(unchanged(after)).toEqual(unchanged(before));
    const removed = await as('cantiere', 'admin', 'PUT', '/company-identity', { logo: null });
    expect(at(removed.body, 'data.logo')).toBeNull();
  });

  it('keeps the share capital with its two decimals, so the form saved unchanged (which reads 50000,00 as 50000) changes nothing', async () => {
    const before = at((await as('borgo', 'admin', 'GET', '/company-identity')).body, 'data') as Record<string, unknown>;
    expect(before.share_capital).toMatch(/^\d+\.\d{2}$/);
    const whole = String(before.share_capital).replace(/\.?0+$/, '');
    const saved = await as('borgo', 'admin', 'PUT', '/company-identity', { share_capital: whole });
    expect(saved.status, saved.text).toBe(200);
    expect(at(saved.body, 'data.share_capital')).toBe(before.share_capital);
    expect(at((await as('borgo', 'admin', 'PUT', '/company-identity', { share_capital: '1234.5' })).body, 'data.share_capital')).toBe('1234.50');
    expect(at((await as('borgo', 'admin', 'PUT', '/company-identity', { share_capital: before.share_capital })).body, 'data.share_capital')).toBe(before.share_capital);
  });

  it('is the letterhead of the next PDF: a change shows at once (no cache serves the old one)', async () => {
    const quote = at((await as('acme', 'admin', 'GET', '/quotes?page_size=1')).body, 'data.0.id');
    const proposal = at((await as('acme', 'admin', 'GET', '/proposals?page_size=1')).body, 'data.0.id');
    const sample = at((await as('acme', 'admin', 'GET', '/samples?page_size=1')).body, 'data.0.id');
    const paths = [`/quotes/${String(quote)}/download-as-pdf`, `/proposals/${String(proposal)}/download-proposal-as-pdf`, `/samples/${String(sample)}/download-as-pdf`];
    // The issuer's name is the document's Author (the page text streams are compressed).
    for (const path of paths) expect(await pdfText('acme', path)).toContain('(Acme Forniture S.r.l.)');
    expect((await as('acme', 'admin', 'PUT', '/company-identity', { business_name: 'Acme Nuova Ragione S.r.l.', logo: PNG })).status).toBe(200);
    for (const path of paths) {
      const text = await pdfText('acme', path);
      expect(text).toContain('(Acme Nuova Ragione S.r.l.)');
      expect(text).not.toContain('(Acme Forniture S.r.l.)');
      // The logo is embedded as an image.
      expect(text).toMatch(/\/Subtype \/Image/);
    }
    await as('acme', 'admin', 'PUT', '/company-identity', { business_name: 'Acme Forniture S.r.l.', logo: null });
  });

  it('ends every tenant mail with the company footer, as it is now', async () => {
    const customers = (await as('acme', 'admin', 'GET', '/profiles?type=customer&page_size=50')).body as { data: { id: number; email: string | null }[] };
    const customer = customers.data.find((c) => c.email);
    const made = await as('acme', 'admin', 'POST', '/quotes', { date: '2026-11-20', customer_id: customer?.id, rows: [{ description: 'Film', quantity: '1000', unit_price: '0.0095', vat_rate: '22' }] });
    expect(made.status, made.text).toBe(201);
    const send = async () => {
      expect((await as('acme', 'admin', 'POST', `/quotes/${String(at(made.body, 'data.id'))}/send-to-assigned-customer`, {})).status).toBe(200);
      const [mail] = await server().database.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1);
      return mail;
    };
    const first = await send();
    expect(first?.text).toContain('REA MI-1987654');
    expect(first?.text).toContain('PEC acmeforniture@pec.it');
    expect(first?.html).toContain('Capitale sociale 50.000,00 € i.v.');
    // Numbers in the mail are the shared formatter's: the unit price keeps its precision.
    expect(first?.text).toContain('1.000 × 0,0095 € = 9,50 € (IVA 22,00 %)');
    expect((await as('acme', 'admin', 'PUT', '/company-identity', { pec: 'nuova@pec.it' })).status).toBe(200);
    const second = await send();
    expect(second?.text).toContain('PEC nuova@pec.it');
    expect(second?.text).not.toContain('acmeforniture@pec.it');
    await as('acme', 'admin', 'PUT', '/company-identity', { pec: 'acmeforniture@pec.it' });
  });
});
