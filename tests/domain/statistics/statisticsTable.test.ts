import { describe, expect, it } from 'vitest';
import { decimalNumber, toCsv } from '../../../src/domain/statistics/statisticsTable.ts';

describe('statistics table', () => {
  it('writes CSV with a header row, quoting cells that need it', () => {
    const csv = toCsv({ columns: ['Cliente', 'Rapportini'], rows: [['Rossi, Bianchi & "C"', 2], ['Verdi', 0]] });
    expect(csv).toBe('Cliente,Rapportini\r\n"Rossi, Bianchi & ""C""",2\r\nVerdi,0\r\n');
  });

  it('writes the Italian dialect for an Italian reader: ";" between cells, decimal comma', () => {
    const csv = toCsv({ columns: ['Mese', 'Ore'], rows: [['Novembre', 1.5], ['Dicembre; saldi', 1234]] }, 'it');
    expect(csv).toBe('Mese;Ore\r\nNovembre;1,5\r\n"Dicembre; saldi";1234\r\n');
  });

  it('reads wire decimals, a bad one as zero', () => {
    expect(decimalNumber('1234.50')).toBe(1234.5);
    expect(decimalNumber('x')).toBe(0);
  });
});

describe('xlsx writer', () => {
  it('computes the standard CRC-32', async () => {
    const { crc32 } = await import('../../../src/domain/statistics/xlsx.ts');
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
  });

  it('packs the five parts of a workbook with the rows as cells', async () => {
    const { toXlsx } = await import('../../../src/domain/statistics/xlsx.ts');
    const bytes = toXlsx({ columns: ['Mese', 'Rapportini'], rows: [['Novembre <2026>', 3]] }, 'Vendite');
    const text = new TextDecoder().decode(bytes);
    expect(text.startsWith('PK\u0003\u0004')).toBe(true);
    for (const part of ['[Content_Types].xml', '_rels/.rels', 'xl/workbook.xml', 'xl/_rels/workbook.xml.rels', 'xl/worksheets/sheet1.xml']) expect(text).toContain(part);
    expect(text).toContain('<c r="A2" t="inlineStr"><is><t>Novembre &lt;2026&gt;</t></is></c><c r="B2"><v>3</v></c>');
    expect(text).toContain('PK\u0005\u0006');
  });
});
