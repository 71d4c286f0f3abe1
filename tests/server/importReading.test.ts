import { describe, expect, it } from 'vitest';
import { absoluteImportArgv, parseImportArgs } from '../../server/src/cli/importCommand.ts';
import { readFiscalCode, readPostalCode, readProvince, readVatNumber, sdiRowProblems } from '../../server/src/modules/imports/italian.ts';
import { suggestMapping, uniqueHeaders } from '../../server/src/modules/imports/mapping.ts';
import { PROFILE_FIELDS } from '../../server/src/modules/imports/kinds/profiles.ts';
import { detectFormat, sheetRows, type SheetRow } from '../../server/src/modules/imports/sheet.ts';
import { readDate, readDecimal } from '../../server/src/modules/imports/values.ts';
import { csv, vatNumber, xlsx } from './support/importFiles.ts';

// Reading spreadsheets and cells (issue 34, bad input): no server needed.

const rowsOf = async (bytes: Uint8Array, format: 'csv' | 'xlsx'): Promise<SheetRow[]> => {
  const out: SheetRow[] = [];
  for await (const r of sheetRows(bytes, format)) out.push(r);
  return out;
};

describe('cell values', () => {
  it('reads decimals in either convention and refuses the ambiguous ones', () => {
    expect(readDecimal('1.234,5')).toEqual({ ok: true, value: '1234.5' });
    expect(readDecimal('1,234.5')).toEqual({ ok: true, value: '1234.5' });
    expect(readDecimal('12,50 €')).toEqual({ ok: true, value: '12.5' });
    expect(readDecimal('1.234.567')).toEqual({ ok: true, value: '1234567' });
    expect(readDecimal('1.234')).toMatchObject({ ok: false, problem: { key: 'imports.reasons.ambiguousNumber' } });
    expect(readDecimal('1,234')).toMatchObject({ ok: false, problem: { key: 'imports.reasons.ambiguousNumber' } });
    expect(readDecimal('dodici')).toMatchObject({ ok: false, problem: { key: 'imports.reasons.notANumber' } });
    // A leading 0 never starts a thousands group: 0.045 / 0,045 is a fraction whatever the convention.
    expect(readDecimal('0.045')).toEqual({ ok: true, value: '0.045' });
    expect(readDecimal('0,045')).toEqual({ ok: true, value: '0.045' });
  });

  it('lets the file’s convention decide what a separator means, so no exported number is ambiguous', () => {
    expect(readDecimal('0,0095', 'it')).toEqual({ ok: true, value: '0.0095' });
    expect(readDecimal('1.234,567', 'it')).toEqual({ ok: true, value: '1234.567' });
    expect(readDecimal('1.234', 'it')).toEqual({ ok: true, value: '1234' });
    expect(readDecimal('1,234', 'it')).toEqual({ ok: true, value: '1.234' });
    expect(readDecimal('1,234', 'en')).toEqual({ ok: true, value: '1234' });
    expect(readDecimal('1.234', 'en')).toEqual({ ok: true, value: '1.234' });
    expect(readDecimal('1234.567', 'en')).toEqual({ ok: true, value: '1234.567' });
    // Both separators in one cell: the last is the decimal one, whatever the file's convention.
    expect(readDecimal('1,234.5', 'it')).toEqual({ ok: true, value: '1234.5' });
    expect(readDecimal('1.234,5', 'en')).toEqual({ ok: true, value: '1234.5' });
    expect(readDecimal('1,2,3', 'it')).toMatchObject({ ok: false, problem: { key: 'imports.reasons.notANumber' } });
  });

  it('reads gg/mm/aaaa, ISO and Excel serial dates, and refuses days that do not exist', () => {
    expect(readDate('05/03/2026')).toEqual({ ok: true, value: '2026-03-05' });
    expect(readDate('5.3.2026')).toEqual({ ok: true, value: '2026-03-05' });
    expect(readDate('2026-03-05')).toEqual({ ok: true, value: '2026-03-05' });
    expect(readDate('46086')).toEqual({ ok: true, value: '2026-03-05' });
    expect(readDate('29/02/2028')).toEqual({ ok: true, value: '2028-02-29' });
    expect(readDate('31/02/2026')).toMatchObject({ ok: false });
    expect(readDate('29/02/2026')).toMatchObject({ ok: false });
    expect(readDate('13/13/2026')).toMatchObject({ ok: false });
  });

  it('checks Italian master data and lets foreign ones through', () => {
    expect(readVatNumber(`IT ${vatNumber(12345)}`, true)).toEqual({ ok: true, value: vatNumber(12345) });
    expect(readVatNumber('12345678901', true)).toMatchObject({ ok: false, problem: { key: 'imports.reasons.vatNumber' } });
    expect(readVatNumber('DE123456789', false)).toEqual({ ok: true, value: 'DE123456789' });
    expect(readFiscalCode('rssmra85t10a562s', true)).toEqual({ ok: true, value: 'RSSMRA85T10A562S' });
    // Omocodia: digits replaced by letters, with the check character recomputed.
    expect(readFiscalCode('RSSMRA85T10A56NH', true)).toEqual({ ok: true, value: 'RSSMRA85T10A56NH' });
    expect(readFiscalCode('zzz', true)).toMatchObject({ ok: false });
    expect(readPostalCode('2012', true)).toMatchObject({ ok: false });
    expect(readProvince('xx', true)).toMatchObject({ ok: false });
    expect(readProvince('mi', true)).toEqual({ ok: true, value: 'MI' });
    // A right check digit but no tax office (digits 8–10 = 000).
    expect(readVatNumber('00000000000', true)).toMatchObject({ ok: false, problem: { key: 'validation.vatOffice' } });
  });

  it('checks the SDI recipient code with its PEC as the profile form does', () => {
    expect(sdiRowProblems('ABC1234', null, 'IT')).toEqual([]);
    expect(sdiRowProblems('0000000', 'fatture@pec.rossi.it', 'IT')).toEqual([]);
    expect(sdiRowProblems('ABC12', null, 'IT')).toEqual([{ field: 'sdi_code', key: 'validation.sdiCode' }]);
    expect(sdiRowProblems('XXXXXXX', null, 'IT')).toEqual([{ field: 'sdi_code', key: 'validation.sdiForeignOnly' }]);
    expect(sdiRowProblems('XXXXXXX', null, 'DE')).toEqual([]);
    expect(sdiRowProblems('ABC1234', 'fatture@pec.rossi.it', 'IT')).toEqual([{ field: 'pec', key: 'validation.pecNeedsZeroCode' }]);
  });
});

