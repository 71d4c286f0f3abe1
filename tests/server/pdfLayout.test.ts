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
  await proposalPdf({ issuer: ISSUER, vatRate: '22', proposal, customer: null, addressee: 'Ufficio acquisti — Sig.ra Maria Bianchi', probe: (run) => runs.push(run) });
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
    expect(texts.some((text) => text.startsWith('IVA 22%'))).toBe(true);
    expect(texts).toContain('Timbro e firma per accettazione');
    expect(texts.some((text) => /^Pagina \d+ di \d+$/.test(text))).toBe(true);
    expect(texts.some((text) => text.includes('C.F. e P. IVA 01234567890'))).toBe(true);
    // Header words are not broken mid-word: each header cell is one line.
    const HEADERS = ['#', 'Descrizione', 'Formato', 'Spess.', 'Quantità', 'Prezzo', 'Sconto', 'Cliché', 'Totale'];
    const headerRuns = runs.filter((run) => HEADERS.includes(run.text));
    expect(headerRuns.length).toBeGreaterThanOrEqual(HEADERS.length * 2);
    expect(headerRuns.filter((run) => run.height > 12).map((run) => `${run.text} on page ${run.page + 1}`)).toEqual([]);
    // Body rows after a page break are not in the header's bold: every page but the first starts with the header.
    const headersPerPage = runs.filter((run) => run.text === 'Descrizione');
    expect(headersPerPage.length).toBe(new Set(runs.filter((run) => run.text.startsWith('Film PE riga')).map((run) => run.page)).size);
  });

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
