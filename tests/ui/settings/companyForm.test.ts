import { describe, expect, it } from 'vitest';
import type { CompanyIdentity } from '../../../src/api/companyIdentity.ts';
import { companyFormErrors, companyFormValues, companyInput, logoProblem, LOGO_MAX_BYTES } from '../../../src/ui/settings/companyForm.ts';
import { ACME_SEDE } from '../../domain/fixtures/acmeIdentity.ts';

// Settings → Company as a form: what it shows, what it sends, and which fields it refuses before the server does.

const IDENTITY: CompanyIdentity = {
  ...ACME_SEDE,
  shareCapital: '50000.00',
  phone: null,
  email: 'info@acme.it',
  website: null,
  iban: 'IT60X0542811101000000123456',
  logo: null,
  updatedAt: '2026-11-27 10:00:00',
};

describe('company form', () => {
  it('shows the share capital in the reader’s decimals and blanks for what is not set', () => {
    const values = companyFormValues(IDENTITY, 'it');
    expect(values.shareCapital).toBe('50000');
    expect(values.phone).toBe('');
    expect(values.logo).toBe('');
    expect(companyFormValues({ ...IDENTITY, shareCapital: '1234.5' }, 'en').shareCapital).toBe('1234.5');
  });

  it('sends every field it owns: blanks as null, Italian decimals as the wire decimal, no logo as null', () => {
    const values = { ...companyFormValues(IDENTITY, 'it'), shareCapital: '10.000,50', phone: '  ', website: 'www.acme.it' };
    expect(companyInput(values, 'it')).toEqual({
      businessName: 'Acme Forniture S.r.l.',
      street: 'Via Roma',
      streetNumber: '1',
      postalCode: '20121',
      city: 'Milano',
      province: 'MI',
      country: 'IT',
      vatNumber: '12345670157',
      fiscalCode: '12345670157',
      reaNumber: 'MI-1234567',
      shareCapital: '10000.5',
      pec: 'acme@pec.it',
      phone: null,
      email: 'info@acme.it',
      website: 'www.acme.it',
      iban: 'IT60X0542811101000000123456',
      logo: null,
    });
  });

  it('refuses a wrong check digit, IBAN, CAP, province, e-mail and a capital that is not a number, by field', () => {
    const values = { ...companyFormValues(IDENTITY, 'it'), vatNumber: '12345678901', iban: 'IT61X0542811101000000123456', postalCode: '201', province: 'ZZ', pec: 'pec', shareCapital: 'dieci' };
    expect(companyFormErrors(values, 'it')).toEqual({
      vatNumber: 'settings:company.errors.vatNumber',
      iban: 'settings:company.errors.iban',
      postalCode: 'settings:company.errors.postcode',
      province: 'settings:company.errors.province',
      pec: 'settings:company.errors.email',
      shareCapital: 'settings:company.errors.shareCapital',
    });
    expect(companyFormErrors(companyFormValues(IDENTITY, 'it'), 'it')).toEqual({});
  });

  it('takes a PNG or JPEG logo up to 512 KB', () => {
    expect(logoProblem({ type: 'image/png', size: 2000 })).toBeNull();
    expect(logoProblem({ type: 'image/jpeg', size: LOGO_MAX_BYTES })).toBeNull();
    expect(logoProblem({ type: 'image/gif', size: 2000 })).toBe('logoType');
    expect(logoProblem({ type: 'image/png', size: LOGO_MAX_BYTES + 1 })).toBe('logoSize');
  });
});
