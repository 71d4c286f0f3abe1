import { describe, expect, it } from 'vitest';
import { proposalPdf } from '../../server/src/modules/proposals/pdf.ts';
import type { PresentedProposal } from '../../server/src/modules/proposals/present.ts';
import { samplePdf } from '../../server/src/modules/samples/pdf.ts';
import type { PresentedSample } from '../../server/src/modules/samples/present.ts';
import type { TextRun } from '../../server/src/pdf/document.ts';
import type { Issuer } from '../../server/src/pdf/letterhead.ts';
import { useTestServer } from './useServer.ts';

// The printed proposals and samples of the demo data, plus a 40-row proposal with two discounts and long texts, are
// laid out with every text run in its own place: no two runs on a page overlap (text printed over text is the bug
// this guards against: wrapped labels over the next line, discount lines over their total, rows after a page break).

const server = useTestServer();

const ISSUER: Issuer = { name: 'Acme Imballaggi S.p.A.', lines: ['Sede legale: Via dell’Industria 12, 26100 Cremona (CR)', 'C.F. e P. IVA 01234567890', 'REA CR-123456 · Capitale sociale 10.000,00 € i.v.'], logo: null };

/** Pairs of runs on the same page whose boxes overlap by more than a hair. */
function overlaps(runs: readonly TextRun[]): string[] {
  const found: string[] = [];
  const hair = 0.6;
  for (let i = 0; i < runs.length; i++) {
    for (let j = i + 1; j < runs.length; j++) {
      const a = runs[i];
      const b = runs[j];
      if (!a || !b || a.page !== b.page) continue;
      const dx = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
      const dy = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
      if (dx > hair && dy > hair) found.push(`page ${a.page + 1}: “${a.text.slice(0, 40)}” × “${b.text.slice(0, 40)}”`);
    }
  }
  return found;
}

async function layoutOfProposal(proposal: PresentedProposal): Promise<TextRun[]> {
  const runs: TextRun[] = [];
  await proposalPdf({ issuer: ISSUER, proposal, customer: null, addressee: 'Ufficio acquisti — Sig.ra Maria Bianchi', probe: (run) => runs.push(run) });
  return runs;
}

