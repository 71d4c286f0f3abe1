import { formatMoney, formatPercent, formatQuantity, formatUnitPrice } from '../../../../src/domain/numberFormat.ts';
import { facts, heading, paragraph, renderPdf, signatureBlock, table, totalsBlock, type TextRun } from '../../pdf/document.ts';
import { letterhead, type Issuer } from '../../pdf/letterhead.ts';
import type { CustomerCard } from '../../shared/salesDocuments/customer.ts';
import { fileSafe } from '../../shared/salesDocuments/format.ts';
import { formatDate } from '../../../../src/domain/numericDateFormat.ts';
import type { Language } from '../../../../src/domain/constants/languages.ts';
import { message } from '../../i18n/message.ts';
import { renderMessage } from '../../i18n/render.ts';
import type { PresentedQuote } from './present.ts';
import { vatBreakdown } from './vatBreakdown.ts';

// The quote as the customer receives it, in the proposal's family: the company's letterhead, customer, validity,
// rows, totals per VAT rate, notes and the acceptance box. In the reader's language (catalogue `pdf.*`), like the
// proposal; dates and numbers through the shared formatters.

export type QuotePdfInput = {
  readonly issuer: Issuer;
  readonly quote: PresentedQuote;
  readonly customer: CustomerCard | null;
  /** The requester's language for a download; Italian by default. */
  readonly language?: Language;
  readonly compress?: boolean;
  readonly probe?: (run: TextRun) => void;
};

const sayIn =
  (language: Language) =>
  (key: string, params?: Record<string, string | number>): string =>
    renderMessage(message(`pdf.${key}`, params), language);

export const quoteTitle = (q: PresentedQuote, language: Language = 'it'): string => sayIn(language)('quote.title', { number: q.number });
export const quoteFileName = (q: PresentedQuote, language: Language = 'it'): string => `${sayIn(language)('quote.fileStem')}-${fileSafe(q.number)}.pdf`;

export function quotePdf(input: QuotePdfInput): Promise<Uint8Array> {
  const { quote: q, customer } = input;
  const IT: Language = input.language ?? 'it';
  const say = sayIn(IT);
  const dateIt = (wire: string): string => formatDate(wire, IT);
  /** "0 %" rates print as exempt: an Italian document names the exemption rather than a zero tax. */
  const rateLabel = (rate: string): string => (Number(rate) === 0 ? say('common.exempt') : formatPercent(rate, IT, 0));
  const title = quoteTitle(q, IT);
  return renderPdf({ title, language: IT, author: input.issuer.name, ...(input.compress === undefined ? {} : { compress: input.compress }), ...(input.probe ? { probe: input.probe } : {}) }, (doc) => {
    letterhead(doc, input.issuer, say('quote.kind'), `${say('common.number', { number: q.number })}\n${say('common.dated', { date: dateIt(q.date) })}`);

    heading(doc, say('common.to'));
    paragraph(doc, [customer?.name ?? q.customer.name, ...(customer?.addressLines ?? []), customer?.vatNumber ? say('common.vatNumber', { value: customer.vatNumber }) : null].filter(Boolean).join('\n'));

    heading(doc, say('common.conditions'));
    facts(doc, [
      [say('common.validity'), q.valid_until ? say('quote.validUntil', { date: dateIt(q.valid_until) }) : null],
      [say('quote.priceList'), q.price_list?.name],
    ]);

    heading(doc, say('common.articles'));
    table(
      doc,
      [
        { title: say('common.description'), width: 0.36 },
        { title: say('common.quantity'), width: 0.13, align: 'right' },
        { title: say('quote.unitPrice'), width: 0.14, align: 'right' },
        { title: say('common.discount'), width: 0.1, align: 'right' },
        { title: say('common.vat'), width: 0.1, align: 'right' },
        { title: say('quote.amount'), width: 0.17, align: 'right' },
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
      [say('common.net'), formatMoney(q.totals.net, IT)],
      ...groups.map((g): [string, string] => [
        Number(g.rate) === 0 ? say('quote.exemptOn', { amount: formatMoney(g.net, IT) }) : say('quote.vatOn', { rate: rateLabel(g.rate), amount: formatMoney(g.net, IT) }),
        formatMoney(g.vat, IT),
      ]),
      [say('common.total'), formatMoney(q.totals.gross, IT)],
    ]);

    if (q.notes) {
      heading(doc, say('common.notes'));
      paragraph(doc, q.notes);
    }
    signatureBlock(doc, say('quote.acceptance'), IT);
  });
}
