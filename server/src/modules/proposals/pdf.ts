import { facts, heading, letterhead, paragraph, renderPdf, table, totalsBlock } from '../../pdf/document.ts';
import type { CustomerCard } from '../salesDocuments/customer.ts';
import { dateIt, decimalIt, euro, fileSafe, formatMm } from '../salesDocuments/format.ts';
import type { PresentedProposal } from './present.ts';

// The proposal as a printed offer: letterhead, customer and addressee, conditions, rows, totals and notes.

export type ProposalPdfInput = {
  readonly issuer: string;
  readonly proposal: PresentedProposal;
  readonly customer: CustomerCard | null;
  readonly addressee: string | null;
  readonly compress?: boolean;
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
  return renderPdf({ title, author: input.issuer, ...(input.compress === undefined ? {} : { compress: input.compress }) }, (doc) => {
    letterhead(doc, input.issuer, 'OFFERTA', `N. ${p.number}${p.revision > 0 ? ` — revisione ${p.revision}` : ''}\ndel ${dateIt(p.date)}`);

    heading(doc, 'Spettabile');
    paragraph(doc, [customer?.name ?? p.customer.name, ...(customer?.addressLines ?? []), customer?.vatNumber ? `P. IVA ${customer.vatNumber}` : null].filter(Boolean).join('\n'));
    if (input.addressee) paragraph(doc, `Alla cortese attenzione di ${input.addressee}`);

    heading(doc, 'Condizioni');
    facts(doc, [
      ['Validità', `${p.validity_days} giorni (fino al ${dateIt(p.valid_until)})`],
      ['Pagamento', p.payment_method],
      ['Resa (Incoterms 2020)', p.incoterm],
      ['Agente', p.agent?.name],
      [
        'Consegna',
        p.delivery_addresses
          .map((d) => [d.label, d.street, [d.postal_code, d.city, d.province ? `(${d.province})` : null].filter(Boolean).join(' '), d.country].filter(Boolean).join(', '))
          .join('\n'),
      ],
    ]);

    heading(doc, 'Articoli');
    table(
      doc,
      [
        { title: '#', width: 0.04 },
        { title: 'Descrizione', width: 0.3 },
        { title: 'Formato', width: 0.11 },
        { title: 'Spessore', width: 0.08, align: 'right' },
        { title: 'Quantità', width: 0.1, align: 'right' },
        { title: 'Prezzo unit.', width: 0.1, align: 'right' },
        { title: 'Sconto', width: 0.07, align: 'right' },
        { title: 'Cliché', width: 0.09, align: 'right' },
        { title: 'Totale', width: 0.11, align: 'right' },
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

    totalsBlock(doc, [
      ['Merce', euro(p.totals.goods)],
      ['Cliché', euro(p.totals.cliches)],
      ...p.discounts.map((d): [string, string] => [`Sconto ${d.description} (${decimalIt(d.percent, 2)}%)`, '']),
      ...(p.discounts.length > 0 ? [['Totale sconti', `-${euro(p.totals.discounts)}`] as [string, string]] : []),
      ['Totale offerta (IVA esclusa)', euro(p.totals.total)],
    ]);

    if (p.notes) {
      heading(doc, 'Note');
      paragraph(doc, p.notes);
    }
  });
}
