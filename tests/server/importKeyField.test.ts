import { describe, expect, it } from 'vitest';
import type { RowCells } from '../../server/src/modules/imports/kind.ts';
import { IMPORT_KINDS } from '../../server/src/modules/imports/kinds/registry.ts';
import { vatNumber } from './support/importFiles.ts';

// A row repeating another row's key was listed in the review as "— — Stessa chiave della riga 2 del file.": no
// column, no value. Each kind now says which field carries the row's key, and the engine reports the duplicate on it.

const cellsOf = (values: Record<string, string>): RowCells => (field) => values[field];

const keyFieldOf = (kind: string, values: Record<string, string>): string | null => {
  const parsed = IMPORT_KINDS.get(kind as never)?.parse(cellsOf(values));
  return parsed?.ok ? parsed.keyField : null;
};

describe('the field that carries an import row’s key', () => {
  it('is the article code, the user’s e-mail, the allowance’s e-mail, the price list row’s article code', () => {
    expect(keyFieldOf('articles', { code: 'A-001', description: 'Scatola', unit: 'pz', price: '1', vat_rate: '22' })).toBe('code');
    expect(keyFieldOf('users', { email: 'anna@rossi.test', name: 'Anna', role: 'operator' })).toBe('email');
    expect(keyFieldOf('allowances', { email: 'anna@rossi.test', year: '2026', kind: 'ferie', hours: '160' })).toBe('email');
    expect(keyFieldOf('price-lists', { price_list: 'Listino 2026', article_code: 'A-001', price: '1' })).toBe('article_code');
  });

  it('is the P. IVA when there is one, else the codice fiscale or the e-mail, for profiles and companies', () => {
    expect(keyFieldOf('customers', { business_name: 'Rossi Srl', vat_number: vatNumber(7341) })).toBe('vat_number');
    expect(keyFieldOf('customers', { first_name: 'Anna', last_name: 'Bianchi', fiscal_code: 'RSSMRA85M01H501Q' })).toBe('fiscal_code');
    expect(keyFieldOf('leads', { business_name: 'Verdi Snc', email: 'info@verdi.it' })).toBe('email');
    expect(keyFieldOf('companies', { name: 'Rossi Srl', vat_number: vatNumber(7342) })).toBe('vat_number');
    expect(keyFieldOf('companies', { name: 'Rossi Srl' })).toBe('name');
  });
});
