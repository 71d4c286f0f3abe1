import { formatMoney, formatPercent, formatQuantity, formatUnitPrice } from '../../../../src/domain/numberFormat.ts';
import { facts, heading, paragraph, renderPdf, signatureBlock, table, totalsBlock, type TextRun } from '../../pdf/document.ts';
import { letterhead, type Issuer } from '../../pdf/letterhead.ts';
import type { CustomerCard } from '../salesDocuments/customer.ts';
import { dateIt, fileSafe } from '../salesDocuments/format.ts';
import type { PresentedQuote } from './present.ts';
import { vatBreakdown } from './vatBreakdown.ts';

// The quote as the customer receives it, in the proposal's family: the company's letterhead, customer, validity,
// rows, totals per VAT rate, notes and the acceptance box. Italian, like the proposal (the customer's document).

const IT = 'it';

export type QuotePdfInput = {
  readonly issuer: Issuer;
  readonly quote: PresentedQuote;
  readonly customer: CustomerCard | null;
  readonly compress?: boolean;
  readonly probe?: (run: TextRun) => void;
};

export const quoteTitle = (q: PresentedQuote): string => `Preventivo n. ${q.number}`;
export const quoteFileName = (q: PresentedQuote): string => `preventivo-${fileSafe(q.number)}.pdf`;

/** "0 %" rates print as exempt: an Italian document names the exemption rather than a zero tax. */
const rateLabel = (rate: string): string => (Number(rate) === 0 ? 'Esente' : formatPercent(rate, IT, 0));

export function quotePdf(input: QuotePdfInput): Promise<Uint8Array> {
  const { quote: q, customer } = input;
  const title = quoteTitle(q);
  return renderPdf({ title, author: input.issuer.name, ...(input.compress === undefined ? {} : { compress: input.compress }), ...(input.probe ? { probe: input.probe } : {}) }, (doc) => {
    letterhead(doc, input.issuer, 'PREVENTIVO', `N. ${q.number}\ndel ${dateIt(q.date)}`);

    heading(doc, 'Spettabile');
    paragraph(doc, [customer?.name ?? q.customer.name, ...(customer?.addressLines ?? []), customer?.vatNumber ? `P. IVA ${customer.vatNumber}` : null].filter(Boolean).join('\n'));

    heading(doc, 'Condizioni');
    facts(doc, [
      ['Validità', q.valid_until ? `fino al ${dateIt(q.valid_until)}` : null],
      ['Listino', q.price_list?.name],
    ]);

    heading(doc, 'Articoli');
    table(
      doc,
      [
        { title: 'Descrizione', width: 0.36 },
        { title: 'Quantità', width: 0.13, align: 'right' },
        { title: 'Prezzo unit.', width: 0.14, align: 'right' },
        { title: 'Sconto', width: 0.1, align: 'right' },
        { title: 'IVA', width: 0.1, align: 'right' },
        { title: 'Importo', width: 0.17, align: 'right' },
      ],
      q.rows.map((r) => [
        r.description,
        `${formatQuantity(r.quantity, IT)}${r.unit ? ` ${r.unit}` : ''}`,
        formatUnitPrice(r.unit_price, IT),
        Number(r.discount_percent) === 0 ? '—' : formatPercent(r.discount_percent, IT),
        rateLabel(r.vat_rate),
        formatMoney(r.total, IT),
      ]),
    );

    const groups = vatBreakdown(q.rows);
    totalsBlock(doc, [
      ['Imponibile', formatMoney(q.totals.net, IT)],
      ...groups.map((g): [string, string] => [Number(g.rate) === 0 ? `Esente su ${formatMoney(g.net, IT)}` : `IVA ${rateLabel(g.rate)} su ${formatMoney(g.net, IT)}`, formatMoney(g.vat, IT)]),
      ['Totale', formatMoney(q.totals.gross, IT)],
    ]);

    if (q.notes) {
      heading(doc, 'Note');
      paragraph(doc, q.notes);
    }
    signatureBlock(doc, 'Per accettazione del preventivo');
  });
}
