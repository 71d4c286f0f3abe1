import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProposalRevision } from '../../../src/api/proposals.ts';
import { revisionInWords, type WordsContext } from '../../../src/ui/proposals/historyChanges.ts';
import { proposalsI18n } from './proposalsI18n.ts';

// Proposal history in words (issue 29 point 7): the server's structured changes read as labelled fields and values
// in the reader's language, rows grouped by number, and nothing said about a row the server did not report.

type Change = ProposalRevision['changes'][number];

beforeAll(proposalsI18n);

const context = (language: string): WordsContext => ({ t: i18next.getFixedT(language), language, date: (wire) => `[${wire}]` });
const header = (key: string, valueType: Change['valueType'], oldValue: string | null, newValue: string | null): Change => ({ field: key, key, row: null, action: 'changed', valueType, oldValue, newValue });
const inRow = (row: number, key: string, valueType: Change['valueType'], oldValue: string | null, newValue: string | null, action: Change['action'] = 'changed'): Change => ({
  field: key === 'rows' ? `rows.${row - 1}` : `rows.${row - 1}.${key.slice(5)}`,
  key,
  row,
  action,
  valueType,
  oldValue,
  newValue,
});
const sentence = (line: { label: string; from: string; to: string }) => `${line.label}: ${line.from} → ${line.to}`;

describe('revision changes in words', () => {
  it('labels header fields and their values in Italian', () => {
    const words = revisionInWords([header('agent', 'text', 'Luca Ferrari', null), header('status', 'status', 'sent', 'draft'), header('validity_days', 'integer', '30', '1500'), header('incoterm', 'incoterm', null, 'DAP')], context('it'));
    expect(words.fields.map(sentence)).toEqual(['Agente: Luca Ferrari → —', 'Stato: inviata → bozza', 'Validità (giorni): 30 → 1.500', 'Resa: — → DAP – Reso al luogo di destinazione']);
    expect(words.rows).toEqual([]);
  });

  it('says the same in English with English numbers', () => {
    const words = revisionInWords([header('status', 'status', 'sent', 'draft'), inRow(2, 'rows.unit_price', 'unit_price', '0.0095', '1234.5')], context('en'));
    expect(words.fields.map(sentence)).toEqual(['Status: sent → draft']);
    expect(words.rows).toEqual([{ kind: 'changed', row: 2, fields: [{ label: 'Unit price', from: '€0.0095', to: '€1,234.50' }] }]);
  });

  it('groups row changes by row and formats each value by its type', () => {
    const words = revisionInWords(
      [
        inRow(1, 'rows.unit_price', 'unit_price', '0.0095', '0.01'),
        inRow(1, 'rows.vat_rate', 'vat_rate', '22', 'exempt'),
        inRow(1, 'rows.format', 'format', '250×400', null),
        inRow(1, 'rows.thickness_micron', 'micron', '60', '80'),
        inRow(1, 'rows.discount_percent', 'percent', '0', '5'),
        inRow(3, 'rows', 'text', null, 'Trasporto', 'added'),
        inRow(4, 'rows', 'text', 'Clichè', null, 'removed'),
      ],
      context('it'),
    );
    expect(words.fields).toEqual([]);
    const [changed, added, removed] = words.rows;
    expect(changed?.kind === 'changed' ? changed.fields.map(sentence) : null).toEqual([
      'Prezzo unitario: 0,0095 € → 0,01 €',
      'IVA: 22 % → esente',
      'Formato: 250×400 mm → —',
      'Spessore: 60 µm → 80 µm',
      'Sconto: 0,00 % → 5,00 %',
    ]);
    expect(added).toEqual({ kind: 'added', row: 3, description: 'Trasporto' });
    expect(removed).toEqual({ kind: 'removed', row: 4, description: 'Clichè' });
  });

  it('says nothing about rows the server did not report', () => {
    expect(revisionInWords([header('notes', 'text', 'a', 'b')], context('it')).rows).toEqual([]);
  });
});