// Each test renders and probes several documents (a minute on a loaded machine, not the default 20 s).
describe('printed documents: layout', { timeout: 90_000 }, () => {
  const admin = async (method: string, path: string, body?: unknown) => server().request('acme', method, path, { token: await server().token('acme', 'admin@acme.test'), ...(body === undefined ? {} : { body }) });

  it('prints every demo proposal with no text over text', async () => {
    const list = (await admin('GET', '/proposals?page_size=100')).body as { data: PresentedProposal[] };
    expect(list.data.length).toBeGreaterThan(0);
    for (const proposal of list.data) {
      const full = ((await admin('GET', `/proposals/${proposal.id}`)).body as { data: PresentedProposal }).data;
      const runs = await layoutOfProposal(full);
      expect(runs.length).toBeGreaterThan(10);
      expect(overlaps(runs), full.number).toEqual([]);
    }
  });

  it('prints a 40-row proposal with two discounts over several pages, each discount with its amount, VAT and a signature line', async () => {
    const customer = ((await admin('GET', '/profiles?type=customer&page_size=1')).body as { data: { id: number }[] }).data[0];
    const rows = Array.from({ length: 40 }, (_, i) => ({
      description: i % 3 === 0 ? `Busta stand-up con zip richiudibile e finestra trasparente, stampa rotocalco 8 colori, riga ${i + 1}` : `Film PE riga ${i + 1}`,
      format: { width_mm: 160 + i, height_mm: 290 },
      thickness_micron: 35,
      bands: i % 4 === 0 ? 'Banda avana su due lati' : null,
      punctures: i % 5 === 0 ? 'Eurofora' : null,
      print_subjects: i % 2 === 0 ? 4 : null,
      cliche_cost: i % 6 === 0 ? '480' : '0',
      quantity: '125000',
      unit: 'pz',
      unit_price: '0.0385',
      discount_percent: i % 7 === 0 ? '2.5' : '0',
    }));
    const created = await admin('POST', '/proposals', {
      customer_id: customer?.id,
      rows,
      payment_method: 'RiBa 60 gg d.f.f.m., spese d’incasso a carico del cliente',
      incoterm: 'EXW',
      discounts: [
        { description: 'Sconto fedeltà per clienti con contratto quadro pluriennale', percent: '5' },
        { description: 'Sconto volume', percent: '2.5' },
      ],
      notes: 'Consegne frazionate su richiesta. '.repeat(8),
    });
    expect(created.status, created.text).toBe(201);
    const proposal = (created.body as { data: PresentedProposal }).data;
    const runs = await layoutOfProposal(proposal);
    expect(overlaps(runs)).toEqual([]);
    expect(new Set(runs.map((run) => run.page)).size).toBeGreaterThan(1);
    const texts = runs.map((run) => run.text);
    expect(texts.filter((text) => text.startsWith('Sconto 1:') || text.startsWith('Sconto 2:'))).toHaveLength(2);
    // Each discount line carries its amount, and the amounts add up to the total of discounts.
    const amounts = texts.filter((text) => /^-\d/.test(text)).map((text) => Number(text.replace(/[^\d,]/g, '').replace(',', '.')));
    expect(amounts).toHaveLength(3);
    expect(Math.round(((amounts[0] ?? 0) + (amounts[1] ?? 0)) * 100)).toBe(Math.round((amounts[2] ?? 0) * 100));
    expect(texts.some((text) => text.startsWith('IVA 22 %'))).toBe(true);
    expect(texts).toContain('Timbro e firma per accettazione');
    expect(texts.some((text) => /^Pagina \d+ di \d+$/.test(text))).toBe(true);
    expect(texts.some((text) => text.includes('C.F. e P. IVA 01234567890'))).toBe(true);
    // Header words are not broken mid-word: each header cell is one line.
    const HEADERS = ['#', 'Descrizione', 'Quantità', 'Prezzo', 'Sconto', 'IVA', 'Totale'];
    const headerRuns = runs.filter((run) => HEADERS.includes(run.text));
    expect(headerRuns.length).toBeGreaterThanOrEqual(HEADERS.length * 2);
    expect(headerRuns.filter((run) => run.height > 12).map((run) => `${run.text} on page ${run.page + 1}`)).toEqual([]);
    // Body rows after a page break are not in the header's bold: every page but the first starts with the header.
    const headersPerPage = runs.filter((run) => run.text === 'Descrizione');
    expect(headersPerPage.length).toBe(new Set(runs.filter((run) => run.text.startsWith('Film PE riga')).map((run) => run.page)).size);
  });

  it('prints a 45-row proposal with every row field, VAT per row and per rate, the signature with the totals, and no empty boxes for emoji', async () => {
    const customer = ((await admin('GET', '/profiles?type=customer&page_size=1')).body as { data: { id: number }[] }).data[0];
    const rates = ['22', '10', '4', 'exempt'] as const;
    const rows = Array.from({ length: 45 }, (_, i) => ({
      description: `Busta stand-up riga ${i + 1}${i === 0 ? ' 📦 con zip 👍🏽' : ''}`,
      format: { width_mm: 250, height_mm: 400 },
      thickness_micron: 60,
      bands: 'Banda avana',
      punctures: 'Eurofora',
      print_subjects: 4,
      quantity: '150000',
      unit: 'pz',
      unit_price: '0.0095',
      vat_rate: rates[i % 4],
    }));
    const created = await admin('POST', '/proposals', { customer_id: customer?.id, rows, notes: 'Grazie 🙏 per la fiducia.' });
    expect(created.status, created.text).toBe(201);
    const proposal = (created.body as { data: PresentedProposal }).data;
    const runs = await layoutOfProposal(proposal);
    expect(overlaps(runs)).toEqual([]);
    const texts = runs.map((run) => run.text);
    // Every row field, as a reader writes it; the unit price with its real precision and Italian grouping.
    expect(texts).toContain('Busta stand-up riga 2\n250×400 mm, 60 µm, Bande: Banda avana, Forature: Eurofora, Soggetti di stampa: 4');
    expect(texts).toContain('0,0095 €');
    expect(texts).toContain('150.000 pz');
    expect(texts).toContain('1.425,00 €');
    expect(texts.filter((t) => ['22 %', '10 %', '4 %', 'Esente'].includes(t)).length).toBe(45);
    for (const label of ['Imponibile IVA 22 %', 'IVA 22 %', 'Imponibile IVA 10 %', 'IVA 10 %', 'Imponibile IVA 4 %', 'IVA 4 %', 'Esente IVA', 'Totale IVA', 'Totale offerta IVA inclusa']) expect(texts).toContain(label);
    // No character the font lacks reaches the page (they would print as empty boxes).
    expect(texts.join('').match(/\p{Extended_Pictographic}|\u{FE0F}|\u{200D}|[\u{1F3FB}-\u{1F3FF}]/gu)).toBeNull();
    expect(texts).toContain('Busta stand-up riga 1 con zip\n250×400 mm, 60 µm, Bande: Banda avana, Forature: Eurofora, Soggetti di stampa: 4');
    expect(texts).toContain('Grazie per la fiducia.');
    const pageOf = (some: readonly TextRun[], text: string) => some.find((run) => run.text === text)?.page;
    expect(pageOf(runs, 'Timbro e firma per accettazione')).toBe(pageOf(runs, 'Totale offerta IVA inclusa'));
    // The signature never stands alone on the last page: it shares its page with the totals and the last row. The
    // counts are two of those where the table used to end with room for the totals but not for the signature (42,
    // 43, 58 and 59 plain rows: the signature went alone to the next page).
    for (const n of [43, 59]) {
      const plain = Array.from({ length: n }, (_, i) => ({ ...proposal.rows[1], id: i + 1, description: `Busta stand-up riga ${i + 1}`, vat_rate: rates[i % 4] }) as PresentedProposal['rows'][number]);
      const some: TextRun[] = [];
      await proposalPdf({ issuer: ISSUER, proposal: { ...proposal, rows: plain, notes: null }, customer: null, addressee: null, probe: (run) => some.push(run) });
      const signature = pageOf(some, 'Timbro e firma per accettazione');
      expect(signature, `${n} rows`).toBeDefined();
      expect(pageOf(some, 'Totale offerta IVA inclusa'), `${n} rows`).toBe(signature);
      expect(pageOf(some, `Busta stand-up riga ${n}\n250×400 mm, 60 µm, Bande: Banda avana, Forature: Eurofora, Soggetti di stampa: 4`), `${n} rows`).toBe(signature);
    }
  }, 400_000);

  it('prints every demo sample with no text over text', async () => {
    const list = (await admin('GET', '/samples?page_size=100')).body as { data: PresentedSample[] };
    expect(list.data.length).toBeGreaterThan(0);
    for (const sample of list.data) {
      const runs: TextRun[] = [];
      await samplePdf(ISSUER, sample, null, false, (run) => runs.push(run));
      expect(overlaps(runs), sample.number).toEqual([]);
    }
  });
});
