import { facts, heading, paragraph, renderPdf, signatureBlock, table, totalsBlock, type TextRun } from '../../pdf/document.ts';
import { letterhead, type Issuer } from '../../pdf/letterhead.ts';
import { discountSteps, vatOn } from './totals.ts';
import type { CustomerCard } from '../salesDocuments/customer.ts';
import { dateIt, decimalIt, euro, fileSafe, formatMm } from '../salesDocuments/format.ts';
import type { PresentedProposal } from './present.ts';

// The proposal as a printed offer: letterhead, customer and addressee, conditions, rows, totals and notes.

export type ProposalPdfInput = {
  readonly issuer: Issuer;
  /** VAT rate in percent, printed with its amount (the proposal's totals are net). */
  readonly vatRate: string;
  readonly proposal: PresentedProposal;
  readonly customer: CustomerCard | null;
  readonly addressee: string | null;
  readonly compress?: boolean;
  readonly probe?: (run: TextRun) => void;
};

export const proposalTitle = (p: PresentedProposal): string => `Offerta n. ${p.number}${p.revision > 0 ? ` rev. ${p.revision}` : ''}`;
export const proposalFileName = (p: PresentedProposal): string => `offerta-${fileSafe(p.number)}${p.revision > 0 ? `-rev${p.revision}` : ''}.pdf`;

function rowDetails(r: PresentedProposal['rows'][number]): string {
  const extra = [
    r.bands ? `Bande: ${r.bands}` : null,
    r.punctures ? `Forature: ${r.punctures}` : null,
    r.print_subjects !== null ? `Soggetti di stampa: ${r.print_subjects}` : null,
  ].filter(Boolean);
  return extra.length > 0 ? `${r.description}\n${extra.join(' · ')}` : r.description;
}

export function proposalPdf(input: ProposalPdfInput): Promise<Uint8Array> {
  const { proposal: p, customer } = input;
  const title = proposalTitle(p);
  return renderPdf({ title, author: input.issuer.name, ...(input.compress === undefined ? {} : { compress: input.compress }), ...(input.probe ? { probe: input.probe } : {}) }, (doc) => {
    letterhead(doc, input.issuer, 'OFFERTA', `N. ${p.number}${p.revision > 0 ? ` — revisione ${p.revision}` : ''}\ndel ${dateIt(p.date)}`);

    heading(doc, 'Spettabile');
    paragraph(doc, [customer?.name ?? p.customer.name, ...(customer?.addressLines ?? []), customer?.vatNumber ? `P. IVA ${customer.vatNumber}` : null].filter(Boolean).join('\n'));
    if (input.addressee) paragraph(doc, `Alla cortese attenzione di ${input.addressee}`);

    heading(doc, 'Condizioni');
    facts(doc, [
      ['Validità', `${p.validity_days} giorni (fino al ${dateIt(p.valid_until)})`],
      ['Pagamento', p.payment_method ?? 'Da concordare'],
      ['Resa (Incoterms 2020)', p.incoterm],
      ['Agente', p.agent?.name],
      [
        'Luoghi di consegna',
        p.delivery_addresses
          .map((d) => [d.label, d.street, [d.postal_code, d.city, d.province ? `(${d.province})` : null].filter(Boolean).join(' '), d.country].filter(Boolean).join(', '))
          .join('\n'),
      ],
    ]);

    heading(doc, 'Articoli');
    table(
      doc,
      [
        // Header words fit their column in bold 8 pt, padding included (none is broken mid-word; a test checks).
        { title: '#', width: 0.04 },
        { title: 'Descrizione', width: 0.25 },
        { title: 'Formato', width: 0.11 },
        { title: 'Spess.', width: 0.08, align: 'right' },
        { title: 'Quantità', width: 0.11, align: 'right' },
        { title: 'Prezzo', width: 0.11, align: 'right' },
        { title: 'Sconto', width: 0.08, align: 'right' },
        { title: 'Cliché', width: 0.1, align: 'right' },
        { title: 'Totale', width: 0.12, align: 'right' },
      ],
      p.rows.map((r, i) => [
        String(i + 1),
        rowDetails(r),
        formatMm(r.format),
        r.thickness_micron === null ? '—' : `${r.thickness_micron} µm`,
        `${decimalIt(r.quantity)} ${r.unit}`,
        euro(r.unit_price),
        r.discount_percent === '0.00' ? '—' : `${decimalIt(r.discount_percent, 2)}%`,
        r.cliche_cost === '0.00' ? '—' : euro(r.cliche_cost),
        euro(r.total),
      ]),
    );

    const steps = discountSteps(p.totals.goods, p.totals.cliches, p.discounts.map((d) => d.percent));
    const { vat, gross } = vatOn(p.totals.total, input.vatRate);
    totalsBlock(doc, [
      ['Merce', euro(p.totals.goods)],
      ['Cliché', euro(p.totals.cliches)],
      ...(p.discounts.length > 0
        ? [
            ['Subtotale', euro(addCents(p.totals.goods, p.totals.cliches))] as [string, string],
            ...p.discounts.map((d, i): [string, string] => [`Sconto ${i + 1}: ${d.description} (${decimalIt(d.percent, 2)}%)`, `-${euro(steps[i] ?? '0.00')}`]),
            ['Totale sconti', `-${euro(p.totals.discounts)}`] as [string, string],
          ]
        : []),
      ['Imponibile', euro(p.totals.total)],
      [`IVA ${decimalIt(input.vatRate)}%`, euro(vat)],
      ['Totale offerta IVA inclusa', euro(gross)],
    ]);

    if (p.notes) {
      heading(doc, 'Note');
      paragraph(doc, p.notes);
    }
    paragraph(doc, `Offerta valida fino al ${dateIt(p.valid_until)}. Prezzi in euro, IVA esclusa salvo dove indicato.`);
    signatureBlock(doc, 'Per accettazione');
  });
}

/** "12.30" + "4.00" → "16.30" (cents, exact). */
const addCents = (a: string, b: string): string => {
  const cents = (value: string) => {
    const [whole = '0', fraction = ''] = value.split('.');
    return BigInt(whole) * 100n + BigInt((fraction + '00').slice(0, 2)) * (value.startsWith('-') ? -1n : 1n);
  };
  const sum = cents(a) + cents(b);
  return `${sum / 100n}.${String(sum % 100n).padStart(2, '0')}`;
};
