import { describe, expect, it } from 'vitest';
import { isFiscalCode, isItalianVatNumber, isPostcode, isProvince, masterDataProblems, sdiProblems, vatNumberProblem } from '../../../src/domain/validation/italianMasterData.ts';
import { italianFiscalCode, italianVatNumber, sdiCode, sdiPec } from '../../../src/domain/validation/italianMasterDataRules.ts';

// Issue 34 point 5: each Italian master-data rule with real valid and invalid values. The same module serves the
// forms, the server's refusals and the import engine, so these cases hold for all three.

const at = (values: Record<string, unknown>, field: string) => ({ field, values });

describe('P. IVA', () => {
  it('accepts 11 digits with the check digit and a real office code, with or without IT and spaces', () => {
    expect(isItalianVatNumber('00743110157')).toBe(true); // office 015 (Milano)
    expect(isItalianVatNumber('IT00743110157')).toBe(true);
    expect(isItalianVatNumber(' it 00743110157 ')).toBe(true);
    expect(isItalianVatNumber('12345671205')).toBe(true); // office 120
    expect(isItalianVatNumber('12345679992')).toBe(true); // office 999
    expect(isItalianVatNumber('09988770880')).toBe(true); // office 088
  });

  it('refuses a wrong check digit, a wrong length, letters, and an office code that does not exist', () => {
    expect(vatNumberProblem('00743110158')).toBe('vatNumber');
    expect(vatNumberProblem('123')).toBe('vatNumber');
    expect(vatNumberProblem('0074311015')).toBe('vatNumber');
    expect(vatNumberProblem('0074311015A')).toBe('vatNumber');
    // Check digits right, offices 890 and 789 unknown.
    expect(vatNumberProblem('12345678903')).toBe('vatOffice');
    expect(vatNumberProblem('01234567897')).toBe('vatOffice');
    // Office 000 is not an office either.
    expect(vatNumberProblem('12345670009')).toBe('vatOffice');
  });
});

describe('codice fiscale', () => {
  it('accepts a person’s 16 characters with the check character, women’s days (+40) and omocodia', () => {
    expect(isFiscalCode('RSSMRA85T10A562S')).toBe(true);
    expect(isFiscalCode('rssmra85t10a562s')).toBe(true);
    expect(isFiscalCode('BNCGLI90A41F205H')).toBe(true);
    expect(isFiscalCode('RSSMRA85T10A56NH')).toBe(true); // one omocodia letter
    expect(isFiscalCode('RSSMRA85T10A5SNT')).toBe(true); // two
  });

  it('accepts a company’s 11 digits by the P. IVA check digit', () => {
    expect(isFiscalCode('00743110157')).toBe(true);
    expect(isFiscalCode('00743110158')).toBe(false);
  });

  it('refuses a wrong check character, an impossible day or month, a bad shape and “zzz”', () => {
    expect(isFiscalCode('RSSMRA85T10A562T')).toBe(false);
    expect(isFiscalCode('RSSMRA85T32A562Y')).toBe(false); // day 32, check char right
    expect(isFiscalCode('RSSMRA85F10A562S')).toBe(false); // F is no month
    expect(isFiscalCode('RSSMRA85T10A56WS')).toBe(false); // W is no omocodia letter
    expect(isFiscalCode('zzz')).toBe(false);
  });
});

describe('CAP and province', () => {
  it('checks five digits and the province sigle in use', () => {
    expect(isPostcode('20121')).toBe(true);
    expect(isPostcode('2012')).toBe(false);
    expect(isPostcode('2012A')).toBe(false);
    expect(isProvince('mi')).toBe(true);
    expect(isProvince('SU')).toBe(true);
    expect(isProvince('ZZ')).toBe(false);
  });
});

