import fs from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FONT, renderPdf, table } from '../../server/src/pdf/document.ts';

// pdfkit's tables set each cell's font back by the font's source (its file), and pdfkit keeps an open font under one
// key only: with the fonts registered under another name, every cell read and parsed the TTF again, twice (a 45-row
// proposal took ~5 s of CPU). A document reads each of its fonts from disk once, however many rows it has.
describe('printed documents: fonts', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads each font file once for a document of 60 table rows with bold headers', async () => {
    const reads = vi.spyOn(fs, 'readFileSync');
    const columns = [
      { title: 'Descrizione', width: 0.5 },
      { title: 'Quantità', width: 0.25, align: 'right' as const },
      { title: 'Importo', width: 0.25, align: 'right' as const },
    ];
    const rows = Array.from({ length: 60 }, (_, i) => [`Busta stand-up riga ${i + 1}`, `${(i + 1) * 1000} pz`, `${i + 1},00 €`]);
    const bytes = await renderPdf({ title: 'Prova', language: 'it', author: 'Bottega' }, (doc) => table(doc, columns, rows));
    expect(bytes.length).toBeGreaterThan(1000);
    const fontReads = reads.mock.calls.map(([file]) => String(file)).filter((file) => file.endsWith('.ttf'));
    expect(fontReads.sort()).toEqual([FONT.bold, FONT.regular].sort());
  });
});
