import { describe, expect, it } from 'vitest';
import { renderPdf } from '../../../server/src/pdf/document.ts';

// The parsed DejaVu fonts are lent from one document to the next (pdf/document.ts): each document must still embed
// its own subset, holding the characters it prints and only those.

const pdfText = async (text: string): Promise<string> =>
  Buffer.from(await renderPdf({ title: 'T', language: 'en', author: 'A', compress: false }, (doc) => doc.font('bold').text(text).font('regular').text(text))).toString('latin1');

/** The code points the document's ToUnicode maps list (`<0003> <03a9>`). */
const mapped = (pdf: string): Set<string> => new Set([...pdf.matchAll(/<[0-9a-f]{4}> <([0-9a-f]{4})>/gi)].map((m) => (m[1] ?? '').toLowerCase()));

describe('PDF fonts shared between documents', () => {
  it('each document embeds both fonts with a subset of its own characters', async () => {
    const first = await pdfText('Łódź');
    const second = await pdfText('Ωmega');
    for (const pdf of [first, second]) expect(pdf.match(/\/FontFile2/g)?.length).toBe(2);
    expect(mapped(first).has('0141')).toBe(true); // Ł
    expect(mapped(first).has('03a9')).toBe(false);
    expect(mapped(second).has('03a9')).toBe(true); // Ω
    expect(mapped(second).has('0141')).toBe(false);
  });
});