describe('codice destinatario SDI and PEC', () => {
  it('accepts 7 letters or digits; 0000000 with a PEC; XXXXXXX for a foreign customer', () => {
    expect(sdiProblems({ sdiCode: 'M5UXCR1', pec: null, country: 'IT' })).toEqual({});
    expect(sdiProblems({ sdiCode: '0000000', pec: 'rossi@pec.it', country: 'IT' })).toEqual({});
    expect(sdiProblems({ sdiCode: null, pec: 'rossi@pec.it', country: 'IT' })).toEqual({});
    expect(sdiProblems({ sdiCode: 'XXXXXXX', pec: null, country: 'DE' })).toEqual({});
  });

  it('refuses a code of another length, XXXXXXX in Italy, a PEC beside a real code, a PEC that is no address', () => {
    expect(sdiProblems({ sdiCode: 'M5UXCR', pec: null, country: 'IT' })).toEqual({ sdiCode: 'sdiCode' });
    expect(sdiProblems({ sdiCode: 'M5U-CR1', pec: null, country: 'IT' })).toEqual({ sdiCode: 'sdiCode' });
    expect(sdiProblems({ sdiCode: 'XXXXXXX', pec: null, country: 'IT' })).toEqual({ sdiCode: 'sdiForeignOnly' });
    expect(sdiProblems({ sdiCode: 'XXXXXXX', pec: null, country: null })).toEqual({ sdiCode: 'sdiForeignOnly' });
    expect(sdiProblems({ sdiCode: 'M5UXCR1', pec: 'rossi@pec.it', country: 'IT' })).toEqual({ pec: 'pecNeedsZeroCode' });
    expect(sdiProblems({ sdiCode: '0000000', pec: 'rossi@pec', country: 'IT' })).toEqual({ pec: 'email' });
  });
});

describe('a record’s master data at once', () => {
  it('names each wrong field, skips blanks, and leaves a foreign record’s codes to its own country', () => {
    expect(masterDataProblems({ vatNumber: '00743110157', fiscalCode: 'RSSMRA85T10A562S', postalCode: '20121', province: 'MI', country: 'IT', email: 'a@rossi.it', sdiCode: '0000000', pec: 'a@pec.it' })).toEqual({});
    expect(masterDataProblems({ vatNumber: '', fiscalCode: null, postalCode: undefined })).toEqual({});
    expect(masterDataProblems({ vatNumber: '123', fiscalCode: 'zzz', postalCode: '123', province: 'ZZ', email: 'no', sdiCode: 'XXXXXXX' })).toEqual({
      vatNumber: 'vatNumber',
      fiscalCode: 'fiscalCode',
      postalCode: 'postcode',
      province: 'province',
      email: 'email',
      sdiCode: 'sdiForeignOnly',
    });
    expect(masterDataProblems({ vatNumber: 'DE123456789', postalCode: '10115', province: 'BE', country: 'DE', sdiCode: 'XXXXXXX' })).toEqual({});
    expect(masterDataProblems({ vatNumber: 'IT123', country: 'DE' })).toEqual({ vatNumber: 'vatNumber' });
  });
});

describe('as form rules', () => {
  it('read the country and the code from sibling fields', () => {
    expect(italianVatNumber('country')('12345678903', at({ country: 'IT' }, 'vatNumber'))).toEqual({ rule: 'vatOffice' });
    expect(italianVatNumber('country')('12345678903', at({ country: 'FR' }, 'vatNumber'))).toBeNull();
    expect(italianVatNumber('country')('', at({ country: 'IT' }, 'vatNumber'))).toBeNull();
    expect(italianFiscalCode('country')('zzz', at({ country: '' }, 'fiscalCode'))).toEqual({ rule: 'fiscalCode' });
    expect(sdiCode('country')('XXXXXXX', at({ country: 'IT' }, 'sdiCode'))).toEqual({ rule: 'sdiForeignOnly' });
    expect(sdiCode('country')('XXXXXXX', at({ country: 'CH' }, 'sdiCode'))).toBeNull();
    expect(sdiPec('sdiCode')('rossi@pec.it', at({ sdiCode: 'M5UXCR1' }, 'pec'))).toEqual({ rule: 'pecNeedsZeroCode' });
    expect(sdiPec('sdiCode')('rossi@pec.it', at({ sdiCode: '0000000' }, 'pec'))).toBeNull();
  });
});
