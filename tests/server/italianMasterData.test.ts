import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tenants } from '../../server/src/db/schema/core.ts';
import { companies, profiles } from '../../server/src/db/schema/directory.ts';
import { masterDataProblems } from '../../src/domain/validation/italianMasterData.ts';
import { at } from './harness.ts';
import { useTestServer } from './useServer.ts';

// Issue 34 point 5 on the server: a profile or company saved through the API is refused for the same Italian
// master data as its form (422, one message per field from the catalogue, in the reader's language), the billing
// address keeps its SDI code and PEC, and the demo data of every tenant passes the same checks.

const server = useTestServer();

const as = async (slug: string, method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
  server().request(slug, method, path, { token: await server().token(slug, `admin@${slug}.test`), ...(body === undefined ? {} : { body }), ...(headers ? { headers } : {}) });

const fields = (body: unknown): string[] => Object.keys((at(body, 'errors') ?? {}) as object).sort();

describe('Italian master data on the server', { timeout: 60_000 }, () => {
  it('refuses a P. IVA "123", a codice fiscale "zzz", a bad CAP, province, SDI code and a PEC beside a real code', async () => {
    const bad = await as('acme', 'POST', '/profiles', {
      type: 'customer',
      business_name: 'Rossi 4711',
      vat_number: '123',
      fiscal_code: 'zzz',
      sdi_code: 'M5UXCR1',
      pec: 'rossi@pec.it',
      address: { postal_code: '2012', province: 'ZZ', country: 'IT' },
    });
    expect(bad.status).toBe(422);
    expect(fields(bad.body)).toEqual(['address.postal_code', 'address.province', 'fiscal_code', 'pec', 'vat_number']);
    expect(at(bad.body, 'errors.vat_number.0')).toBe('An Italian VAT number (P. IVA) has 11 digits with a valid check digit.');
    expect(at(bad.body, 'errors.pec.0')).toBe('A PEC address receives invoices only with the recipient code 0000000.');

    const office = await as('acme', 'POST', '/profiles', { type: 'lead', business_name: 'Rossi 4712', vat_number: '12345678903', sdi_code: 'XXXXXXX' }, { 'accept-language': 'it' });
    expect(office.status).toBe(422);
    expect(fields(office.body)).toEqual(['sdi_code', 'vat_number']);
    expect(String(at(office.body, 'errors.vat_number.0'))).toMatch(/^La partita IVA non indica un ufficio/);
    expect(at(office.body, 'errors.sdi_code.0')).toBe('XXXXXXX è il codice destinatario dei soli clienti esteri.');
  });

  it('saves valid codes with the SDI code and PEC of the billing address, and checks an update against what stays', async () => {
    const made = await as('borgo', 'POST', '/profiles', {
      type: 'customer',
      business_name: 'Rossi 4713',
      vat_number: 'IT00743110157',
      fiscal_code: 'RSSMRA85T10A56NH',
      sdi_code: '0000000',
      pec: 'rossi@pec.it',
      address: { postal_code: '20121', province: 'MI', country: 'IT' },
    });
    expect(made.status, made.text).toBe(201);
    expect(at(made.body, 'data.sdi_code')).toBe('0000000');
    expect(at(made.body, 'data.pec')).toBe('rossi@pec.it');
    const id = Number(at(made.body, 'data.id'));
    // The PEC stays on the record, so a real recipient code sent alone is refused on the PEC.
    const code = await as('borgo', 'PUT', `/profiles/${id}`, { type: 'customer', sdi_code: 'm5uxcr1' });
    expect(code.status).toBe(422);
    expect(fields(code.body)).toEqual(['pec']);
    const both = await as('borgo', 'PUT', `/profiles/${id}`, { type: 'customer', sdi_code: 'm5uxcr1', pec: null });
    expect(both.status, both.text).toBe(200);
    expect(at(both.body, 'data.sdi_code')).toBe('M5UXCR1');
    // Abroad, XXXXXXX is the code and the Italian CAP rule does not apply.
    const abroad = await as('borgo', 'PUT', `/profiles/${id}`, { type: 'customer', vat_number: null, sdi_code: 'XXXXXXX', address: { postal_code: '10115', province: 'BE', country: 'DE' } });
    expect(abroad.status, abroad.text).toBe(200);
  });

  it('refuses the same values on the tenant companies', async () => {
    const bad = await as('cantiere', 'POST', '/companies', { name: 'Rossi 4714', vat_number: '00743110158', address: { postal_code: 'ABCDE', province: 'XX', country: 'IT' } });
    expect(bad.status).toBe(422);
    expect(fields(bad.body)).toEqual(['address.postal_code', 'address.province', 'vat_number']);
    const good = await as('cantiere', 'POST', '/companies', { name: 'Rossi 4714', vat_number: '00743110157', address: { postal_code: '16121', province: 'GE', country: 'IT' } });
    expect(good.status, good.text).toBe(201);
  });

  it('seeds demo profiles and companies that pass the checks, with SDI codes and PECs, different per tenant', async () => {
    const db = server().database.db;
    const codes = new Map<string, string[]>();
    for (const slug of ['acme', 'borgo', 'cantiere']) {
      const [tenant] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, slug));
      const rows = await db.select().from(profiles).where(and(eq(profiles.tenantId, tenant?.id ?? 0), isNull(profiles.deletedAt)));
      for (const p of rows) expect({ id: p.id, problems: masterDataProblems(p) }).toEqual({ id: p.id, problems: {} });
      for (const c of await db.select().from(companies).where(eq(companies.tenantId, tenant?.id ?? 0))) expect(masterDataProblems(c)).toEqual({});
      const withCode = rows.filter((p) => p.sdiCode !== null);
      expect(withCode.some((p) => p.sdiCode === '0000000' && p.pec !== null)).toBe(true);
      expect(withCode.some((p) => p.sdiCode !== '0000000')).toBe(true);
      codes.set(slug, withCode.map((p) => p.sdiCode ?? '').sort());
    }
    expect(new Set([...codes.values()].map((c) => c.join())).size).toBe(3);
  });
});
