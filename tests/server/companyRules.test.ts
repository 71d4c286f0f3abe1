import { describe, expect, it } from 'vitest';
import { companyIdentityProblems, isIban, isReaNumber, type CompanyIdentityValues } from '../../src/domain/companyIdentity.ts';
import { isFiscalCode, isItalianVatNumber } from '../../src/domain/validation/italianMasterData.ts';
import { letterheadLines, seatLine } from '../../server/src/pdf/letterhead.ts';
import { mailFooter } from '../../server/src/mail/footer.ts';
import { ACME_SEDE } from '../domain/fixtures/acmeIdentity.ts';

// The checks of Settings → Company (shared by the form and the server) and the letterhead text they feed.

const VALID: CompanyIdentityValues = {
  ...ACME_SEDE,
  shareCapital: '10000.00',
  phone: '02 1234567',
  email: 'info@acme.it',
  website: 'www.acme.it',
  iban: 'IT60 X054 2811 1010 0000 0123 456',
};

describe('company identity rules', () => {
  it('checks the P. IVA check digit, with or without IT', () => {
    expect(isItalianVatNumber('12345670157')).toBe(true);
    expect(isItalianVatNumber('IT12345670157')).toBe(true);
    expect(isItalianVatNumber('12345678901')).toBe(false);
    expect(isItalianVatNumber('12345678903')).toBe(false); // check digit right, office 890 unknown
    expect(isItalianVatNumber('1234567890')).toBe(false);
  });

  it('checks the IBAN checksum and an Italian IBAN length', () => {
    expect(isIban('IT60X0542811101000000123456')).toBe(true);
    expect(isIban('it60 x054 2811 1010 0000 0123 456')).toBe(true);
    expect(isIban('IT61X0542811101000000123456')).toBe(false);
    expect(isIban('IT60X054281110100000012345')).toBe(false);
    expect(isIban('DE89370400440532013000')).toBe(true);
  });

  it('checks a codice fiscale (company: 11 digits; person: 16 characters with its check letter) and REA', () => {
    expect(isFiscalCode('12345670157')).toBe(true);
    expect(isFiscalCode('RSSMRA85T10A562S')).toBe(true);
    expect(isFiscalCode('RSSMRA85T10A562T')).toBe(false);
    expect(isReaNumber('MI-1234567')).toBe(true);
    expect(isReaNumber('XX-1234567')).toBe(false);
    expect(isReaNumber('1234567')).toBe(false);
  });

  it('names each field that is wrong, and nothing for valid values or blank optional ones', () => {
    expect(companyIdentityProblems(VALID)).toEqual({});
    const blank = Object.fromEntries(Object.keys(VALID).map((k) => [k, ''])) as CompanyIdentityValues;
    expect(companyIdentityProblems({ ...blank, businessName: 'X' })).toEqual({});
    expect(
      companyIdentityProblems({ ...VALID, businessName: ' ', postalCode: '2012', province: 'ZZ', vatNumber: '12345678901', iban: 'IT00X0542811101000000123456', email: 'no', pec: 'a@b', reaNumber: 'MI', shareCapital: '10,000' }),
    ).toEqual({ businessName: 'required', postalCode: 'postcode', province: 'province', vatNumber: 'vatNumber', iban: 'iban', email: 'email', pec: 'email', reaNumber: 'reaNumber', shareCapital: 'shareCapital' });
  });
});

describe('letterhead text', () => {
  const identity = { ...VALID, iban: 'IT60X0542811101000000123456', logo: null };

  it('carries what art. 2250 c.c. asks: sede, REA, capitale sociale i.v., P. IVA; and the contacts', () => {
    expect(seatLine(identity)).toBe('Via Roma 1, 20121 Milano (MI)');
    expect(letterheadLines(identity)).toEqual([
      'Sede legale: Via Roma 1, 20121 Milano (MI)',
      'C.F. e P. IVA 12345670157',
      'REA MI-1234567 · Capitale sociale 10.000,00 € i.v.',
      'PEC acme@pec.it',
      'Tel. 02 1234567 · info@acme.it · www.acme.it',
      'IBAN IT60 X054 2811 1010 0000 0123 456',
    ]);
  });

  it('leaves out what is not set', () => {
    const bare = { ...identity, street: null, streetNumber: null, postalCode: null, city: null, province: null, fiscalCode: null, reaNumber: null, shareCapital: null, pec: null, phone: null, email: null, website: null, iban: null };
    expect(letterheadLines(bare)).toEqual(['P. IVA 12345670157']);
  });

  it('ends mails with the same identity', () => {
    const footer = mailFooter(identity);
    expect(footer.text).toContain('Acme Forniture S.r.l.\nSede legale: Via Roma 1, 20121 Milano (MI)');
    expect(footer.text).toContain('REA MI-1234567');
    expect(footer.html).toContain('PEC acme@pec.it');
  });
});