describe('spreadsheets', () => {
  it('tells XLSX, CSV and what is neither apart', () => {
    expect(detectFormat(new Uint8Array())).toBe('empty');
    expect(detectFormat(new TextEncoder().encode('a;b\n1;2\n'))).toBe('csv');
    expect(detectFormat(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0, 0]))).toBe('notASpreadsheet');
    expect(detectFormat(new Uint8Array([0x50, 0x4b, 0x03, 0x04]))).toBe('xlsx');
  });

  it('reads CSV with BOM, quotes, either separator and blank lines', async () => {
    const withBom = csv([['Nome', 'Note'], ['Rossi; e figli', 'dice "ciao"'], ['', '']], ';', true);
    expect((await rowsOf(withBom, 'csv')).map((r) => r.cells)).toEqual([
      ['Nome', 'Note'],
      ['Rossi; e figli', 'dice "ciao"'],
    ]);
    const comma = new TextEncoder().encode('Nome,Prezzo\n"Bianchi, Srl","1.234,5"\n');
    expect((await rowsOf(comma, 'csv')).map((r) => r.cells)).toEqual([
      ['Nome', 'Prezzo'],
      ['Bianchi, Srl', '1.234,5'],
    ]);
  });

  it('reads XLSX cells as text, dates as ISO dates, and reports formulas', async () => {
    const bytes = await xlsx([
      ['Codice', 'Data', 'Totale'],
      ['00123', new Date(Date.UTC(2026, 2, 5)), { formula: 'SUM(1,2)', result: 3 }],
    ]);
    const rows = await rowsOf(bytes, 'xlsx');
    expect(rows[1]).toEqual({ row: 2, cells: ['00123', '2026-03-05', '3'], formulas: [2], numbers: [], convention: null });
  });

  it('reads XLSX number cells as numbers (decimal point, no grouping, no exponent), text cells as text', async () => {
    const bytes = await xlsx([
      ['Prezzo', 'Costo', 'Testo', 'Minimo'],
      [0.0095, 1234.567, '1.234', 0.0000001],
    ]);
    const rows = await rowsOf(bytes, 'xlsx');
    expect(rows[1]).toMatchObject({ cells: ['0.0095', '1234.567', '1.234', '0.0000001'], numbers: [0, 1, 3], convention: null });
  });

  it('takes the decimal convention of a CSV from its separator: ; is Italian, , is English, a tab says nothing', async () => {
    expect((await rowsOf(csv([['a', 'b'], ['1', '2']], ';'), 'csv'))[1]?.convention).toBe('it');
    expect((await rowsOf(csv([['a', 'b'], ['1', '2']], ','), 'csv'))[1]?.convention).toBe('en');
    expect((await rowsOf(csv([['a', 'b'], ['1', '2']], '\t'), 'csv'))[1]?.convention).toBeNull();
  });

  it('suggests the mapping from Italian and English headers, each field once', () => {
    const headers = uniqueHeaders(['Business name', 'VAT number', 'E-mail', 'Cap', '', 'Partita IVA'], 'Column');
    expect(headers).toEqual(['Business name', 'VAT number', 'E-mail', 'Cap', 'Column 5', 'Partita IVA']);
    expect(suggestMapping(headers, PROFILE_FIELDS, null)).toEqual({ 'Business name': 'business_name', 'VAT number': 'vat_number', 'E-mail': 'email', Cap: 'postal_code', 'Column 5': null, 'Partita IVA': null });
  });
});

describe('import command line', () => {
  it('reads its options in any order; flags never swallow the file', () => {
    expect(parseImportArgs(['--tenant', 'acme', '--dry-run', 'clienti.xlsx', '--kind=customers'])).toEqual({ tenant: 'acme', kind: 'customers', file: 'clienti.xlsx', flags: new Set(['dry-run']) });
    expect(absoluteImportArgv(['--tenant', 'acme', '--kind', 'customers', '--skip-bad-rows', 'x/clienti.xlsx'], '/home/op')).toEqual(['--tenant', 'acme', '--kind', 'customers', '--skip-bad-rows', '/home/op/x/clienti.xlsx']);
  });
});
